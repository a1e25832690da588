import { GENDER_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import {
  createWaitlistJoinSchema,
  WAITLIST_DATE_FROM_MESSAGE,
  WAITLIST_RANGE_MESSAGE,
  WAITLIST_TIME_OF_DAY_MESSAGE,
} from '@domain/waitlist/rules';
import { describe, expect, it } from 'vitest';
import {
  buildWaitlistJoinRequest,
  defaultWaitlistValues,
  formFieldOf,
  type JoinDetails,
  offeredTimesOfDay,
} from './join-request';

const TODAY = '2026-11-26';

const details: JoinDetails = {
  firstName: 'Mei',
  lastName: 'Tan',
  email: 'mei@example.com',
  mobileNumber: '91234567',
  gender: 'female',
  identificationNumber: 'S1234567D',
  dateOfBirth: '1980-05-15',
  postalCode: '238801',
  address: '1 Orchard Road',
  unitNumber: '#05-12',
  medicalConditions: 'Asthma',
  vitalityMembershipNo: 'V123456789',
};

const build = (overrides: Partial<Parameters<typeof buildWaitlistJoinRequest>[0]> = {}) =>
  buildWaitlistJoinRequest({
    eventId: 3,
    packageId: 7,
    persons: 2,
    details,
    values: { dateFrom: '01/12/2026', dateTo: '14/12/2026', timeOfDay: 'morning', gender: '' },
    today: TODAY,
    language: 'ms',
    ...overrides,
  });

describe('the waitlist form: its first values', () => {
  it('covers the whole schedule offered, from its first day from tomorrow to its last, any time', () => {
    expect(defaultWaitlistValues(TODAY, ['2026-12-03', '2026-11-26', '2026-11-30'])).toEqual({
      dateFrom: '30/11/2026',
      dateTo: '03/12/2026',
      timeOfDay: 'any',
      gender: '',
    });
  });

  it('covers five weeks of a schedule, so the first visit to free up is not passed over', () => {
    const fiveWeeks = ['2026-11-30', '2026-12-04', '2026-12-07', '2026-12-25', '2027-01-01', '2027-01-04'];
    expect(defaultWaitlistValues(TODAY, fiveWeeks)).toMatchObject({ dateFrom: '30/11/2026', dateTo: '04/01/2027' });
  });

  it('starts tomorrow when no day is offered', () => {
    expect(defaultWaitlistValues(TODAY, [])).toMatchObject({ dateFrom: '27/11/2026', dateTo: '11/12/2026' });
  });
});

describe('the times of day the form offers', () => {
  it('are none to choose from when every visit of the region is in the morning (or every one in the afternoon)', () => {
    expect(offeredTimesOfDay(['08:00', '10:00', '09:00', '11:00'])).toEqual([]);
    expect(offeredTimesOfDay(['14:00', '15:30'])).toEqual([]);
    expect(offeredTimesOfDay([])).toEqual([]);
  });

  it('are morning, afternoon or any when the region has both', () => {
    expect(offeredTimesOfDay(['09:00', '14:00'])).toEqual(['morning', 'afternoon', 'any']);
  });
});

describe('the waitlist request built from the wizard', () => {
  it("sends step 1's details, the event, the main person's package, the persons and the days as ISO dates", () => {
    const outcome = build();
    expect(outcome).toEqual({
      ok: true,
      request: {
        eventId: 3,
        packageId: 7,
        persons: 2,
        dateFrom: '2026-12-01',
        dateTo: '2026-12-14',
        timeOfDay: 'morning',
        firstName: 'Mei',
        lastName: 'Tan',
        email: 'mei@example.com',
        mobileNumber: '91234567',
        gender: 'female',
        identificationNumber: 'S1234567D',
        dateOfBirth: '1980-05-15',
        postalCode: '238801',
        address: '1 Orchard Road',
        unitNumber: '#05-12',
        // The page's language: the offer's messages are in it.
        language: 'ms',
      },
    });
    // Nothing the waitlist does not keep (medical conditions, membership number).
    expect(JSON.stringify(outcome)).not.toContain('Asthma');
    expect(JSON.stringify(outcome)).not.toContain('V123456789');
  });

  it("is what the server's schema accepts", () => {
    const outcome = build();
    if (!outcome.ok) throw new Error('expected a request');
    expect(createWaitlistJoinSchema(() => TODAY).safeParse(outcome.request).success).toBe(true);
  });

  it('leaves out an empty unit number, and takes ISO dates as typed', () => {
    const outcome = build({
      details: { ...details, unitNumber: '' },
      values: { dateFrom: '2026-12-01', dateTo: '2026-12-01', timeOfDay: 'any', gender: '' },
    });
    expect(outcome.ok && outcome.request).toMatchObject({ dateFrom: '2026-12-01', dateTo: '2026-12-01' });
    expect(outcome.ok && 'unitNumber' in outcome.request).toBe(false);
  });

  it('asks for the gender a partner booking left out, and sends the answer', () => {
    const { gender: _gender, ...withoutGender } = details;
    expect(build({ details: withoutGender })).toEqual({ ok: false, errors: { gender: GENDER_REQUIRED_MESSAGE } });
    const outcome = build({
      details: withoutGender,
      values: { dateFrom: '01/12/2026', dateTo: '14/12/2026', timeOfDay: 'afternoon', gender: 'male' },
    });
    expect(outcome.ok && outcome.request.gender).toBe('male');
  });

  it('names the field of each mistake: a missing day, a range backwards or past, no time of day', () => {
    expect(build({ values: { dateFrom: '31/02/2026', dateTo: '14/12/2026', timeOfDay: 'any', gender: '' } })).toEqual({
      ok: false,
      errors: { dateFrom: WAITLIST_DATE_FROM_MESSAGE },
    });
    expect(build({ values: { dateFrom: '14/12/2026', dateTo: '01/12/2026', timeOfDay: 'any', gender: '' } })).toEqual({
      ok: false,
      errors: { dateTo: WAITLIST_RANGE_MESSAGE },
    });
    expect(build({ values: { dateFrom: '25/11/2026', dateTo: '01/12/2026', timeOfDay: 'any', gender: '' } })).toEqual({
      ok: false,
      errors: { dateTo: WAITLIST_RANGE_MESSAGE },
    });
    expect(build({ values: { dateFrom: '01/12/2026', dateTo: '14/12/2026', timeOfDay: '', gender: '' } })).toEqual({
      ok: false,
      errors: { timeOfDay: WAITLIST_TIME_OF_DAY_MESSAGE },
    });
  });

  it("shows the server's field errors beside the form's own fields only", () => {
    expect(formFieldOf('dateTo')).toBe('dateTo');
    expect(formFieldOf('timeOfDay')).toBe('timeOfDay');
    expect(formFieldOf('email')).toBeNull();
  });
});
