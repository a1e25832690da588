import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';

// The tables of events (DESIGN §2: a capability owns its tables; others read them through its functions).

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  slug: text('slug').notNull().unique(),
  location: text('location'),
  createdAt: createdAt(),
  isActive: boolean('is_active').notNull().default(true),
});
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price').notNull(),
    aiaPrice: money('aia_price'),
    isActive: boolean('is_active').notNull().default(true),
    // Hours without food before the visit (0: none) and what else to do beforehand (DESIGN §8.11).
    fastingHours: integer('fasting_hours').notNull().default(0),
    preparationText: text('preparation_text'),
  },
  (t) => [check('packages_fasting_hours_range', sql`${t.fastingHours} between 0 and 16`)],
);
export const eventPackages = pgTable(
  'event_packages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('event_packages_event_package_key').on(t.eventId, t.packageId)],
);
export const eventConfigs = pgTable('event_configs', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .unique()
    .references(() => events.id, { onDelete: 'cascade' }),
  configType: text('config_type').notNull().default('manual'),
  numSlots: integer('num_slots').notNull().default(10),
  bufferHours: integer('buffer_hours').notNull().default(24),
  slotsPerTimeslot: integer('slots_per_timeslot').notNull().default(1),
  // Persons per slot: the maxAttendees of the slots this schedule creates.
  maxAttendees: integer('max_attendees').notNull().default(20),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
