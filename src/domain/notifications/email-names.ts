import { EMAIL_CONFIG_KEYS, isTemplateKey } from '@domain/notifications/email-schemas';
import { LANGUAGE_KEY_SUFFIX, splitConfigKey } from '@domain/notifications/localized-keys';
import { TEXT_CHANNEL_KEY, TEXT_TEMPLATE_KEYS } from '@domain/notifications/text-messages';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES } from '@domain/shared/language';
import { languageSchema } from '@domain/shared/language-schema';
import { z } from 'zod';

// The emails and settings as staff name them: the configuration keys stay what the spec fixes, and
// the pages show each by what it is for, with its key beside it.

/** Every email the product sends, as staff can preview it with the sample booking. */
export const PREVIEW_EMAIL_KINDS = [
  'confirmation',
  'reminder',
  'receipt',
  'cancellation',
  'rescheduled',
  'hold-expired',
  'contact-changed',
  'waitlist-joined',
  'waitlist-offer',
] as const;
export const previewEmailKindSchema = z.enum(PREVIEW_EMAIL_KINDS);
export type PreviewEmailKind = z.infer<typeof previewEmailKindSchema>;

export const EMAIL_KIND_NAMES: Record<PreviewEmailKind, string> = {
  confirmation: 'Booking confirmation (with the code that keeps the visit)',
  reminder: 'Reminder the day before',
  receipt: 'Payment receipt',
  cancellation: 'Cancellation',
  rescheduled: 'Visit moved (reschedule)',
  'hold-expired': 'Booking released (not confirmed in time)',
  'contact-changed': 'Contact details changed',
  'waitlist-joined': 'Waitlist: joined',
  'waitlist-offer': 'Waitlist: a visit is free',
};

const TEMPLATE_KEY_NAMES: Record<string, string> = {
  [EMAIL_CONFIG_KEYS.senderName]: 'Sender name',
  [EMAIL_CONFIG_KEYS.senderAddress]: 'Sender address',
  [EMAIL_CONFIG_KEYS.confirmationSubject]: 'Booking confirmation: subject',
  [EMAIL_CONFIG_KEYS.confirmationTemplate]: 'Booking confirmation: message',
  [EMAIL_CONFIG_KEYS.reminderSubject]: 'Reminder the day before: subject',
  [EMAIL_CONFIG_KEYS.reminderTemplate]: 'Reminder the day before: message',
  [EMAIL_CONFIG_KEYS.receiptSubject]: 'Payment receipt: subject',
  [EMAIL_CONFIG_KEYS.receiptTemplate]: 'Payment receipt: message',
  [EMAIL_CONFIG_KEYS.cancellationSubject]: 'Cancellation: subject',
  [EMAIL_CONFIG_KEYS.cancellationTemplate]: 'Cancellation: message',
  [TEXT_TEMPLATE_KEYS.confirmation]: 'Text message: booking confirmation',
  [TEXT_TEMPLATE_KEYS.reminder]: 'Text message: reminder the day before',
  [TEXT_TEMPLATE_KEYS.receipt]: 'Text message: payment receipt',
  [TEXT_TEMPLATE_KEYS.rescheduled]: 'Text message: visit moved',
  [TEXT_TEMPLATE_KEYS.cancellation]: 'Text message: cancellation',
  [TEXT_TEMPLATE_KEYS['contact-changed']]: 'Text message: contact details changed',
  [TEXT_TEMPLATE_KEYS['on-my-way']]: 'Text message: nurse on the way',
  [TEXT_CHANNEL_KEY]: 'Text messages go by (SMS or WhatsApp)',
};

/**
 * A subject's or template's row in another language (EMAIL_CONFIRMATION_TEMPLATE_ZH): the English key it
 * translates, when that is one the messages read; else null.
 */
function translatedKeyOf(key: string): string | null {
  const split = splitConfigKey(key);
  if (split.language === DEFAULT_LANGUAGE || !isTemplateKey(split.key) || !(split.key in TEMPLATE_KEY_NAMES))
    return null;
  return split.key;
}

/**
 * 'EMAIL_REMINDER_TEMPLATE' → 'Reminder the day before: message'; its Chinese row → 'Reminder the day
 * before: message (中文)'; a key of staff's own → 'Footer note'.
 */
export function configKeyName(key: string): string {
  const known = TEMPLATE_KEY_NAMES[key];
  if (known) return known;
  const translated = translatedKeyOf(key);
  if (translated) return `${TEMPLATE_KEY_NAMES[translated]} (${LANGUAGE_NAMES[splitConfigKey(key).language]})`;
  const words = key
    .replace(/^EMAIL_/, '')
    .replaceAll('_', ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

/**
 * The configurations the product reads to send its messages: staff edit them but cannot delete them
 * (the server refuses with 409), so no email or text ever goes out without its own words.
 */
export const isEssentialConfigKey = (key: string): boolean =>
  key in TEMPLATE_KEY_NAMES || translatedKeyOf(key) !== null;

const PREVIEWED_KEY = new RegExp(
  `^EMAIL_(CONFIRMATION|REMINDER|RECEIPT|CANCELLATION)_(SUBJECT|TEMPLATE)${LANGUAGE_KEY_SUFFIX}$`,
);

/** Which email a template or subject key (in any language) belongs to, to preview it while it is edited; null for others. */
export function previewKindOfKey(key: string): PreviewEmailKind | null {
  const match = PREVIEWED_KEY.exec(key);
  return match ? (match[1]!.toLowerCase() as PreviewEmailKind) : null;
}

export const ESSENTIAL_CONFIG_DELETE_MESSAGE =
  'This setting is needed to send the emails and texts, so it cannot be deleted. Edit its value instead.';

/** POST /api/admin/email-preview: one email of the sample booking, with a draft value in place of a stored one. */
export const emailPreviewRequestSchema = z.object({
  kind: previewEmailKindSchema,
  /** The customer's language to preview in; without it, the language of the draft's key (English for the spec's keys). */
  language: languageSchema.optional(),
  /** The key being edited and its value as typed: used in place of the stored value for this preview. */
  draft: z
    .object({
      configKey: z.string().trim().min(1).max(50),
      configValue: z.string().max(100_000),
    })
    .nullish(),
});
export type EmailPreviewRequest = z.infer<typeof emailPreviewRequestSchema>;

export const emailPreviewSchema = z.object({
  kind: previewEmailKindSchema,
  from: z.string(),
  subject: z.string(),
  /** The whole email as HTML, to show in a sandboxed frame. */
  html: z.string(),
});
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
