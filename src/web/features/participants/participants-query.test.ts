import { describe, expect, it } from 'vitest';
import { readParticipantsQuery, readRecordId } from './participants-query';

const query = (text: string) => readParticipantsQuery(new URLSearchParams(text));

describe('participants page query', () => {
  it('reads eventId and packageId, with the optional timeslot and booking', () => {
    expect(query('eventId=1&packageId=3')).toEqual({
      eventId: 1,
      packageId: 3,
      timeslotId: null,
      registrationId: null,
    });
    expect(query('eventId=1&packageId=3&timeslotId=42&registrationId=0F8FAD5B-D9CB-469F-A165-70867728950E')).toEqual({
      eventId: 1,
      packageId: 3,
      timeslotId: 42,
      registrationId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
  });

  it('is missing information without either id', () => {
    expect(query('')).toBeNull();
    expect(query('eventId=1')).toBeNull();
    expect(query('packageId=3')).toBeNull();
    expect(query('eventId=&packageId=3')).toBeNull();
  });

  it('counts an id that names no record as missing', () => {
    for (const bad of ['0', '-1', '1.5', '12abc', 'abc', '1e3', '99999999999', '2147483648']) {
      expect(query(`eventId=${bad}&packageId=3`)).toBeNull();
      expect(readRecordId(bad)).toBeNull();
    }
    expect(readRecordId(' 7 ')).toBe(7);
    expect(readRecordId('2147483647')).toBe(2147483647);
  });

  it('drops a timeslot or booking id that is not one, keeping the rest', () => {
    expect(query('eventId=1&packageId=3&timeslotId=x&registrationId=12')).toEqual({
      eventId: 1,
      packageId: 3,
      timeslotId: null,
      registrationId: null,
    });
  });
});
