import { localizedConfigKey } from '@domain/notifications/localized-keys';
import {
  isTextChannelSetting,
  TEXT_CHANNEL_KEY,
  TEXT_TEMPLATE_KEYS,
  type TextChannel,
  type TextKind,
} from '@domain/notifications/text-messages';
import { maskMobileNumber } from '@domain/shared/identity';
import type { Language } from '@domain/shared/language';
import type { Executor } from '../../db/client';
import { messageTexts } from '../../db/email-defaults';
import { readEmailConfigs, renderWithFallback, type TemplateFallback } from './compose';
import { holdDeadlineIn, manageBookingUrl, prepareVisitUrl, verifyHoldUrl } from './notices';
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

/** The end of every SMS (DESIGN §8.5) in a language: 'Reply STOP to opt out' (SMS_OPT_OUT_LINE), '回复STOP退订'. */
export const optOutLine = (language: Language) => messageTexts(language)('sms:optOut');

/** An SMS ends with the opt-out line; a WhatsApp message does not. */
export const withOptOutLine = (words: string, channel: TextChannel, language: Language) =>
  channel === 'sms' ? `${words} ${optOutLine(language)}` : words;

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
  const t = messageTexts(booking.language);
  const deadline = holdDeadlineIn(booking.language, booking.holdExpiresAt, options.now);
  if (verificationCode) {
    const link = verifyHoldUrl(publicBaseUrl, booking.receipt.referenceNumber, verificationCode);
    return t('sms:hold.withCode', { code: verificationCode, deadline, link });
  }
  return t('sms:hold.byText', { sentTo: maskMobileNumber(booking.mobileNumber), deadline });
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
 * The text of a booking's message in its language: the staff template of that language (plain text:
 * nothing is escaped, whitespace is one space), the English one where the language has no row, its
 * language's default where the stored one fails, and on an SMS the opt-out line no template can leave
 * out. A template stopped by a limit is an EmailTemplateError, tried again as for email.
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
  const configs = await readEmailConfigs(db, [key, localizedConfigKey(key, booking.language)]);
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
    {
      escapeMode: 'none',
      fallback: true,
      fallbacks,
      stockInThisProcess: options.stockInThisProcess,
      language: booking.language,
    },
  );
  const hold =
    options.kind === 'confirmation'
      ? holdDeadlineTextLine({ booking, verificationCode: secrets?.verificationCode, publicBaseUrl, now: options.now })
      : null;
  const templateWords = rendered.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT_LENGTH);
  // The confirmation's token opens each person's pre-visit form too (DESIGN §8.11): a fixed line after the template.
  const prepare =
    options.kind === 'confirmation' && secrets?.bookingToken
      ? messageTexts(booking.language)('sms:prepareLink', {
          link: prepareVisitUrl(publicBaseUrl, booking.receipt.referenceNumber, secrets.bookingToken),
        })
      : null;
  const words = [hold, templateWords, prepare].filter(Boolean).join(' ');
  const body = withOptOutLine(words, options.channel, booking.language);
  return { body, fallbacks };
}
