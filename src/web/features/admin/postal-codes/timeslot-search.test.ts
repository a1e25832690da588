import { describe, expect, it } from 'vitest';
import {
  bookedText,
  dateHeading,
  dayLabel,
  parsePageSearch,
  parseTabSearch,
  postalCodeAsTyped,
} from './timeslot-search';

describe('timeslot search', () => {
  it("asks for an event and a postal code or a date, with the spec's messages", () => {
    expect(parseTabSearch({ eventId: '', postalCode: '', date: '' })).toEqual({
      ok: false,
      errors: { eventId: 'Please select an event', postalCode: 'Please enter a postal code or select a date' },
    });
    expect(parseTabSearch({ eventId: '1', postalCode: '2388', date: '' })).toEqual({
      ok: false,
      errors: { postalCode: 'Postal code must be 6 digits' },
    });
  });

  it('searches by postal code, or by date when one is chosen (the date wins)', () => {
    expect(parseTabSearch({ eventId: '2', postalCode: '238801', date: '' })).toEqual({
      ok: true,
      query: { eventId: 2, postalCode: '238801' },
    });
    expect(parseTabSearch({ eventId: '2', postalCode: '238801', date: '2026-11-23' })).toEqual({
      ok: true,
      query: { eventId: 2, date: '2026-11-23' },
    });
    expect(parseTabSearch({ eventId: '2', postalCode: '', date: '2026-11-23' })).toEqual({
      ok: true,
      query: { eventId: 2, date: '2026-11-23' },
    });
  });

  it('on the postal-code page needs the postal code first, then the event', () => {
    expect(parsePageSearch({ eventId: '', postalCode: '' })).toEqual({
      ok: false,
      errors: { postalCode: 'Postal code must be 6 digits', eventId: 'Please select an event' },
    });
    expect(parsePageSearch({ eventId: '1', postalCode: '560123' })).toEqual({
      ok: true,
      query: { eventId: 1, postalCode: '560123' },
    });
  });

  it('keeps six digits of what is typed', () => {
    expect(postalCodeAsTyped('23a8 8011')).toBe('238801');
  });

  it('writes the date heading and counts as the spec does', () => {
    expect(dateHeading('2026-11-03')).toBe('Date: 03 Nov 2026');
    expect(bookedText(2, 20)).toBe('Booked: 2/20');
    expect(dayLabel('2026-11-27')).toBe('Fri, 27 Nov 2026');
  });
});
