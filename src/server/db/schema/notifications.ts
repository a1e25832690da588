import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './staff';

// The tables of notifications (DESIGN §2: a capability owns its tables; others read them through its functions).

export const emailConfigs = pgTable('email_configs', {
  id: serial('id').primaryKey(),
  configKey: text('config_key').notNull().unique(),
  configValue: text('config_value').notNull(),
  description: text('description'),
  lastUpdatedBy: integer('last_updated_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
// Numbers that answered STOP (DESIGN §8.5): no text goes to them until they answer START.
export const smsOptOuts = pgTable('sms_opt_outs', {
  phoneNumber: text('phone_number').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
});
