import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { registrations } from './bookings';
import { createdAt, updatedAt } from './columns';

// The pre-visit forms (DESIGN §8.11): one row per person of a booking once their form is filled. Health
// data: read by the questionnaire feature only, and gone with the booking's personal data.

export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    // The person: PRIMARY_PARTICIPANT_ID (0) for the main person, else the household member's participants.id.
    participantId: integer('participant_id').notNull(),
    // SHA-256 of the person's identification number when they answered: answers of a person since
    // replaced at that place (a household change, a swap of the main person) are no one's, and not shown.
    personKey: text('person_key').notNull(),
    medicines: text('medicines').notNull().default(''),
    allergies: text('allergies').notNull().default(''),
    // The conditions ticked, by their names (QUESTIONNAIRE_CONDITIONS).
    conditions: text('conditions').array().notNull().default(sql`'{}'::text[]`),
    consentSignedName: text('consent_signed_name').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    consentTextVersion: text('consent_text_version').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.participantId] })],
);
