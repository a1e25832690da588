import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// A recent insurer answer, reused for 15 minutes so a booking need not ask twice.
// Keyed by a hash of the ID and date of birth: the table holds no readable identity.
export const memberVerifications = pgTable(
  'member_verifications',
  {
    id: serial('id').primaryKey(),
    subjectHash: text('subject_hash').notNull().unique(),
    isAiaMember: boolean('is_aia_member').notNull(),
    isVitalityMember: boolean('is_vitality_member').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every verification deletes the expired ones: a range scan, not a full one.
  (t) => [index('member_verifications_verified_at_idx').on(t.verifiedAt)],
);
// DESIGN §8.2: the verifications of one ID number counted across every client and instance, so that
// guessing dates of birth is no oracle. Keyed by a keyed hash of the ID alone; `attemptedAt` holds the
// counted attempts of the last hour, oldest first, never more than the limit.
export const memberVerificationAttempts = pgTable(
  'member_verification_attempts',
  {
    idHash: text('id_hash').primaryKey(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).array().notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  // Rows whose last attempt is over an hour old are deleted with the verification cache's clean-up.
  (t) => [index('member_verification_attempts_last_attempt_at_idx').on(t.lastAttemptAt)],
);
