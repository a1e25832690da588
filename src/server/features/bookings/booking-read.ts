import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { eventConfigs, eventPackages, events, packages } from '../../db/schema/events';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { memberVerificationAttempts, memberVerifications } from '../../db/schema/members';
import { eventDates, publicHolidays, timeslots } from '../../db/schema/timeslots';
import type { KeyClaim } from '../../http/idempotency';
import { MEMBER_VERIFICATION_TTL_MS, type MemberLookup, VERIFICATION_WINDOW_MS } from '../members';
import { storedSlotColumns } from '../timeslots';

/** A package the event offers, as the booking prices it. */
export interface OfferedPackage {
  id: number;
  name: string;
  description: string | null;
  price: string;
  aiaPrice: string;
}

/**
 * Everything a booking checks before its transaction, in one query (DESIGN §8.8): the active event
 * and the active packages it offers (cheapest first), the slot with its event's scheduling settings
 * and whether its date is a public holiday, the code the booking names (its id and text must match),
 * the answer already stored under its Idempotency-Key, and its main person's recent verification and
 * the verifications counted against the ID number this hour. One row, whatever is missing: each part
 * is null when there is none. Prepared under a name, so each connection plans it once.
 */
const bookingRead = (db: Database) =>
  db
    .select({
      event: { id: events.id, name: events.name, location: events.location },
      offered: sql<OfferedPackage[] | null>`(
        select json_agg(json_build_object('id', ${packages.id}, 'name', ${packages.name},
          'description', ${packages.description}, 'price', ${packages.price}::text,
          'aiaPrice', ${packages.aiaPrice}::text) order by ${packages.price})
        from ${eventPackages} inner join ${packages} on ${packages.id} = ${eventPackages.packageId}
        where ${eventPackages.eventId} = ${events.id} and ${packages.isActive})`,
      slot: storedSlotColumns,
      config: eventConfigs,
      isHoliday: sql<boolean>`exists (select 1 from ${publicHolidays} where ${publicHolidays.date} = ${eventDates.date})`,
      identifier: discountIdentifiers,
      discount: discounts,
      stored: {
        scope: idempotencyKeys.scope,
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        data: idempotencyKeys.data,
      },
      recent: { isAiaMember: memberVerifications.isAiaMember, isVitalityMember: memberVerifications.isVitalityMember },
      attemptsInWindow: sql<
        number | null
      >`(select count(*)::int from unnest(${memberVerificationAttempts.attemptedAt}) as attempt
        where attempt > ${sql.placeholder('windowStart')}::timestamptz)`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(events, and(eq(events.id, sql.placeholder('eventId')), eq(events.isActive, true)))
    .leftJoin(
      timeslots,
      and(
        eq(timeslots.id, sql.placeholder('timeslotId')),
        sql`exists (select 1 from ${eventDates} where ${eventDates.id} = ${timeslots.eventDateId} and ${eventDates.eventId} = ${events.id})`,
      ),
    )
    .leftJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .leftJoin(eventConfigs, eq(eventConfigs.eventId, events.id))
    .leftJoin(
      discountIdentifiers,
      and(
        eq(discountIdentifiers.id, sql.placeholder('codeId')),
        sql`upper(${discountIdentifiers.identifier}) = upper(${sql.placeholder('codeText')})`,
      ),
    )
    .leftJoin(discounts, eq(discounts.id, discountIdentifiers.discountId))
    .leftJoin(idempotencyKeys, eq(idempotencyKeys.key, sql.placeholder('key')))
    .leftJoin(
      memberVerifications,
      and(
        eq(memberVerifications.subjectHash, sql.placeholder('subjectHash')),
        gt(memberVerifications.verifiedAt, sql.placeholder('freshSince')),
      ),
    )
    .leftJoin(memberVerificationAttempts, eq(memberVerificationAttempts.idHash, sql.placeholder('idHash')))
    .prepare('booking_read');

const prepared = new WeakMap<Database, ReturnType<typeof bookingRead>>();

export type BookingRead = Awaited<ReturnType<typeof readForBooking>>;

/** The booking's one read before its transaction (see bookingRead). */
export async function readForBooking(
  db: Database,
  options: {
    eventId: number;
    timeslotId: number;
    code: { id: number; text: string } | null;
    claim: KeyClaim | null;
    member: MemberLookup | null;
    now: Date;
  },
) {
  let query = prepared.get(db);
  if (!query) {
    query = bookingRead(db);
    prepared.set(db, query);
  }
  const { now, member } = options;
  const [row] = await query.execute({
    eventId: options.eventId,
    timeslotId: options.timeslotId,
    // A code without its text names nothing: the join condition is never true for an empty text.
    codeId: options.code?.id ?? null,
    codeText: options.code?.text ?? null,
    key: options.claim?.key ?? null,
    subjectHash: member?.subjectHash ?? null,
    idHash: member?.idHash ?? null,
    freshSince: new Date(now.getTime() - MEMBER_VERIFICATION_TTL_MS).toISOString(),
    windowStart: new Date(now.getTime() - VERIFICATION_WINDOW_MS).toISOString(),
  });
  if (!row) throw new Error('the booking read returns one row');
  // Left-joined parts come back with every column null when there is none.
  const { event, slot } = row;
  return {
    ...row,
    event: event && event.id !== null ? (event as ReadEvent) : null,
    slot: slot && slot.id !== null ? (slot as ReadSlot) : null,
    offered: row.offered ?? [],
    attemptsInWindow: row.attemptsInWindow ?? 0,
  };
}

interface ReadEvent {
  id: number;
  name: string;
  location: string | null;
}

interface ReadSlot {
  id: number;
  eventDateId: number;
  time: string;
  region: string | null;
  maxAttendees: number;
  currentAttendees: number;
  currentBookings: number;
  isAvailable: boolean;
  date: string;
  eventId: number;
}
