import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { registrations } from './bookings';
import { createdAt, updatedAt } from './columns';
import { events, packages } from './events';
import { timeslots } from './timeslots';

// The tables of waitlist (DESIGN §2: a capability owns its tables; others read them through its functions).

// A customer queueing for a visit in their region: the wizard's step-1 details, the package and
// persons, and the days and time of day that suit. Personal data: erased with the person on request,
// and kept no longer than the bookings' retention.
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    persons: integer('persons').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    timeOfDay: text('time_of_day').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    gender: text('gender').notNull(),
    identificationNumber: text('identification_number').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address').notNull(),
    // Where the address is, from the postal code: carried to the booking an offer makes.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    unitNumber: text('unit_number'),
    // The language the customer joined in: the offer's email and text are in it, and so is its booking.
    language: text('language').notNull().default('en'),
    // One live entry per person and event, by email or ID key, and at most MAX_LIVE_WAITLIST_ENTRIES
    // live entries per email, mobile and ID key (DESIGN §8.9), counted as the unpaid-hold caps count.
    emailKey: text('email_key').notNull(),
    mobileKey: text('mobile_key').notNull(),
    idKey: text('id_key').notNull(),
    // SHA-256 of the token that leaves the entry (emailed); the token itself is never stored.
    leaveTokenHash: text('leave_token_hash').notNull(),
    // DESIGN §8.9: the entry gets offers only once the code texted to its mobile is entered. The code's
    // hash is bound to the entry and cleared once it is proven; the times of wrong codes and of new
    // codes sent in the last hour bound guessing and texting.
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    verificationCodeHash: text('verification_code_hash'),
    wrongCodesAt: timestamp('wrong_codes_at', { withTimezone: true }).array().notNull().default(sql`'{}'`),
    newCodesAt: timestamp('new_codes_at', { withTimezone: true }).array().notNull().default(sql`'{}'`),
    // waiting, offered (a live offer), booked, left, ended (its range passed)
    status: text('status').notNull().default('waiting'),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The offer engine's search: the earliest waiting entries of an event and region whose mobile is proven.
    index('waitlist_entries_queue_idx')
      .on(t.eventId, t.region, t.createdAt)
      .where(sql`${t.status} = 'waiting' and ${t.mobileVerifiedAt} is not null`),
    uniqueIndex('waitlist_entries_live_email_key')
      .on(t.eventId, t.emailKey)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    uniqueIndex('waitlist_entries_live_id_key')
      .on(t.eventId, t.idKey)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The caps' count of a person's live entries by each key.
    index('waitlist_entries_live_email_key_idx').on(t.emailKey).where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_live_mobile_key_idx').on(t.mobileKey).where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_live_id_key_idx').on(t.idKey).where(sql`${t.status} in ('waiting', 'offered')`),
  ],
);
// A visit held for an entry: the place is taken in the slot (as a booking takes it) until the offer
// is booked, declined, withdrawn or expires; then it passes to the next matching entry, or is given back.
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.id),
    // The persons whose places the offer holds (the entry's, when it was made).
    persons: integer('persons').notNull(),
    // SHA-256 of the offer link's token.
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // An entry has at most one live offer.
    uniqueIndex('waitlist_offers_one_open_per_entry').on(t.entryId).where(sql`${t.status} = 'open'`),
    // The sweeper's scan of offers whose time ran out.
    index('waitlist_offers_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    index('waitlist_offers_timeslot_idx').on(t.timeslotId),
  ],
);
