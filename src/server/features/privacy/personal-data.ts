import {
  type ErasePersonalDataResult,
  type PersonalData,
  type PersonalDataBooking,
  type PersonQuery,
  visitAheadMessage,
} from '@domain/privacy/personal-data';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { conflict } from '../../errors';
import { forgetAnswersOf } from '../../http/idempotency';
import { type Actor, recordAudit } from '../audit-log';
import { findEventNames } from '../events';
import { findMessagesOf, forgetMessagesOf } from '../outbox';
import { findPaymentRecords } from '../payments';
import { eraseWaitlistEntriesOf, findWaitlistEntriesOf } from '../waitlist';
import {
  ERASED_BOOKING_FIELDS,
  eraseBookings,
  eraseHouseholdMembers,
  findBookingsHoldingPerson,
  isVisitAhead,
} from './booking-erasure';
import { forgetOutboxFilesOf } from './message-files';
import { vacuumErasedRows } from './vacuum';

// A person's request (DESIGN §8.3): staff find everything held about them, hand it over as JSON, or
// erase it. Both are audited, naming what was searched by and which bookings, never the values.

/** Keys to the booking, not data about the person: never handed out, even to the person. */
const SECRET_BOOKING_FIELDS = new Set(['verificationCodeHash', 'bookingTokenHash']);
/** The main person's fields: what a household member's export leaves out of the booking. */
const MAIN_PERSON_FIELDS = new Set<string>([
  ...ERASED_BOOKING_FIELDS.filter((field) => !['postalCode', 'unitNumber', 'address'].includes(field)),
  'gender',
  'isAiaMember',
  'isVitalityMember',
  'emailKey',
  'mobileKey',
  'idKey',
]);

const withoutFields = (row: Record<string, unknown>, fields: Set<string>) =>
  Object.fromEntries(Object.entries(row).filter(([field]) => !fields.has(field)));

const searchedBy = (person: PersonQuery) =>
  (['identificationNumber', 'email', 'mobileNumber'] as const).filter((field) => Boolean(person[field]));

/** GET /api/admin/personal-data: every stored field of every booking, member row and email that holds the person. */
export async function exportPersonalData(
  db: Database,
  options: { person: PersonQuery; now: Date; actor: Actor },
): Promise<PersonalData> {
  const { person, now } = options;
  const held = await findBookingsHoldingPerson(db, person);
  const mainIds = held.filter((booking) => booking.isMainPerson).map((booking) => booking.registration.id);
  const waitlist = await findWaitlistEntriesOf(db, person);
  const [eventNames, payments, messages] = await Promise.all([
    findEventNames(db, [...new Set(held.map((booking) => booking.registration.eventId))]),
    findPaymentRecords(db, mainIds),
    findMessagesOf(db, {
      registrationIds: mainIds,
      toAddress: person.email,
      toMobile: person.mobileNumber,
      waitlistEntryIds: waitlist.map((entry) => entry.id),
    }),
  ]);
  const bookings = held.map(
    (booking): PersonalDataBooking => ({
      referenceNumber: booking.registration.referenceNumber,
      status: booking.registration.status,
      role: booking.isMainPerson ? 'main person' : 'household member',
      eventName: eventNames.get(booking.registration.eventId) ?? '',
      visitDate: booking.visitDate,
      visitTime: booking.visitTime,
      erasedAt:
        (booking.isMainPerson ? booking.registration.erasedAt : booking.members[0]?.erasedAt)?.toISOString() ?? null,
      visitAhead: isVisitAhead(booking, now),
      booking: withoutFields(
        booking.registration,
        booking.isMainPerson ? SECRET_BOOKING_FIELDS : new Set([...SECRET_BOOKING_FIELDS, ...MAIN_PERSON_FIELDS]),
      ),
      householdMembers: booking.members,
      payments: booking.isMainPerson ? payments.filter((row) => row.registrationId === booking.registration.id) : [],
      otherPersons: booking.otherPersons,
    }),
  );
  await recordAudit(db, {
    actor: options.actor,
    action: 'export-personal-data',
    entity: 'personal-data',
    entityId: null,
    changes: { searchedBy: searchedBy(person), bookings: bookings.map((booking) => booking.referenceNumber) },
    now,
  });
  return {
    exportedAt: now.toISOString(),
    query: {
      identificationNumber: person.identificationNumber ?? null,
      email: person.email ?? null,
      mobileNumber: person.mobileNumber ?? null,
    },
    bookings,
    messages: messages.map((message) => withoutFields(message, new Set(['linkSecrets']))),
    // The token that leaves an entry is a key, not data about the person.
    waitlist: waitlist.map((entry) => withoutFields(entry, new Set(['leaveTokenHash', 'verificationCodeHash']))),
  };
}

/**
 * POST /api/admin/personal-data/erase: the person's bookings erased (all of a booking they made; only
 * their own row in someone else's), with the messages of those bookings and to their address and number,
 * their waitlist entries, and the answers stored for retries of the bookings they made (DESIGN §8.9).
 * Refused with 409, changing nothing, while any of their visits is still ahead and not cancelled.
 */
export async function erasePersonalData(
  db: Database,
  config: Pick<Config, 'DATA_DIR' | 'PUBLIC_BASE_URL' | 'WAITLIST_OFFER_MINUTES'>,
  options: { person: PersonQuery; now: Date; actor: Actor },
): Promise<ErasePersonalDataResult> {
  const { person, now, actor } = options;
  const { result, forgotten } = await db.transaction(async (tx) => {
    const held = await findBookingsHoldingPerson(tx, person);
    const ahead = held.filter((booking) => isVisitAhead(booking, now));
    if (ahead.length > 0) {
      throw conflict(visitAheadMessage(ahead.map((booking) => booking.registration.referenceNumber)));
    }
    const made = held.filter((booking) => booking.isMainPerson);
    const erased = await eraseBookings(tx, {
      ids: made.map((booking) => booking.registration.id),
      now,
      actor,
      reason: 'request',
    });
    // In a booking someone else made, only the person's own household row.
    const members = await eraseHouseholdMembers(tx, {
      ids: held.filter((booking) => !booking.isMainPerson).flatMap((booking) => booking.members.map((row) => row.id)),
      now,
      actor,
    });
    const waitlistEntryIds = await eraseWaitlistEntriesOf(tx, {
      person,
      now,
      offerMinutes: config.WAITLIST_OFFER_MINUTES,
    });
    const madeIds = made.map((booking) => booking.registration.id);
    const forgotten = await forgetMessagesOf(tx, {
      registrationIds: madeIds,
      toAddress: person.email,
      toMobile: person.mobileNumber,
      waitlistEntryIds,
      now,
    });
    const storedAnswers = await forgetAnswersOf(tx, madeIds);
    const erasedIds = new Set([...erased.map((booking) => booking.id), ...members.map((row) => row.registrationId)]);
    const references = held
      .filter((booking) => erasedIds.has(booking.registration.id))
      .map((booking) => booking.registration.referenceNumber);
    await recordErasure(tx, { actor, now, person, references, messages: forgotten.length, storedAnswers });
    const result: ErasePersonalDataResult = {
      erasedBookings: references.length,
      erasedHouseholdMembers: members.length,
      erasedMessages: forgotten.length,
      erasedStoredAnswers: storedAnswers,
      referenceNumbers: references,
    };
    return { result, forgotten };
  });
  // After the commit: a file deleted for a transaction that rolled back could not be brought back.
  await forgetOutboxFilesOf(config, { messages: forgotten });
  await vacuumErasedRows(db);
  return result;
}

async function recordErasure(
  tx: Executor,
  entry: {
    actor: Actor;
    now: Date;
    person: PersonQuery;
    references: string[];
    messages: number;
    storedAnswers: number;
  },
) {
  await recordAudit(tx, {
    actor: entry.actor,
    action: 'erase-personal-data',
    entity: 'personal-data',
    entityId: null,
    changes: {
      searchedBy: searchedBy(entry.person),
      bookings: entry.references,
      messagesDeleted: entry.messages,
      storedAnswersDeleted: entry.storedAnswers,
    },
    now: entry.now,
  });
}
