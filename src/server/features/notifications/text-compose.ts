import {
  isTextChannelSetting,
  SMS_OPT_OUT_LINE,
  TEXT_CHANNEL_KEY,
  TEXT_TEMPLATE_KEYS,
  type TextChannel,
  type TextKind,
} from '../../../domain/text-messages';
import type { Executor } from '../../db/client';
import { readEmailConfigs, renderWithFallback, type TemplateFallback } from './compose';
import { manageBookingUrl } from './notices';
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
}

/** A text is one or a few SMS: anything longer is cut (Twilio takes 1,600 characters). */
const MAX_TEXT_LENGTH = 1_000;

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
  const words = rendered.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT_LENGTH);
  const body = options.channel === 'sms' ? `${words} ${SMS_OPT_OUT_LINE}` : words;
  return { body, fallbacks };
}
