import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './staff';

export const apiKeys = pgTable('api_keys', {
  id: serial('id').primaryKey(),
  // SHA-256 of the key; keyPrefix is what the list shows.
  key: text('key').notNull().unique(),
  keyPrefix: text('key_prefix').notNull(),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  lastUsed: timestamp('last_used', { withTimezone: true }),
});
