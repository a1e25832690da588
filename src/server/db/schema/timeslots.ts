import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { events } from './events';

export const eventDates = pgTable(
  'event_dates',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('event_dates_event_date_key').on(t.eventId, t.date),
    // Staff's insights read a range of dates across events.
    index('event_dates_date_idx').on(t.date),
  ],
);
export const timeslots = pgTable(
  'timeslots',
  {
    id: serial('id').primaryKey(),
    eventDateId: integer('event_date_id')
      .notNull()
      .references(() => eventDates.id, { onDelete: 'cascade' }),
    time: text('time').notNull(),
    // Region of an auto-scheduled slot; null for slots an admin entered by hand.
    region: text('region'),
    maxAttendees: integer('max_attendees').notNull().default(20),
    currentAttendees: integer('current_attendees').notNull().default(0),
    // Non-cancelled bookings (home visits) in the slot, limited by event_configs.slotsPerTimeslot.
    currentBookings: integer('current_bookings').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => [
    // Materialisation relies on this key (INSERT ... ON CONFLICT DO NOTHING), not on a prior read.
    unique('timeslots_date_region_time_key').on(t.eventDateId, t.region, t.time).nullsNotDistinct(),
    // Rule 2 in the database itself: whatever code writes the counters, a slot never holds more persons
    // than it has room for, and no counter goes below zero. (The limit on bookings per slot is the
    // event's, in event_configs, so the conditional UPDATE that takes capacity enforces that one.)
    check('timeslots_max_attendees_check', sql`${t.maxAttendees} >= 0`),
    check(
      'timeslots_current_attendees_check',
      sql`${t.currentAttendees} >= 0 and ${t.currentAttendees} <= ${t.maxAttendees}`,
    ),
    check('timeslots_current_bookings_check', sql`${t.currentBookings} >= 0`),
  ],
);
export const publicHolidays = pgTable('public_holidays', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  date: date('date', { mode: 'string' }).notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
