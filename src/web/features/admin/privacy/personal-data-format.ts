import { staffStatusLabel } from '@domain/bookings/status';
import { REGISTRATION_STATUSES } from '@domain/orders/schemas';
import {
  ERASED_NAME,
  type ErasePersonalDataResult,
  PERSON_QUERY_REQUIRED_MESSAGE,
  type PersonalData,
  type PersonalDataBooking,
  type PersonQuery,
  personQuerySchema,
} from '@domain/privacy/personal-data';
import { formatSingaporeDateTime, singaporeWallClock, todayInSingapore } from '@domain/shared/dates';
import { maskIdentificationNumber } from '@domain/shared/identity';
import { statusLabel } from '../format';

// The texts and names of /admin/privacy (DESIGN §8.3), apart from the page so they can be tested.

/** What the search form holds: an ID number, an email address and a mobile number, each '' until given. */
export interface PersonSearchValues {
  identificationNumber: string;
  email: string;
  mobileNumber: string;
}

export type PersonSearchOutcome = { ok: true; query: PersonQuery } | { ok: false; message: string };

/** The server's rule, by its own schema: an ID number, an email address, a mobile number or several, trimmed. */
export function parsePersonSearch(values: PersonSearchValues): PersonSearchOutcome {
  const result = personQuerySchema.safeParse(values);
  if (result.success) return { ok: true, query: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? PERSON_QUERY_REQUIRED_MESSAGE };
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '2 bookings, 3 emails hold this person.', or 'Nothing is held about this person.' */
export function heldSummary(data: Pick<PersonalData, 'bookings' | 'messages' | 'waitlist'>): string {
  const held = [
    { count: data.bookings.length, one: 'booking', many: 'bookings' },
    { count: data.messages.length, one: 'email', many: 'emails' },
    { count: data.waitlist.length, one: 'waitlist entry', many: 'waitlist entries' },
  ].filter((part) => part.count > 0);
  if (held.length === 0) return 'Nothing is held about this person.';
  const isOneThing = held.length === 1 && held[0]?.count === 1;
  return `${held.map((part) => counted(part.count, part.one, part.many)).join(', ')} ${isOneThing ? 'holds' : 'hold'} this person.`;
}

/** Whether anything is held that erasing would remove. */
export const holdsAnything = (data: Pick<PersonalData, 'bookings' | 'messages' | 'waitlist'>) =>
  data.bookings.length + data.messages.length + data.waitlist.length > 0;

/** 'ID number *****567D and email a@b.sg': what was searched by, the ID number masked. */
export function describePersonQuery(query: PersonQuery): string {
  const parts = [
    query.identificationNumber ? `ID number ${maskIdentificationNumber(query.identificationNumber)}` : null,
    query.email ? `email ${query.email}` : null,
    query.mobileNumber ? `mobile number ${query.mobileNumber}` : null,
  ].filter((part) => part !== null);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** The export's file: 'personal-data-2026-11-26.json', the Singapore day it was exported. */
export function personalDataFileName(exportedAt: string, now: Date = new Date()): string {
  const instant = new Date(exportedAt);
  const day = Number.isNaN(instant.getTime()) ? todayInSingapore(now) : singaporeWallClock(instant).date;
  return `personal-data-${day}.json`;
}

/** A booking's state column: erased (and when), its visit still ahead (erasing refused), or held. */
export type BookingHoldState =
  | { kind: 'erased'; label: string }
  | { kind: 'visit-ahead'; label: 'Visit ahead' }
  | { kind: 'held'; label: 'Held' };

export function bookingHoldState(booking: Pick<PersonalDataBooking, 'erasedAt' | 'visitAhead'>): BookingHoldState {
  if (booking.erasedAt) {
    return { kind: 'erased', label: `Erased on ${formatSingaporeDateTime(booking.erasedAt, 'numericDate')}` };
  }
  return booking.visitAhead ? { kind: 'visit-ahead', label: 'Visit ahead' } : { kind: 'held', label: 'Held' };
}

/** 'main person' → 'Main person'. */
export const roleLabel = (role: PersonalDataBooking['role']) => statusLabel(role);

/** A status as the orders name it ('No show'); one this client does not know yet, capitalised. */
export function bookingStatusLabel(status: string): string {
  const known = REGISTRATION_STATUSES.find((candidate) => candidate === status);
  return known ? staffStatusLabel(known) : statusLabel(status);
}

/** The references of the bookings whose visit is still ahead: erasing is refused until they are cancelled. */
export const referencesWithVisitAhead = (
  bookings: readonly Pick<PersonalDataBooking, 'visitAhead' | 'referenceNumber'>[],
) => bookings.filter((booking) => booking.visitAhead).map((booking) => booking.referenceNumber);

/** What the confirm dialog says erasing will do. */
export const eraseQuestion = (bookings: number) =>
  `The personal data in ${counted(bookings, 'booking', 'bookings')} will be erased for good: names become '${ERASED_NAME}' and ID number, date of birth, address, medical conditions, email and mobile are cleared. The books stay.`;

/** What else erasing removes: the emails kept for the person. */
export const eraseEmailsNote = (emails: number) =>
  emails > 0 ? `${counted(emails, 'email', 'emails')} kept for this person will be deleted too.` : null;

/** The toast once erased: its title, and the household rows and emails when there were any. */
export function erasedToast(result: ErasePersonalDataResult): { title: string; description?: string } {
  const title = `Erased personal data in ${counted(result.erasedBookings, 'booking', 'bookings')}`;
  const more = [
    result.erasedHouseholdMembers > 0
      ? `${counted(result.erasedHouseholdMembers, 'household member', 'household members')} erased`
      : null,
    result.erasedMessages > 0 ? `${counted(result.erasedMessages, 'email', 'emails')} deleted` : null,
  ].filter((part) => part !== null);
  return more.length > 0 ? { title, description: `${more.join(', ')}.` } : { title };
}

/** The toast title and text when erasing failed, e.g. the server's 409 naming the visits still ahead. */
export const eraseFailedMessage = (message: string) => `Failed to erase personal data: ${message}`;
