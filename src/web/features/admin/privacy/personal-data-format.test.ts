import { PERSON_QUERY_REQUIRED_MESSAGE } from '@domain/privacy/personal-data';
import { describe, expect, it } from 'vitest';
import {
  bookingHoldState,
  bookingStatusLabel,
  describePersonQuery,
  erasedToast,
  eraseEmailsNote,
  eraseFailedMessage,
  eraseQuestion,
  heldSummary,
  holdsAnything,
  parsePersonSearch,
  personalDataFileName,
  referencesWithVisitAhead,
  roleLabel,
} from './personal-data-format';

const held = (bookings: number, messages: number, waitlist = 0) => ({
  bookings: Array.from({ length: bookings }, () => ({}) as never),
  messages: Array.from({ length: messages }, () => ({})),
  waitlist: Array.from({ length: waitlist }, () => ({})),
});

describe('the person search', () => {
  it('asks for an ID number, an email address or a mobile number, as the server does', () => {
    expect(parsePersonSearch({ identificationNumber: '', email: '', mobileNumber: '' })).toEqual({
      ok: false,
      message: PERSON_QUERY_REQUIRED_MESSAGE,
    });
    expect(parsePersonSearch({ identificationNumber: '   ', email: ' ', mobileNumber: ' ' })).toEqual({
      ok: false,
      message: 'Enter an ID number, an email address or a mobile number',
    });
  });

  it('sends what was given, trimmed, and leaves out an empty field', () => {
    expect(parsePersonSearch({ identificationNumber: ' S1234567D ', email: '', mobileNumber: '' })).toEqual({
      ok: true,
      query: { identificationNumber: 'S1234567D', email: undefined, mobileNumber: undefined },
    });
    expect(parsePersonSearch({ identificationNumber: '', email: 'tan@example.com', mobileNumber: '' })).toEqual({
      ok: true,
      query: { identificationNumber: undefined, email: 'tan@example.com', mobileNumber: undefined },
    });
    expect(parsePersonSearch({ identificationNumber: '', email: '', mobileNumber: ' +65 9123 4567 ' })).toEqual({
      ok: true,
      query: { identificationNumber: undefined, email: undefined, mobileNumber: '+65 9123 4567' },
    });
  });

  it('refuses a mobile number with too few digits to name one person', () => {
    expect(parsePersonSearch({ identificationNumber: '', email: '', mobileNumber: '91234' })).toEqual({
      ok: false,
      message: 'Enter the mobile number with at least 8 digits',
    });
  });

  it('refuses terms longer than the server takes', () => {
    const outcome = parsePersonSearch({ identificationNumber: 'S'.repeat(255), email: '', mobileNumber: '' });
    expect(outcome).toEqual({ ok: false, message: 'The ID number, email address or mobile number is too long' });
  });

  it('names what was searched by, the ID number masked', () => {
    expect(describePersonQuery({ identificationNumber: 'S1234567D', email: 'tan@example.com' })).toBe(
      'ID number *****567D and email tan@example.com',
    );
    expect(describePersonQuery({ email: 'tan@example.com' })).toBe('email tan@example.com');
    expect(
      describePersonQuery({ identificationNumber: 'S1234567D', email: 'tan@example.com', mobileNumber: '91234567' }),
    ).toBe('ID number *****567D, email tan@example.com and mobile number 91234567');
    expect(describePersonQuery({ identificationNumber: 'S1234567D' })).not.toContain('1234');
  });
});

describe('what is held', () => {
  it('counts the bookings, emails and waitlist entries that hold the person', () => {
    expect(heldSummary(held(2, 3))).toBe('2 bookings, 3 emails hold this person.');
    expect(heldSummary(held(1, 1))).toBe('1 booking, 1 email hold this person.');
    expect(heldSummary(held(1, 0))).toBe('1 booking holds this person.');
    expect(heldSummary(held(0, 2))).toBe('2 emails hold this person.');
    expect(heldSummary(held(1, 0, 1))).toBe('1 booking, 1 waitlist entry hold this person.');
  });

  it('says so when nothing is held', () => {
    expect(heldSummary(held(0, 0))).toBe('Nothing is held about this person.');
    expect(holdsAnything(held(0, 0))).toBe(false);
    expect(holdsAnything(held(0, 1))).toBe(true);
  });

  it("gives each booking's state: erased on a day, its visit ahead, or held", () => {
    expect(bookingHoldState({ erasedAt: '2026-11-25T17:30:00.000Z', visitAhead: false })).toEqual({
      kind: 'erased',
      label: 'Erased on 26/11/2026',
    });
    expect(bookingHoldState({ erasedAt: null, visitAhead: true })).toEqual({
      kind: 'visit-ahead',
      label: 'Visit ahead',
    });
    expect(bookingHoldState({ erasedAt: null, visitAhead: false })).toEqual({ kind: 'held', label: 'Held' });
  });

  it('names roles and statuses as the admin area does', () => {
    expect(roleLabel('main person')).toBe('Main person');
    expect(roleLabel('household member')).toBe('Household member');
    expect(bookingStatusLabel('no_show')).toBe('No show');
    expect(bookingStatusLabel('pending_payment')).toBe('Pending payment');
    expect(bookingStatusLabel('archived')).toBe('Archived');
  });

  it('lists the bookings whose visit is still ahead', () => {
    expect(
      referencesWithVisitAhead([
        { referenceNumber: 'HS-1', visitAhead: true },
        { referenceNumber: 'HS-2', visitAhead: false },
        { referenceNumber: 'HS-3', visitAhead: true },
      ]),
    ).toEqual(['HS-1', 'HS-3']);
  });
});

describe('export and erasure', () => {
  it('names the export after the Singapore day it was made', () => {
    expect(personalDataFileName('2026-11-26T03:00:00.000Z')).toBe('personal-data-2026-11-26.json');
    // 16:30 UTC is already the next day in Singapore.
    expect(personalDataFileName('2026-11-26T16:30:00.000Z')).toBe('personal-data-2026-11-27.json');
    expect(personalDataFileName('not a time', new Date('2027-01-02T02:00:00.000Z'))).toBe(
      'personal-data-2027-01-02.json',
    );
  });

  it('says what erasing will do, for one booking and for several', () => {
    expect(eraseQuestion(2)).toBe(
      "The personal data in 2 bookings will be erased for good: names become 'Erased' and ID number, date of birth, address, medical conditions, email and mobile are cleared. The books stay.",
    );
    expect(eraseQuestion(1)).toMatch(/^The personal data in 1 booking will be erased for good/);
    expect(eraseEmailsNote(0)).toBeNull();
    expect(eraseEmailsNote(1)).toBe('1 email kept for this person will be deleted too.');
    expect(eraseEmailsNote(4)).toBe('4 emails kept for this person will be deleted too.');
  });

  it('reports what was erased, singular for one booking', () => {
    const result = {
      erasedBookings: 1,
      erasedHouseholdMembers: 0,
      erasedMessages: 0,
      erasedStoredAnswers: 0,
      referenceNumbers: ['HS-1'],
    };
    expect(erasedToast(result)).toEqual({ title: 'Erased personal data in 1 booking' });
    expect(erasedToast({ ...result, erasedBookings: 3, erasedHouseholdMembers: 1, erasedMessages: 2 })).toEqual({
      title: 'Erased personal data in 3 bookings',
      description: '1 household member erased, 2 emails deleted.',
    });
    expect(eraseFailedMessage('The visit of booking HS-1 is still ahead: cancel it before erasing.')).toBe(
      'Failed to erase personal data: The visit of booking HS-1 is still ahead: cancel it before erasing.',
    );
  });
});
