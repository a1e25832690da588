import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { registrations } from './bookings';
import { createdAt } from './columns';
import { users } from './staff';

// The nurses' day (DESIGN §8.12): who works which region when, what happened at each visit, and the days
// the clinic had to move.

/** A nurse on duty: one region, one date, a part of the day ('day' is both). */
export const rosterDuties = pgTable(
  'roster_duties',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    partOfDay: text('part_of_day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('roster_duties_staff_date_part_key').on(t.staffId, t.date, t.partOfDay),
    index('roster_duties_date_region_idx').on(t.date, t.region),
    check('roster_duties_part_of_day', sql`${t.partOfDay} in ('morning', 'afternoon', 'day')`),
  ],
);

/**
 * What a nurse pressed at a visit, when she pressed it (`at`, her phone's clock, possibly offline) and
 * when it arrived. The client's event id makes a resend of the same press change nothing.
 */
export const visitEvents = pgTable(
  'visit_events',
  {
    id: serial('id').primaryKey(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    clientEventId: text('client_event_id').notNull(),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    // "Done": [{participantId, result, note?}], one per person of the booking.
    outcome: jsonb('outcome'),
  },
  (t) => [
    unique('visit_events_staff_client_event_key').on(t.staffId, t.clientEventId),
    index('visit_events_registration_idx').on(t.registrationId, t.at),
    check('visit_events_type', sql`${t.type} in ('on_my_way', 'arrived', 'done')`),
  ],
);

/** "When a nurse cannot come": a region's part of a day whose bookings were asked to pick another visit. */
export const rescheduleRequests = pgTable(
  'reschedule_requests',
  {
    id: serial('id').primaryKey(),
    region: text('region').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    partOfDay: text('part_of_day').notNull(),
    reason: text('reason').notNull(),
    requestedBy: text('requested_by').notNull(),
    bookingCount: integer('booking_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('reschedule_requests_part_of_day', sql`${t.partOfDay} in ('morning', 'afternoon', 'day')`)],
);

/** A booking of a moved day: asked to pick another visit by a request, and when it did. */
export const registrationMoves = pgTable(
  'registration_moves',
  {
    registrationId: uuid('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    rescheduleRequestId: integer('reschedule_request_id')
      .notNull()
      .references(() => rescheduleRequests.id, { onDelete: 'cascade' }),
    // SHA-256 of the token of the email's and text's rebook link; the token itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    movedAt: timestamp('moved_at', { withTimezone: true }),
  },
  (t) => [index('registration_moves_request_idx').on(t.rescheduleRequestId)],
);
