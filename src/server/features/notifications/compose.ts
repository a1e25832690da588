import { storedTemplateErrorMessage } from '@domain/notifications/email-messages';
import { EMAIL_CONFIG_KEYS, type EmailKind } from '@domain/notifications/email-schemas';
import { localizedConfigKey } from '@domain/notifications/localized-keys';
import { buildIcsFile, icsMethod, visitCalendarEvent } from '@domain/shared/ics';
import { DEFAULT_LANGUAGE, type Language } from '@domain/shared/language';
import { inArray } from 'drizzle-orm';
import type { MailAttachment } from '../../adapters/mailer';
import type { Executor } from '../../db/client';
import { defaultEmailConfig, messageTexts } from '../../db/email-defaults';
import { emailConfigs } from '../../db/schema/notifications';
import { COMPANY, renderInvoicePdf, renderReceiptPdf } from '../documents';
import { emailPlainText, wrapEmailHtml } from './layout';
import {
  confirmationHoldBlock,
  confirmationLinksBlock,
  isNoticeKind,
  type LinkSecrets,
  type NoticeKind,
  noticeEmail,
  type PreparationVariables,
} from './notices';
import { renderTemplate, TemplateError, TemplateStoppedError } from './templates';
import { type EmailBooking, templateVariables, visitAddress } from './variables';

/** The emails that carry the visit's calendar entry (a cancellation's removes it). */
const CALENDAR_KINDS = new Set<EmailKind>(['confirmation', 'reminder', 'cancellation', 'rescheduled']);

/** The subject and body keys of each email. */
const TEMPLATE_KEYS: Record<
  Exclude<EmailKind, NoticeKind | 'on-my-way' | 'waitlist-joined' | 'waitlist-offer' | 'hold-code'>,
  { subject: string; body: string }
> = {
  confirmation: {
    subject: EMAIL_CONFIG_KEYS.confirmationSubject,
    body: EMAIL_CONFIG_KEYS.confirmationTemplate,
  },
  reminder: { subject: EMAIL_CONFIG_KEYS.reminderSubject, body: EMAIL_CONFIG_KEYS.reminderTemplate },
  receipt: { subject: EMAIL_CONFIG_KEYS.receiptSubject, body: EMAIL_CONFIG_KEYS.receiptTemplate },
  cancellation: {
    subject: EMAIL_CONFIG_KEYS.cancellationSubject,
    body: EMAIL_CONFIG_KEYS.cancellationTemplate,
  },
};

/** A subject is one line: a long one is cut (mail clients show about 80 characters anyway). */
const MAX_SUBJECT_LENGTH = 200;

/** A template that failed and was replaced by its default: logged by the caller, without personal data. */
export interface TemplateFallback {
  key: string;
  line: number | null;
  reason: string;
}

/**
 * A template that could not give this email: stopped by a limit (time, memory, the process ending), or
 * failing at all where the caller asked for no fallback (the test tool). `stock` when it is the server's
 * own template (the default), not one staff edited: a stop of that is the machine's fault, never the
 * template's. The message names the key, the line and the reason.
 */
export class EmailTemplateError extends Error {
  readonly stopped: boolean;
  readonly stock: boolean;
  constructor(
    readonly key: string,
    readonly line: number | null,
    readonly reason: string,
    how: { stopped: boolean; stock: boolean },
  ) {
    super(storedTemplateErrorMessage(key, line, reason));
    this.name = 'EmailTemplateError';
    this.stopped = how.stopped;
    this.stock = how.stock;
  }
}

export interface ComposedEmail {
  from: { name: string; address: string };
  subject: string;
  html: string;
  text: string;
  fallbacks: TemplateFallback[];
}

/** The stored configuration values of some keys (missing keys are absent). */
export async function readEmailConfigs(db: Executor, keys: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: emailConfigs.configKey, value: emailConfigs.configValue })
    .from(emailConfigs)
    .where(inArray(emailConfigs.configKey, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** What renderWithFallback needs besides the template and its variables. */
export interface RenderOptions {
  escapeMode: 'html' | 'none';
  /** False: a stored template that fails is an EmailTemplateError instead of being replaced (the test tool). */
  fallback: boolean;
  fallbacks: TemplateFallback[];
  /**
   * Stock templates render in this process, where no limit can stop them: the outbox worker's try after
   * one the template process could not finish (DESIGN §8.9).
   */
  stockInThisProcess?: boolean;
  /** The customer's language (English unless given): its own row of the key is read first (DESIGN §8.10). */
  language?: Language;
}

/**
 * Renders one template with the stored value of its key in the customer's language (`key` is the
 * spec's English key; another language reads its own row, `key` + '_ZH', and the English row where that
 * one is missing); when there is no row, or it fails (a syntax error, a variable that is not there),
 * that language's default template renders instead and the failure is reported, so a broken template
 * never stops an email. A template stopped by a limit is not replaced (a staff template that loops would
 * loop again, and the default was stopped by a busy machine): it is an EmailTemplateError, and the outbox
 * worker tries the email again later (worker.ts). With `fallback: false` every failure is such an error.
 * A stored value equal to its key's default is the stock template, whoever saved it last: the server's
 * own code, not staff's.
 */
export async function renderWithFallback(
  configs: Map<string, string>,
  key: string,
  variables: object,
  options: RenderOptions,
): Promise<string> {
  const ownKey = localizedConfigKey(key, options.language ?? DEFAULT_LANGUAGE);
  const own = configs.get(ownKey);
  const usedKey = own !== undefined ? ownKey : key;
  const stored = own ?? configs.get(key);
  const storedStock = defaultEmailConfig(usedKey) ?? '';
  const stock = defaultEmailConfig(ownKey) ?? defaultEmailConfig(key) ?? '';
  // An unedited row (the English one standing in, too) renders as the stock template it is.
  const trusted = stored === undefined ? stock : stored === storedStock ? storedStock : null;
  if (stored !== undefined && trusted === null) {
    try {
      return await renderTemplate(stored, variables, options.escapeMode);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      const reason = error.reason.slice(0, 200);
      const stopped = error instanceof TemplateStoppedError;
      if (stopped || !options.fallback) {
        throw new EmailTemplateError(usedKey, error.line, reason, { stopped, stock: false });
      }
      options.fallbacks.push({ key: usedKey, line: error.line, reason });
    }
  }
  try {
    return await renderTemplate(trusted ?? stock, variables, options.escapeMode, {
      trusted: options.stockInThisProcess,
    });
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    const stopped = error instanceof TemplateStoppedError;
    if (!stopped && options.fallback) throw error;
    const stockKey = stored !== undefined && trusted !== null ? usedKey : ownKey;
    throw new EmailTemplateError(stockKey, error.line, error.reason.slice(0, 200), {
      stopped,
      stock: true,
    });
  }
}

/** The sender from EMAIL_SENDER_NAME and EMAIL_SENDER_ADDRESS, else the defaults. */
function senderOf(configs: Map<string, string>) {
  const name = configs.get(EMAIL_CONFIG_KEYS.senderName)?.trim() || defaultEmailConfig('EMAIL_SENDER_NAME') || '';
  const address =
    configs.get(EMAIL_CONFIG_KEYS.senderAddress)?.trim() || defaultEmailConfig('EMAIL_SENDER_ADDRESS') || '';
  return { name: name.replace(/[\r\n]+/g, ' '), address };
}

/** The sender of every email, from the stored configuration. */
export async function emailSender(db: Executor) {
  return senderOf(await readEmailConfigs(db, [EMAIL_CONFIG_KEYS.senderName, EMAIL_CONFIG_KEYS.senderAddress]));
}

/**
 * Subject and body of an email of a booking: from the templates staff edit, with the confirmation's
 * fixed blocks around it (first, while the visit is held, the deadline and the code that keep it; last,
 * the manage link); a notice from its fixed text.
 * `fallback: false` (the test tool) refuses a stored template that fails instead of rendering the
 * default in its place.
 */
export async function composeEmail(
  db: Executor,
  options: {
    kind: EmailKind;
    booking: EmailBooking;
    publicBaseUrl: string;
    fallback?: boolean;
    linkSecrets?: LinkSecrets | null;
    /** Values used in place of the stored ones (the editor's preview of a template as typed). */
    overrides?: ReadonlyMap<string, string>;
    stockInThisProcess?: boolean;
    /** PARTNER_NAME, for a released partner booking's notice. */
    partnerName?: string;
    /** When it is rendered: a hold ending today says "today". */
    now?: Date;
    /** What a preparation notice says beside the booking (queued with it). */
    variables?: PreparationVariables | null;
  },
): Promise<ComposedEmail> {
  const { kind, booking, publicBaseUrl } = options;
  const { language } = booking;
  if (isNoticeKind(kind)) {
    const configs = await readEmailConfigs(db, [EMAIL_CONFIG_KEYS.senderName, EMAIL_CONFIG_KEYS.senderAddress]);
    const { subject, body } = noticeEmail(kind, booking, {
      publicBaseUrl,
      partnerName: options.partnerName,
      variables: options.variables,
      linkSecrets: options.linkSecrets,
    });
    return {
      from: senderOf(configs),
      subject,
      html: wrapEmailHtml({ subject, body, language }),
      text: emailPlainText(body, language),
      fallbacks: [],
    };
  }
  if (kind === 'on-my-way' || kind === 'waitlist-joined' || kind === 'waitlist-offer' || kind === 'hold-code') {
    throw new Error(`${kind} is not a booking's email`);
  }
  const keys = TEMPLATE_KEYS[kind];
  // The booking's language's own rows and, for where one is missing, the spec's English ones.
  const configs = await readEmailConfigs(db, [
    keys.subject,
    keys.body,
    localizedConfigKey(keys.subject, language),
    localizedConfigKey(keys.body, language),
    EMAIL_CONFIG_KEYS.senderName,
    EMAIL_CONFIG_KEYS.senderAddress,
  ]);
  for (const [key, value] of options.overrides ?? []) configs.set(key, value);
  // Only the confirmation carries the booking's token; the other emails link the page by reference.
  const variables = templateVariables(booking, {
    publicBaseUrl,
    bookingToken: kind === 'confirmation' ? options.linkSecrets?.bookingToken : undefined,
  });
  const fallbacks: TemplateFallback[] = [];
  const how = {
    fallback: options.fallback ?? true,
    fallbacks,
    stockInThisProcess: options.stockInThisProcess,
    language,
  };
  const subject = (await renderWithFallback(configs, keys.subject, variables, { ...how, escapeMode: 'none' }))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SUBJECT_LENGTH);
  let body = await renderWithFallback(configs, keys.body, variables, { ...how, escapeMode: 'html' });
  if (kind === 'confirmation' && options.linkSecrets) {
    const secrets = options.linkSecrets;
    // The hold's deadline comes before anything the template says, its later payment deadline included.
    const hold = confirmationHoldBlock({ booking, secrets, publicBaseUrl, now: options.now });
    const links = confirmationLinksBlock({ booking, secrets, publicBaseUrl });
    body = [hold, body, links].filter((part) => part !== '').join('\n');
  }
  const html = wrapEmailHtml({ subject, body, language });
  return { from: senderOf(configs), subject, html, text: emailPlainText(body, language), fallbacks };
}

/** Which PDF an email of a booking carries: the invoice while something is due, the receipt once paid. */
export function pdfOf(kind: EmailKind, booking: EmailBooking): 'invoice' | 'receipt' | null {
  const { status } = booking.receipt;
  if (kind === 'receipt') return 'receipt';
  if (kind !== 'confirmation') return null;
  if (status === 'paid' || status === 'completed') return 'receipt';
  if (status === 'pending_payment' || status === 'confirmed') return 'invoice';
  return null;
}

/** The PDF of a booking (pure: its stored amounts in, an A4 page out). */
export function renderBookingPdf(
  type: 'invoice' | 'receipt',
  booking: EmailBooking,
  options: { publicBaseUrl: string; partnerName: string; payUrl: string },
): Promise<Buffer> {
  if (type === 'receipt') {
    return renderReceiptPdf(booking.receipt, { company: COMPANY, partnerName: options.partnerName });
  }
  return renderInvoicePdf(booking.receipt, {
    company: COMPANY,
    partnerName: options.partnerName,
    payUrl: options.payUrl,
    dueAt: booking.paymentDueAt,
  });
}

/**
 * The calendar entry of the visit (a cancellation removes it from the calendar that imported it), its
 * summary and description in the booking's language.
 */
export function calendarAttachment(kind: EmailKind, booking: EmailBooking, now: Date): MailAttachment {
  const { receipt } = booking;
  const t = messageTexts(booking.language);
  const event = visitCalendarEvent({
    referenceNumber: receipt.referenceNumber,
    summary: t('email:calendar.summary', { eventName: receipt.eventName }),
    date: receipt.visitDate,
    time: receipt.visitTime,
    location: visitAddress(booking) ?? receipt.location ?? '',
    description: [
      t('email:calendar.reference', { reference: receipt.referenceNumber }),
      t('email:calendar.package', { packages: receipt.persons.map((person) => person.packageName).join(', ') }),
      t('email:calendar.prepare'),
    ].join('\n'),
    cancelled: kind === 'cancellation',
    sequence: booking.calendarSequence,
  });
  return {
    filename: kind === 'cancellation' ? 'cancelled-visit.ics' : 'home-visit.ics',
    content: buildIcsFile(event, now),
    contentType: `text/calendar; charset=utf-8; method=${icsMethod(event)}`,
  };
}

/** The attachments of an email of a booking: its PDF (if any) and the visit's calendar entry. */
export async function bookingAttachments(
  kind: EmailKind,
  booking: EmailBooking,
  options: { publicBaseUrl: string; partnerName: string; payUrl: string; now: Date },
): Promise<MailAttachment[]> {
  const attachments: MailAttachment[] = [];
  const pdf = pdfOf(kind, booking);
  if (pdf) {
    attachments.push({
      filename: `${pdf}-${booking.receipt.referenceNumber}.pdf`,
      content: await renderBookingPdf(pdf, booking, options),
      contentType: 'application/pdf',
    });
  }
  // The receipt email is about the money, and a released hold or changed contact details are not a visit.
  if (CALENDAR_KINDS.has(kind)) attachments.push(calendarAttachment(kind, booking, options.now));
  return attachments;
}
