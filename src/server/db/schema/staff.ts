import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// The tables of staff (DESIGN §2: a capability owns its tables; others read them through its functions).

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
  email: text('email'),
  // 'admin', 'nurse' or 'doctor' (DESIGN §8.12): only admins enter the admin area's resources.
  role: text('role').notNull().default('admin'),
  // How the clinic names the person on rosters, run sheets and to customers; the username when unset.
  displayName: text('display_name'),
  lastLogin: timestamp('last_login', { withTimezone: true }),
});
export const adminSessions = pgTable('admin_sessions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  // SHA-256 of the token; the token itself is never stored.
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
// Failed sign-ins per username (lower-cased, known or not) and client network (the address, or its
// /64 for IPv6): a run of failures slows down that pair only, so strangers elsewhere cannot lock staff out.
export const adminLoginFailures = pgTable(
  'admin_login_failures',
  {
    username: text('username').notNull(),
    network: text('network').notNull(),
    failures: integer('failures').notNull().default(0),
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    // No attempt from the pair is looked at before this.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.username, table.network] })],
);
