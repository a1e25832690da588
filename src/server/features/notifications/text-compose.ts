import { holdDeadlineText } from '@domain/bookings/hold-messages';
import {
  isTextChannelSetting,
  SMS_OPT_OUT_LINE,
  TEXT_CHANNEL_KEY,
  TEXT_TEMPLATE_KEYS,
  type TextChannel,
  type TextKind,
} from '@domain/notifications/text-messages';
import { maskMobileNumber } from '@domain/shared/identity';
import type { Executor } from '../../db/client';
import { readEmailConfigs, renderWithFallback, type TemplateFallback } from './compose';
import { manageBookingUrl, verifyHoldUrl } from './notices';
import { type EmailBooking, templateVariables } from './variables';

/** What a text template sees besides the email's variables. */
export interface TextVariables {
  /** The manage link (with the booking's token) in a confirmation; else the booking's page. */
  manageUrl: string;
  /** "On my way": the nurse's minutes to arrival ('' in other texts). */
  minutes: string;
}

/** What a text's row carries until it is sent (its link_secrets). */
export interface TextSecrets {
  bookingToken?: string;
  minutes?: string;
  /** A main-flow confirmation's code that keeps the held visit (the email carries the same one). */
  verificationCode?: string;
}

/** A text is one or a few SMS: anything longer is cut (Twilio takes 1,600 characters). */
const MAX_TEXT_LENGTH = 1_000;

/**
 * The confirmation text's first words while the visit is held conditionally (DESIGN §8.2), which no
 * template can change or leave out: the one deadline that matters, and in the main flow the code with
 * the link whose button keeps the visit. The template's payment deadline comes after it. Null once
 * nothing is held conditionally.
 */
export function holdDeadlineTextLine(options: {
  booking: EmailBooking;
  verificationCode?: string;
  publicBaseUrl: string;
  now?: Date;
}): string | null {
  const { booking, verificationCode, publicBaseUrl } = options;
  if (!booking.holdExpiresAt) return null;
  const by = holdDeadlineText(booking.holdExpiresAt, options.now);
  if (verificationCode) {
    const link = verifyHoldUrl(publicBaseUrl, booking.receipt.referenceNumber, verificationCode);
    return `Keep your visit: your code is ${verificationCode}. Enter it by ${by}, or pay by then, or the visit is released: ${link}`;
  }
  return `Keep your visit: enter the code we sent by text message to ${maskMobileNumber(booking.mobileNumber)} by ${by}, or the visit is released.`;
}

/** The sample values staff templates are checked with when saved. */
export const sampleTextVariables = (publicBaseUrl: string): TextVariables => ({
  manageUrl: manageBookingUrl(publicBaseUrl, 'HS0000-0000-0000', 'sample-booking-token'),
  minutes: '15',
});

/** The channel staff chose for texts (TEXT_MESSAGE_CHANNEL); SMS unless it says WhatsApp. */
export async function chosenTextChannel(db: Executor): Promise<TextChannel> {
  const value = (await readEmailConfigs(db, [TEXT_CHANNEL_KEY])).get(TEXT_CHANNEL_KEY)?.trim() ?? 'sms';
  return isTextChannelSetting(value) ? value : 'sms';
}

/**
 * The text of a booking's message: the staff template (plain text: nothing is escaped, whitespace is
 * one space), its default where the stored one fails, and on an SMS the opt-out line no template can
 * leave out. A template stopped by a limit is an EmailTemplateError, tried again as for email.
 */
export async function composeText(
  db: Executor,
  options: {
    kind: TextKind;
    channel: TextChannel;
    booking: EmailBooking;
    publicBaseUrl: string;
    secrets: TextSecrets | null;
    /** Stock templates render in this process (the worker's try after a stopped one: renderWithFallback). */
    stockInThisProcess?: boolean;
    /** When it is rendered: a hold ending today says "today". */
    now?: Date;
  },
): Promise<{ body: string; fallbacks: TemplateFallback[] }> {
  const { booking, publicBaseUrl, secrets } = options;
  const key = TEXT_TEMPLATE_KEYS[options.kind];
  const configs = await readEmailConfigs(db, [key]);
  const email = templateVariables(booking, { publicBaseUrl });
  const text: TextVariables = {
    manageUrl: secrets?.bookingToken
      ? manageBookingUrl(publicBaseUrl, booking.receipt.referenceNumber, secrets.bookingToken)
      : email.booking.url,
    minutes: secrets?.minutes ?? '',
  };
  const fallbacks: TemplateFallback[] = [];
  const rendered = await renderWithFallback(
    configs,
    key,
    { ...email, text },
    { escapeMode: 'none', fallback: true, fallbacks, stockInThisProcess: options.stockInThisProcess },
  );
  const hold =
    options.kind === 'confirmation'
      ? holdDeadlineTextLine({ booking, verificationCode: secrets?.verificationCode, publicBaseUrl, now: options.now })
      : null;
  const templateWords = rendered.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT_LENGTH);
  const words = hold ? `${hold} ${templateWords}` : templateWords;
  const body = options.channel === 'sms' ? `${words} ${SMS_OPT_OUT_LINE}` : words;
  return { body, fallbacks };
}
