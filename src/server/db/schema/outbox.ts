import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { registrations } from './bookings';
import { createdAt } from './columns';

// The one outbox of every channel (DESIGN §4 Emails, §8.5): email, SMS and WhatsApp. A text's
// to_address is its number (E.164) and its html the text itself.
export const outboxMessages = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull().default('email'),
    // A waitlist message (joined, an offer) names its entry instead of a booking.
    waitlistEntryId: integer('waitlist_entry_id'),
    // Deduplicates messages such as one reminder per booking.
    dedupeKey: text('dedupe_key').unique(),
    kind: text('kind').notNull(),
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments'),
    // What only this message may carry (the hold's code, the booking token of the manage link): read
    // when it is rendered, then cleared.
    linkSecrets: jsonb('link_secrets'),
    // What else only this message renders with and is kept after it is sent (an "On my way"'s minutes).
    variables: jsonb('variables'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // Tries in a row stopped by a template's time or memory limit (DESIGN §8.9): a stock template is then
    // rendered in this process, a staff template fails at STAFF_TEMPLATE_STOPS_BEFORE_FAILED.
    templateStops: integer('template_stops').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // A text's id at Twilio (its SID), which delivery callbacks name, and what they reported last.
    providerMessageId: text('provider_message_id'),
    deliveryStatus: text('delivery_status'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_outbox_provider_message_id_key').on(t.providerMessageId),
    index('email_outbox_registration_idx').on(t.registrationId),
    index('email_outbox_pending_idx').on(t.status, t.nextAttemptAt),
    // The retention job deletes messages past MESSAGE_RETENTION_DAYS: a range scan.
    index('email_outbox_created_at_idx').on(t.createdAt),
  ],
);
