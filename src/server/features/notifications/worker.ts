import { isClosedBookingStatus } from '@domain/bookings/status';
import type { EmailKind } from '@domain/notifications/email-schemas';
import {
  isFixedTextKind,
  isTextKind,
  type TextChannel,
  type TextKind,
  toE164,
} from '@domain/notifications/text-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mailer';
import { TextSendError, type TextSender } from '../../adapters/texts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { errorLogFields } from '../../log-fields';
import { requireBooking } from '../bookings';
import { findEventSummary } from '../events';
import {
  type AfterFailure,
  claimDueMessages,
  markEmailAttemptFailed,
  markEmailSent,
  markEmailSkipped,
  messageIdOf,
  NOT_SENT_ONCE_CLOSED,
  type OutboxRow,
  type RenderedFields,
  textMessageKeyOf,
} from '../outbox';
import { findReceiptData } from '../receipts';
import { bookingAttachments, composeEmail, EmailTemplateError, emailSender, type TemplateFallback } from './compose';
import { holdCodeText, isNoticeKind, type LinkSecrets, type PreparationVariables, preparationText } from './notices';
import { isOptedOut, optOut } from './opt-outs';
import { chosenTextChannel, composeText, type TextSecrets, withOptOutLine } from './text-compose';
import { bookingUrl, type EmailBooking, toEmailBooking } from './variables';
import { composeWaitlistMessage } from './waitlist-messages';

export interface EmailWorkerOptions {
  db: Database;
  mailer: Mailer;
  /** Texts (SMS, WhatsApp): Twilio, or files under DATA_DIR/outbox (DESIGN §8.5). Without it, a run claims emails only. */
  texts?: TextSender;
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'PARTNER_NAME'>;
  log: FastifyBaseLogger;
  /** The clock (tests move it); the default is the real time. */
  now?: () => Date;
  /** How many messages one run claims. */
  batchSize?: number;
  leaseMs?: number;
}

const DEFAULT_BATCH_SIZE = 20;

/** A staff template stopped by a limit on this many tries in a row fails its message (DESIGN §8.9). */
export const STAFF_TEMPLATE_STOPS_BEFORE_FAILED = 3;

/**
 * What follows a failed try. A template stopped by a limit is tried again with back-off like a send
 * failure: a stock template until the email is sent (the stop was a busy machine's, not the template's),
 * a staff template until it has been stopped STAFF_TEMPLATE_STOPS_BEFORE_FAILED tries in a row (then
 * staff fix it and send the message again from the failed list). Failures no other try can fix fail at
 * once: the mail server refused the message (5xx), the booking is gone.
 */
function afterFailure(error: unknown, stops: number): AfterFailure {
  if (error instanceof EmailTemplateError) {
    if (!error.stopped) return 'fail';
    if (error.stock) return 'retry-until-sent';
    return stops >= STAFF_TEMPLATE_STOPS_BEFORE_FAILED ? 'fail' : 'retry';
  }
  if (error instanceof TextSendError) return error.permanent ? 'fail' : 'retry';
  const code = (error as { responseCode?: unknown }).responseCode;
  if (typeof code === 'number' && code >= 500 && code < 600) return 'fail';
  return error instanceof AppError && error.code === 'NOT_FOUND' ? 'fail' : 'retry';
}

/**
 * Whether this try renders stock templates in this process (runTrustedProgram), where nothing can stop
 * them: after a try the template process could not finish. Not sooner, so that every render is isolated
 * while the machine copes; not later, since the confirmation's hold code must arrive within the
 * 30-minute hold (the first back-off is a minute). Staff templates never leave the template process.
 */
const stockInThisProcess = (row: OutboxRow) => row.templateStops > 0;

/** The error as staff read it on the failed list: the mail server's answer, without a stack. */
function describeError(error: unknown, stops: number): string {
  if (error instanceof EmailTemplateError && stops > 0) {
    return `Stopped ${stops} ${stops === 1 ? 'time' : 'times'} in a row: ${error.message}`;
  }
  if (error instanceof Error) {
    const { responseCode, response } = error as { responseCode?: number; response?: string };
    return response ? `${responseCode ?? ''} ${response}`.trim() : error.message;
  }
  return String(error);
}

async function loadBooking(db: Database, registrationId: string | null): Promise<EmailBooking> {
  if (!registrationId) throw new AppError('NOT_FOUND', 'The email names no booking');
  const [receipt, row] = await Promise.all([findReceiptData(db, registrationId), requireBooking(db, registrationId)]);
  if (!receipt) throw new AppError('NOT_FOUND', 'The booking of this email no longer exists');
  const event = await findEventSummary(db, row.eventId);
  return toEmailBooking(receipt, row, event?.slug ?? null);
}

type Outcome = 'sent' | 'retry' | 'failed' | 'skipped' | 'lost';

/** What a text no longer applies to: the booking closed, the customer opted out, no number. */
async function textSkipReason(
  db: Database,
  kind: EmailKind,
  booking: EmailBooking,
  to: string | null,
): Promise<string | null> {
  if (!to) return 'no mobile number to text';
  if (NOT_SENT_ONCE_CLOSED.includes(kind) && isClosedBookingStatus(booking.receipt.status)) {
    return `booking ${booking.receipt.status}`;
  }
  if (await isOptedOut(db, to)) return 'opted out (STOP)';
  return null;
}

/** What one try did: sent (and rendered so), or closed without sending because it no longer applies. */
type Sent = { skip: string } | { sent: true };
/** What a try rendered, kept on the row whether the send then succeeds or fails. */
type Attempt = { rendered?: RenderedFields; fields: Record<string, unknown> };

function logFallbacks(log: FastifyBaseLogger, attempt: Attempt, fallbacks: TemplateFallback[], what: string) {
  for (const fallback of fallbacks) {
    log.warn(
      { ...attempt.fields, template: fallback.key, line: fallback.line, reason: fallback.reason },
      `${what} template failed: default used`,
    );
  }
}

/**
 * A text: to the booking's mobile as it is now (a contact-change notice to the number it was addressed
 * to), by the channel staff chose where the sender can use it, else by SMS. The code of a held visit
 * (DESIGN §8.9) is a fixed text, sent whatever the customer's choice of reminders while the visit is still
 * held for a code; the others are the staff templates.
 */
async function sendTextOf(
  options: EmailWorkerOptions,
  texts: TextSender,
  row: OutboxRow,
  booking: EmailBooking,
  attempt: Attempt,
): Promise<Sent> {
  const { db, config } = options;
  const kind = row.kind as EmailKind;
  const holdCode = kind === 'hold-code' ? (row.linkSecrets as LinkSecrets | null)?.verificationCode : undefined;
  if (kind === 'hold-code' && (!holdCode || !booking.holdExpiresAt)) {
    return { skip: 'the visit is no longer held for a code' };
  }
  if (!holdCode && !isTextKind(kind) && !isFixedTextKind(kind)) {
    throw new AppError('NOT_FOUND', `No text is sent for ${kind}`);
  }
  const to = kind === 'contact-changed' && row.toAddress ? row.toAddress : toE164(booking.mobileNumber);
  const skip = await textSkipReason(db, kind, booking, to);
  if (skip || !to) return { skip: skip ?? 'no mobile number to text' };
  return sendTextMessage(options, texts, row, attempt, to, async (channel) => {
    if (holdCode) {
      const words = holdCodeText({
        booking,
        code: holdCode,
        publicBaseUrl: config.PUBLIC_BASE_URL,
        now: options.now?.(),
      });
      return withOptOutLine(words, channel, booking.language);
    }
    if (isFixedTextKind(kind)) {
      const words = preparationText(kind, booking, (row.variables as PreparationVariables | null) ?? {}, {
        publicBaseUrl: config.PUBLIC_BASE_URL,
        linkSecrets: row.linkSecrets as LinkSecrets | null,
      });
      return withOptOutLine(words, channel, booking.language);
    }
    const { body, fallbacks } = await composeText(db, {
      kind: kind as TextKind,
      channel,
      booking,
      publicBaseUrl: config.PUBLIC_BASE_URL,
      now: options.now?.() ?? new Date(),
      secrets: { ...(row.linkSecrets as TextSecrets | null), ...(row.variables as TextSecrets | null) },
      stockInThisProcess: stockInThisProcess(row),
    });
    logFallbacks(options.log, attempt, fallbacks, 'text');
    return body;
  });
}

/**
 * Sends a text to `to` by the channel staff chose where the sender can use it, else by SMS, the body
 * rendered for that channel; keeps what went out on the attempt (staff read a text's first words where
 * an email shows its subject) with Twilio's id of it.
 */
async function sendTextMessage(
  options: EmailWorkerOptions,
  texts: TextSender,
  row: OutboxRow,
  attempt: Attempt,
  to: string,
  render: (channel: TextChannel) => Promise<string>,
): Promise<Sent> {
  const chosen = await chosenTextChannel(options.db);
  const channel = texts.channels.has(chosen) ? chosen : 'sms';
  const body = await render(channel);
  attempt.rendered = { toAddress: to, subject: body.slice(0, 60), html: body, channel };
  const sent = await texts.send({
    channel,
    to,
    body,
    kind: row.kind,
    messageKey: textMessageKeyOf(row),
    statusCallback: `${options.config.PUBLIC_BASE_URL.replace(/\/+$/, '')}/api/sms/status`,
  });
  attempt.rendered.providerMessageId = sent.providerMessageId;
  return { sent: true };
}

/** An email: a notice to where it was addressed, the booking's other emails to its address as it is now. */
async function sendEmailOf(
  options: EmailWorkerOptions,
  row: OutboxRow,
  booking: EmailBooking,
  attempt: Attempt,
): Promise<Sent> {
  const { db, mailer, config } = options;
  const kind = row.kind as EmailKind;
  if ((kind === 'confirmation' || kind === 'reminder') && isClosedBookingStatus(booking.receipt.status)) {
    return { skip: `booking ${booking.receipt.status}` };
  }
  const composed = await composeEmail(db, {
    kind,
    booking,
    publicBaseUrl: config.PUBLIC_BASE_URL,
    partnerName: config.PARTNER_NAME,
    now: options.now?.() ?? new Date(),
    linkSecrets: row.linkSecrets as LinkSecrets | null,
    variables: row.variables as PreparationVariables | null,
    stockInThisProcess: stockInThisProcess(row),
  });
  logFallbacks(options.log, attempt, composed.fallbacks, 'email');
  // A notice goes where it was addressed (a contact change tells the old address too).
  const to = isNoticeKind(kind) ? row.toAddress : booking.receipt.email;
  attempt.rendered = { toAddress: to, subject: composed.subject, html: composed.html };
  const attachments = await bookingAttachments(kind, booking, {
    publicBaseUrl: config.PUBLIC_BASE_URL,
    partnerName: config.PARTNER_NAME,
    payUrl: bookingUrl(config.PUBLIC_BASE_URL, booking.receipt),
    now: row.createdAt,
  });
  await mailer.send({
    from: composed.from,
    to,
    subject: composed.subject,
    html: composed.html,
    text: composed.text,
    messageId: messageIdOf(row, config.PUBLIC_BASE_URL),
    attachments,
  });
  return { sent: true };
}

/** A waitlist message (DESIGN §8.6): its entry's email, or its text to the entry's mobile. */
async function sendWaitlistOf(
  options: EmailWorkerOptions,
  row: OutboxRow & { waitlistEntryId: number },
  attempt: Attempt,
): Promise<Sent> {
  const { db, config } = options;
  const message = await composeWaitlistMessage(db, {
    kind: row.kind,
    entryId: row.waitlistEntryId,
    secrets: row.linkSecrets as { offerToken?: string; leaveToken?: string } | null,
    publicBaseUrl: config.PUBLIC_BASE_URL,
  });
  if ('skip' in message) return message;
  if (row.channel === 'email') {
    attempt.rendered = { toAddress: message.email, subject: message.subject, html: message.html };
    await options.mailer.send({
      from: await emailSender(db),
      to: message.email,
      subject: message.subject,
      html: message.html,
      text: message.text,
      messageId: messageIdOf(row, config.PUBLIC_BASE_URL),
      attachments: [],
    });
    return { sent: true };
  }
  const texts = options.texts;
  const to = toE164(message.mobileNumber);
  if (!texts) throw new AppError('UPSTREAM_UNAVAILABLE', 'This worker sends no texts');
  if (!to) return { skip: 'no mobile number to text' };
  if (await isOptedOut(db, to)) return { skip: 'opted out (STOP)' };
  return sendTextMessage(options, texts, row, attempt, to, async (channel) => message.sms(channel));
}

/** Renders, sends and marks one claimed message. Never throws: every outcome is written to its row. */
async function deliver(options: EmailWorkerOptions, row: OutboxRow): Promise<Outcome> {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const claim = { id: row.id, attempts: row.attempts };
  const kind = row.kind as EmailKind;
  // Logs name the message, never its recipient or content.
  const fields = { outboxId: row.id, kind, channel: row.channel, attempt: row.attempts };
  const attempt: Attempt = { fields };
  try {
    // A claim whose lease ran out while earlier messages of the batch were sent may be another
    // worker's by now: leave it.
    if (now().getTime() >= row.nextAttemptAt.getTime()) return 'lost';
    const texts = options.texts;
    let result: Sent;
    if (row.waitlistEntryId !== null) {
      result = await sendWaitlistOf(options, { ...row, waitlistEntryId: row.waitlistEntryId }, attempt);
    } else {
      const booking = await loadBooking(db, row.registrationId);
      if (row.channel === 'email') result = await sendEmailOf(options, row, booking, attempt);
      else if (texts) result = await sendTextOf(options, texts, row, booking, attempt);
      else throw new AppError('UPSTREAM_UNAVAILABLE', 'This worker sends no texts');
    }
    if ('skip' in result) {
      const skipped = await markEmailSkipped(db, claim, { now: now(), reason: result.skip });
      return skipped ? 'skipped' : 'lost';
    }
  } catch (error) {
    if (error instanceof TextSendError && error.optedOut && attempt.rendered) {
      // The carrier says the number opted out: recorded here too, so no other text is tried.
      await optOut(db, attempt.rendered.toAddress, now());
    }
    // Counted while tries keep being stopped by a template limit (the row's template_stops, a try stopped
    // by the 500 ms hard stop, the memory limit or the process ending): any other failure starts again at 0.
    const stops = error instanceof EmailTemplateError && error.stopped ? row.templateStops + 1 : 0;
    const status = await markEmailAttemptFailed(db, claim, {
      now: now(),
      error: describeError(error, stops),
      after: afterFailure(error, stops),
      templateStops: stops,
      rendered: attempt.rendered,
    });
    if (error instanceof EmailTemplateError) {
      // The key, line and reason: the template's own text, never the booking's data.
      log.warn(
        {
          ...fields,
          next: status,
          template: error.key,
          stock: error.stock,
          stops,
          line: error.line,
          reason: error.reason,
        },
        'email template stopped: email not sent',
      );
    } else {
      const smtpCode = (error as { responseCode?: unknown }).responseCode ?? null;
      log.warn(
        { ...fields, next: status, smtpCode, ...errorLogFields(error) },
        row.channel === 'email' ? 'email not sent' : 'text not sent',
      );
    }
    return status === 'failed' ? 'failed' : status === 'pending' ? 'retry' : 'lost';
  }
  if (!(await markEmailSent(db, claim, { now: now(), rendered: attempt.rendered! }))) {
    log.warn(fields, 'message sent after its claim ran out');
    return 'lost';
  }
  return 'sent';
}

/**
 * One run of the outbox worker: claims the due messages (FOR UPDATE SKIP LOCKED, in one short
 * transaction) and sends them one by one, outside any transaction. Safe with any number of workers
 * and instances. Returns how many were sent.
 */
export async function sendDueMessages(options: EmailWorkerOptions): Promise<number> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDueMessages(options.db, {
    now: now(),
    limit: options.batchSize ?? DEFAULT_BATCH_SIZE,
    emailOnly: !options.texts,
    leaseMs: options.leaseMs,
  });
  let sent = 0;
  for (const row of claimed) {
    if ((await deliver(options, row)) === 'sent') sent += 1;
  }
  return sent;
}
