import { EMAIL_NOT_FAILED_MESSAGE, EMAIL_NOT_FOUND_MESSAGE } from '@domain/notifications/email-messages';
import type { EmailKind, EmailStatus, OutboxItem } from '@domain/notifications/email-schemas';
import {
  DELIVERY_STATUS_RANK,
  type FixedTextKind,
  isFixedTextKind,
  isTextKind,
  type MessageChannel,
  type TextKind,
  textsAllowedTo,
} from '@domain/notifications/text-messages';
import { personKeysOf } from '@domain/privacy/personal-data';
import { and, asc, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { emailKeySql, mobileKeySql } from '../../db/contact-keys';
import { registrations } from '../../db/schema/bookings';
import { outboxMessages } from '../../db/schema/outbox';
import { conflict, notFound } from '../../errors';
import { type Actor, recordAudit } from '../audit-log';

/**
 * The outbox (DESIGN §4 Emails): an email is a row written in the same transaction as the change
 * that causes it, so it exists exactly when the change does. A worker sends it later, outside any
 * transaction:
 *
 *   claim (one short transaction: FOR UPDATE SKIP LOCKED, status 'sending', a lease until
 *   now + CLAIM_LEASE_MS, attempts + 1)  →  render and send (no transaction)  →  mark 'sent', or
 *   'pending' again after a back-off, or 'failed' after the last try (another short transaction).
 *
 * Two workers never claim one row: SKIP LOCKED passes over rows another claim holds, and a claimed
 * row is 'sending' with its lease ahead, which no claim takes. A worker that dies after its claim
 * leaves the row 'sending'; once the lease has run out the row is due again and the next claim takes
 * it. The marks only apply while the claim is still the worker's own (same attempt, still 'sending'),
 * so a worker that outlived its lease cannot overwrite a newer claim's result. The one case that can
 * deliver twice is a crash after the mail server accepted a message and before it was marked sent;
 * the retry then carries the same Message-ID (messageIdOf), which lets mail servers and clients
 * recognise it, and the .eml outbox overwrites the same file.
 */

/** How long a claim holds a message: far longer than one SMTP exchange (20 s time-outs). */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** The wait before each retry: 1 min, 5 min, 15 min, 1 h, 3 h; then the message is 'failed'. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** The longest mail server answer kept on a row (staff read it; it never holds more than an address). */
const MAX_ERROR_LENGTH = 500;

export type OutboxRow = typeof outboxMessages.$inferSelect;

type QueueOptions = {
  kind: EmailKind;
  registrationId: string;
  now: Date;
  dedupeKey?: string;
  /** The booking's email address as it is in the caller's transaction: the outbox reads no booking. */
  toAddress: string;
  /** What only this message may carry (a code, a token): kept until it is sent, then cleared. */
  linkSecrets?: Record<string, string>;
  /** What the message says beside the booking as it is when sent (whose forms are pending, when to fast). */
  variables?: Record<string, string>;
};

/**
 * Queues a message about a booking, inside the caller's transaction (the booking, the payment, the
 * cancellation): it is sent only if that transaction commits. The email goes to `toAddress`; a kind
 * that also goes out as a text (TEXT_KINDS) is queued as a text too when the booking takes texts
 * ("Send me SMS reminders") and the number is in `textCountryCodes` (SMS_ALLOWED_COUNTRY_CODES,
 * DESIGN §8.9: other numbers get email only, and no text row), to its mobile as it is when sent, or to
 * `textTo` (a notice for a number that changed). `text: false` queues the email alone (a second copy of
 * a notice for an old address).
 * Messages are rendered when they are sent, from the booking and the templates as they are then. One
 * message per dedupe key (default '<kind>:<registrationId>', and the text's ends ':text'): queueing it
 * again changes nothing, so a booking gets one confirmation, one receipt and one cancellation however
 * often the code path runs.
 */
export async function queueMessages(tx: Executor, options: QueueOptions & TextChoice): Promise<void> {
  await queueEmailQuery(tx, options);
  const textCountryCodes = 'textCountryCodes' in options ? options.textCountryCodes : undefined;
  if (textCountryCodes && (isTextKind(options.kind) || isFixedTextKind(options.kind))) {
    await queueTextOfBooking(tx, { ...options, textCountryCodes });
  }
}

/** A kind that also goes out as a text names the country codes texts may go to, or asks for the email alone. */
type TextChoice =
  | { kind: Exclude<EmailKind, TextKind | FixedTextKind> }
  | { kind: TextKind | FixedTextKind; text: false; textCountryCodes?: never }
  | { kind: TextKind | FixedTextKind; textTo?: string; textCountryCodes: readonly string[] };

const dedupeKeyOf = (options: Pick<QueueOptions, 'kind' | 'registrationId' | 'dedupeKey'>) =>
  options.dedupeKey ?? `${options.kind}:${options.registrationId}`;
export const textDedupeKey = (emailDedupeKey: string) => `${emailDedupeKey}:text`;

/** A message as queued: subject and body are filled in when it is rendered, at its first try. */
function queuedRow(
  options: Omit<QueueOptions, 'toAddress'> & { variables?: Record<string, string> },
  channel: MessageChannel,
  address: { toAddress: string; dedupeKey: string },
) {
  return {
    channel,
    kind: options.kind,
    registrationId: options.registrationId,
    ...address,
    linkSecrets: options.linkSecrets ?? null,
    variables: options.variables ?? null,
    subject: '',
    html: '',
    status: 'pending',
    nextAttemptAt: options.now,
    createdAt: options.now,
  };
}

/** The INSERT of a queued email, for a statement that does more (a new booking's). */
export function queueEmailQuery(db: Executor, options: QueueOptions) {
  return db
    .insert(outboxMessages)
    .values(queuedRow(options, 'email', { toAddress: options.toAddress, dedupeKey: dedupeKeyOf(options) }))
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/**
 * The INSERT of a queued text, for a booking whose choice the caller holds (a new booking's statement).
 * Its number is the booking's mobile when it is sent (to_address '' until then), unless `textTo`
 * names one. Queued as SMS; the worker sends it by WhatsApp instead where staff switched that on. The
 * caller, which holds the number, queues it only where texts may go (textsAllowedTo, DESIGN §8.9).
 */
export function queueTextQuery(
  db: Executor,
  options: Omit<QueueOptions, 'toAddress'> & { textTo?: string; variables?: Record<string, string> },
) {
  const address = { toAddress: options.textTo ?? '', dedupeKey: textDedupeKey(dedupeKeyOf(options)) };
  return db
    .insert(outboxMessages)
    .values(queuedRow(options, 'sms', address))
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

type WaitlistKind = Extract<EmailKind, 'waitlist-joined' | 'waitlist-offer'>;

/** A waitlist message's row: it names its entry, not a booking. A text goes to the entry's mobile when sent. */
function waitlistRow(
  options: { kind: WaitlistKind; entryId: number; now: Date; linkSecrets: Record<string, string> },
  channel: MessageChannel,
  address: { toAddress: string; dedupeKey: string },
) {
  const row = queuedRow({ ...options, registrationId: null as unknown as string }, channel, address);
  return { ...row, registrationId: null, waitlistEntryId: options.entryId };
}

/**
 * Queues a waitlist message (DESIGN §8.6), which names its entry rather than a booking: the email, and
 * a text (to the entry's mobile when sent, unless the number opted out): an offer's text carries the
 * offer's link, a join's text the code that proves the mobile (`textSecrets`, DESIGN §8.9), which the
 * email never carries, since email alone proves nothing.
 */
export async function queueWaitlistMessages(
  tx: Executor,
  options: {
    kind: WaitlistKind;
    entryId: number;
    toAddress: string;
    now: Date;
    dedupeKey: string;
    linkSecrets: Record<string, string>;
    textSecrets?: Record<string, string>;
  },
): Promise<void> {
  const rows = [waitlistRow(options, 'email', { toAddress: options.toAddress, dedupeKey: options.dedupeKey })];
  const textSecrets = options.kind === 'waitlist-offer' ? options.linkSecrets : options.textSecrets;
  if (textSecrets) {
    const address = { toAddress: '', dedupeKey: textDedupeKey(options.dedupeKey) };
    rows.push(waitlistRow({ ...options, linkSecrets: textSecrets }, 'sms', address));
  }
  await tx.insert(outboxMessages).values(rows).onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/** Queues a waitlist text alone: a new code for an entry's mobile (DESIGN §8.9), asked for by the customer. */
export async function queueWaitlistText(
  tx: Executor,
  options: { kind: WaitlistKind; entryId: number; now: Date; dedupeKey: string; linkSecrets: Record<string, string> },
): Promise<void> {
  await tx
    .insert(outboxMessages)
    .values(waitlistRow(options, 'sms', { toAddress: '', dedupeKey: options.dedupeKey }))
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/**
 * Queues the text of a message when the booking takes texts and its number (`textTo`, else the booking's
 * mobile as it is in the caller's transaction) is one texts may go to: read first, since whether a
 * number may be texted is decided here, by textsAllowedTo, not in SQL.
 */
async function queueTextOfBooking(
  tx: Executor,
  options: QueueOptions & { textTo?: string; textCountryCodes: readonly string[] },
) {
  const [booking] = await tx
    .select({ mobileNumber: registrations.mobileNumber, smsReminders: registrations.smsReminders })
    .from(registrations)
    .where(eq(registrations.id, options.registrationId));
  if (!booking?.smsReminders || !textsAllowedTo(options.textTo ?? booking.mobileNumber, options.textCountryCodes))
    return;
  await queueTextQuery(tx, options);
}

/** What a booking that is cancelled or released no longer gets, unless it went out already. */
export const NOT_SENT_ONCE_CLOSED: EmailKind[] = [
  'confirmation',
  'reminder',
  'on-my-way',
  'hold-code',
  'prepare-reminder',
  'fasting',
  'rebook',
];

/**
 * Withdraws the messages of a booking not yet sent (DESIGN §8.5: a cancel, a reschedule or an expiry
 * withdraws the reminders): pending ones, and 'sending' ones whose worker's lease has run out. A message
 * a worker is sending this moment is left to it (the worker skips a reminder of a closed booking).
 */
export async function withdrawUnsentMessages(
  tx: Executor,
  options: { registrationId: string; kinds: EmailKind[]; reason: string; now: Date },
): Promise<number> {
  const rows = await tx
    .update(outboxMessages)
    .set({ status: 'skipped', lastError: options.reason, nextAttemptAt: options.now, linkSecrets: null })
    .where(
      and(
        eq(outboxMessages.registrationId, options.registrationId),
        inArray(outboxMessages.kind, options.kinds),
        or(
          eq(outboxMessages.status, 'pending'),
          and(eq(outboxMessages.status, 'sending'), lte(outboxMessages.nextAttemptAt, options.now)),
        ),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/**
 * Claims up to `limit` due messages for one worker: pending ones whose time has come, and 'sending'
 * ones whose lease ran out (their worker died). One short transaction.
 */
export async function claimDueMessages(
  db: Database,
  options: { now: Date; limit: number; leaseMs?: number; emailOnly?: boolean },
): Promise<OutboxRow[]> {
  const leaseUntil = new Date(options.now.getTime() + (options.leaseMs ?? CLAIM_LEASE_MS));
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.status, ['pending', 'sending']),
          lte(outboxMessages.nextAttemptAt, options.now),
          options.emailOnly ? eq(outboxMessages.channel, 'email') : undefined,
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxMessages)
      .set({ status: 'sending', attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(
        and(
          inArray(
            outboxMessages.id,
            due.map((row) => row.id),
          ),
          inArray(outboxMessages.status, ['pending', 'sending']),
        ),
      )
      .returning();
  });
}

/** The claim a mark belongs to: the row still 'sending' under the same attempt. */
const ownClaim = (claim: { id: number; attempts: number }) =>
  and(
    eq(outboxMessages.id, claim.id),
    eq(outboxMessages.status, 'sending'),
    eq(outboxMessages.attempts, claim.attempts),
  );

/** What was rendered, kept on the row (staff see the subject; the HTML or the text is what went out). */
export interface RenderedFields {
  toAddress: string;
  subject: string;
  html: string;
  /** A text's channel as sent (SMS, or WhatsApp where staff switched it on) and Twilio's id of it. */
  channel?: MessageChannel;
  providerMessageId?: string | null;
}

/** Marks a claimed message sent. False when the claim was lost meanwhile (its lease ran out). */
export async function markEmailSent(
  db: Executor,
  claim: { id: number; attempts: number },
  options: { now: Date; rendered: RenderedFields },
): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'sent', sentAt: options.now, lastError: null, linkSecrets: null, ...options.rendered })
    .where(ownClaim(claim))
    .returning({ id: outboxMessages.id });
  return rows.length === 1;
}

/**
 * What follows a failed try: 'retry' after its back-off, 'failed' after MAX_ATTEMPTS; 'fail' at once
 * (another try cannot help); 'retry-until-sent' never fails, its back-off capped at
 * UNTIL_SENT_MAX_DELAY_MS (a stock template stopped on a busy machine: DESIGN §8.9).
 */
export type AfterFailure = 'retry' | 'fail' | 'retry-until-sent';
/** The longest wait of a message retried until it is sent. */
export const UNTIL_SENT_MAX_DELAY_MS = 15 * 60_000;

/** The status after a failed try: another try after its back-off, or 'failed'. */
export function nextAfterFailure(attempts: number, now: Date, after: AfterFailure) {
  if (after === 'fail' || (after === 'retry' && attempts >= MAX_ATTEMPTS)) {
    return { status: 'failed' as const, nextAttemptAt: now };
  }
  const backOff = RETRY_DELAYS_MS[Math.min(Math.max(0, attempts - 1), RETRY_DELAYS_MS.length - 1)] ?? 0;
  const delay = after === 'retry-until-sent' ? Math.min(backOff, UNTIL_SENT_MAX_DELAY_MS) : backOff;
  return { status: 'pending' as const, nextAttemptAt: new Date(now.getTime() + delay) };
}

/** Records a failed try of a claimed message. Returns the status it now has, or null if the claim was lost. */
export async function markEmailAttemptFailed(
  db: Executor,
  claim: { id: number; attempts: number },
  options: { now: Date; error: string; after: AfterFailure; templateStops: number; rendered?: RenderedFields },
): Promise<'pending' | 'failed' | null> {
  const next = nextAfterFailure(claim.attempts, options.now, options.after);
  const rows = await db
    .update(outboxMessages)
    .set({
      ...next,
      lastError: options.error.slice(0, MAX_ERROR_LENGTH),
      templateStops: options.templateStops,
      ...options.rendered,
    })
    .where(ownClaim(claim))
    .returning({ id: outboxMessages.id });
  return rows.length === 1 ? next.status : null;
}

/** A message that no longer applies (a reminder of a booking cancelled since): closed without sending. */
export async function markEmailSkipped(
  db: Executor,
  claim: { id: number; attempts: number },
  options: { now: Date; reason: string },
): Promise<boolean> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: 'skipped', lastError: options.reason, nextAttemptAt: options.now, linkSecrets: null })
    .where(ownClaim(claim))
    .returning({ id: outboxMessages.id });
  return rows.length === 1;
}

/**
 * The Message-ID of an outbox message: the same for every try (the row's id and creation time), so a
 * message sent again after a crash is recognisably the one sent before.
 */
export function messageIdOf(row: Pick<OutboxRow, 'id' | 'createdAt'>, publicBaseUrl: string): string {
  const host = new URL(publicBaseUrl).hostname || 'localhost';
  return `outbox-${row.id}-${row.createdAt.getTime().toString(36)}@${host}`;
}

/** A text's key, the same for every try: names its file in the text-file outbox. */
export const textMessageKeyOf = (row: Pick<OutboxRow, 'id' | 'createdAt'>) => `${row.createdAt.getTime()}-${row.id}`;

function toItem(row: OutboxRow): OutboxItem {
  return {
    id: row.id,
    channel: row.channel as MessageChannel,
    kind: row.kind,
    status: row.status as EmailStatus,
    toAddress: row.toAddress,
    subject: row.subject,
    deliveryStatus: row.deliveryStatus,
    registrationId: row.registrationId,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/email-outbox: the messages of one status, newest first. */
export async function listOutbox(db: Executor, options: { status: EmailStatus; limit: number }): Promise<OutboxItem[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.status, options.status))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.limit);
  return rows.map(toItem);
}

/**
 * POST /api/admin/email-outbox/{id}/resend: a failed message is queued again, its tries counted from
 * zero, rendered afresh (a template fixed since applies). Only a failed one: a message being sent or
 * sent already is not sent again from here.
 */
export async function resendEmail(db: Database, options: { id: number; now: Date; actor: Actor }): Promise<OutboxItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(outboxMessages)
      .set({ status: 'pending', attempts: 0, templateStops: 0, nextAttemptAt: options.now, lastError: null })
      .where(and(eq(outboxMessages.id, options.id), eq(outboxMessages.status, 'failed')))
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(eq(outboxMessages.id, options.id));
      throw existing ? conflict(EMAIL_NOT_FAILED_MESSAGE) : notFound(EMAIL_NOT_FOUND_MESSAGE);
    }
    await recordAudit(tx, {
      actor: options.actor,
      action: 'resend',
      entity: 'email_outbox',
      entityId: row.id,
      changes: { before: { status: 'failed' }, after: { status: 'pending' }, kind: row.kind },
      now: options.now,
    });
    return toItem(row);
  });
}

/** Which of these dedupe keys already have a message (queued, sent or failed): those are not queued again. */
export async function findQueuedKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: outboxMessages.dedupeKey })
    .from(outboxMessages)
    .where(inArray(outboxMessages.dedupeKey, keys));
  return new Set(rows.flatMap((row) => (row.key === null ? [] : [row.key])));
}

/** A deleted message: enough to find the file the .eml outbox wrote for it (messageIdOf). */
export type ForgottenMessage = Pick<OutboxRow, 'id' | 'createdAt'>;

/** Not a message a worker is sending right now (its claim's lease still ahead). */
const notBeingSent = (now: Date) =>
  sql`(${outboxMessages.status} <> 'sending' or ${outboxMessages.nextAttemptAt} <= ${now})`;

/**
 * DESIGN §8.3: messages made before `before` are deleted with their bodies (addresses, names, the
 * visit's calendar file), whatever their status; only one being sent this moment waits for the next run.
 */
export async function forgetMessagesBefore(
  db: Executor,
  options: { before: Date; now: Date },
): Promise<ForgottenMessage[]> {
  return db
    .delete(outboxMessages)
    .where(and(sql`${outboxMessages.createdAt} < ${options.before}`, notBeingSent(options.now)))
    .returning({ id: outboxMessages.id, createdAt: outboxMessages.createdAt });
}

/** Whose messages: bookings and waitlist entries by id, and a person's address and number (DESIGN §8.9). */
export interface MessagesOwner {
  registrationIds: string[];
  waitlistEntryIds?: number[];
  /** Emails sent to this address, matched by its key (Gmail without dots and `+tag`). */
  toAddress?: string;
  /** Texts sent to this number, matched by its key (`9123 4567` is `+6591234567`). */
  toMobile?: string;
}

/** The messages of these bookings and entries, and those sent to this address or number; null when none is named. */
function messagesOf(options: MessagesOwner): SQL | null {
  const whose: SQL[] = [];
  if (options.registrationIds.length > 0) whose.push(inArray(outboxMessages.registrationId, options.registrationIds));
  if (options.waitlistEntryIds?.length) whose.push(inArray(outboxMessages.waitlistEntryId, options.waitlistEntryIds));
  const { emailKey: addressKey, mobileKey: numberKey } = personKeysOf({
    email: options.toAddress,
    mobileNumber: options.toMobile,
  });
  // An email's address and a text's number are keyed by their own rules: one never matches the other.
  if (addressKey) {
    whose.push(sql`(${outboxMessages.channel} = 'email' and ${emailKeySql(outboxMessages.toAddress)} = ${addressKey})`);
  }
  if (numberKey) {
    whose.push(
      sql`(${outboxMessages.channel} <> 'email' and ${mobileKeySql(outboxMessages.toAddress)} = ${numberKey})`,
    );
  }
  return whose.length > 0 ? (or(...whose) ?? null) : null;
}

/** The messages of these bookings and entries and those sent to this address or number: erased with the person. */
export async function forgetMessagesOf(
  db: Executor,
  options: MessagesOwner & { now: Date },
): Promise<ForgottenMessage[]> {
  const whose = messagesOf(options);
  if (!whose) return [];
  return db
    .delete(outboxMessages)
    .where(and(whose, notBeingSent(options.now)))
    .returning({ id: outboxMessages.id, createdAt: outboxMessages.createdAt });
}

/** What is stored of the messages of these bookings and entries and to this address or number, for a person's export. */
export async function findMessagesOf(db: Executor, options: MessagesOwner): Promise<OutboxRow[]> {
  const whose = messagesOf(options);
  if (!whose) return [];
  return db.select().from(outboxMessages).where(whose).orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
}

/** The newest message of a kind for each of these bookings (the run sheet's last "On my way"). */
export async function findLatestOfKind(
  db: Executor,
  options: { registrationIds: string[]; kind: EmailKind },
): Promise<Map<string, OutboxRow>> {
  if (options.registrationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([outboxMessages.registrationId])
    .from(outboxMessages)
    .where(and(inArray(outboxMessages.registrationId, options.registrationIds), eq(outboxMessages.kind, options.kind)))
    .orderBy(outboxMessages.registrationId, desc(outboxMessages.createdAt), desc(outboxMessages.id));
  return new Map(rows.flatMap((row) => (row.registrationId ? [[row.registrationId, row] as const] : [])));
}

/**
 * A delivery report of a text (Twilio's status callback): the row keeps the carrier's latest status;
 * a text the carrier could not deliver becomes 'failed', so staff see it with the failed emails and
 * can send it again. A report older than what the row has (they can arrive out of order) changes
 * nothing. Returns the number the text went to, or null when no row of the outbox has that id.
 */
export async function recordDeliveryStatus(
  db: Database,
  options: { providerMessageId: string; status: string; errorCode?: string; now: Date },
): Promise<{ toAddress: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.providerMessageId, options.providerMessageId))
      .for('update');
    if (!row) return null;
    const rank = (status: string | null) => (status === null ? -1 : (DELIVERY_STATUS_RANK[status] ?? -1));
    if (rank(options.status) < rank(row.deliveryStatus)) return { toAddress: row.toAddress };
    const undelivered = options.status === 'failed' || options.status === 'undelivered';
    await tx
      .update(outboxMessages)
      .set({
        deliveryStatus: options.status,
        ...(undelivered && row.status === 'sent'
          ? {
              status: 'failed',
              lastError: `Not delivered (${options.status}${options.errorCode ? `, Twilio error ${options.errorCode}` : ''})`,
              nextAttemptAt: options.now,
            }
          : {}),
      })
      .where(eq(outboxMessages.id, row.id));
    return { toAddress: row.toAddress };
  });
}
