import { LANGUAGE_KEY_SUFFIX } from '@domain/notifications/localized-keys';
import { z } from 'zod';

// Text messages (SMS and WhatsApp) to the main person's mobile (DESIGN §8.5): the channels, the
// kinds, the opt-out words and the "On my way" call. Shared by the server and the web client.

/** Every channel of the one outbox. */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);
export type MessageChannel = z.infer<typeof messageChannelSchema>;
export type TextChannel = Exclude<MessageChannel, 'email'>;

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** The booking messages that also go out as a text, and the text-only "On my way". */
export const TEXT_KINDS = [
  'confirmation',
  'reminder',
  'receipt',
  'rescheduled',
  'cancellation',
  'contact-changed',
  'on-my-way',
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];
export const isTextKind = (kind: string): kind is TextKind => (TEXT_KINDS as readonly string[]).includes(kind);

/**
 * The messages that go out as a text in fixed words, no staff template (DESIGN §8.11): what a customer
 * must do before the visit, said the same way every time, in the booking's language.
 */
export const FIXED_TEXT_KINDS = ['prepare-reminder', 'fasting', 'rebook'] as const;
export type FixedTextKind = (typeof FIXED_TEXT_KINDS)[number];
export const isFixedTextKind = (kind: string): kind is FixedTextKind =>
  (FIXED_TEXT_KINDS as readonly string[]).includes(kind);

/** The template staff edit for each kind (email configurations, EJS, plain text). */
export const TEXT_TEMPLATE_KEYS: Record<TextKind, string> = {
  confirmation: 'SMS_CONFIRMATION_TEMPLATE',
  reminder: 'SMS_REMINDER_TEMPLATE',
  receipt: 'SMS_RECEIPT_TEMPLATE',
  rescheduled: 'SMS_RESCHEDULED_TEMPLATE',
  cancellation: 'SMS_CANCELLATION_TEMPLATE',
  'contact-changed': 'SMS_CONTACT_CHANGED_TEMPLATE',
  'on-my-way': 'SMS_ON_MY_WAY_TEMPLATE',
};
/** A text's template, in English (the spec's key) or another language (the key and '_ZH', '_MS' or '_TA'). */
const TEXT_TEMPLATE_KEY = new RegExp(`^SMS_[A-Z_]+_TEMPLATE${LANGUAGE_KEY_SUFFIX}$`);
export const isTextTemplateKey = (key: string) => TEXT_TEMPLATE_KEY.test(key);

/** The staff switch between SMS and WhatsApp (an email configuration): 'sms' (the default) or 'whatsapp'. */
export const TEXT_CHANNEL_KEY = 'TEXT_MESSAGE_CHANNEL';
export const TEXT_CHANNEL_VALUE_MESSAGE = "TEXT_MESSAGE_CHANNEL must be 'sms' or 'whatsapp'";
export const isTextChannelSetting = (value: string): value is TextChannel =>
  value.trim() === 'sms' || value.trim() === 'whatsapp';

/** The end of every SMS (DESIGN §8.5), added after the staff template so no template can leave it out. */
export const SMS_OPT_OUT_LINE = 'Reply STOP to opt out';

/**
 * What an inbound text may say to opt out or back in: the words carriers and Twilio treat so, matched
 * on the whole message, ignoring case and spaces around it.
 */
export const OPT_OUT_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const OPT_IN_WORDS = ['START', 'YES', 'UNSTOP'] as const;

export function optOutIntent(body: string): 'out' | 'in' | null {
  const word = body.trim().toUpperCase();
  if ((OPT_OUT_WORDS as readonly string[]).includes(word)) return 'out';
  if ((OPT_IN_WORDS as readonly string[]).includes(word)) return 'in';
  return null;
}

/**
 * A Singapore mobile number as E.164: 8 digits get +65; a number given with its country code
 * (+65…, or another country's +…) keeps it. Spaces, dashes and brackets are dropped. Null when what is
 * left is not a phone number.
 */
export function toE164(mobileNumber: string): string | null {
  const compact = mobileNumber.replace(/[\s\-()]/g, '');
  if (/^\d{8}$/.test(compact)) return `+65${compact}`;
  if (/^\+\d{8,15}$/.test(compact)) return compact;
  if (/^65\d{8}$/.test(compact)) return `+${compact}`;
  return null;
}

/**
 * DESIGN §8.9, texts go only where customers live: whether texts (SMS, WhatsApp) may go to this mobile
 * number, that is whether its E.164 form (toE164) starts with one of `allowedCodes`, the country
 * calling codes of SMS_ALLOWED_COUNTRY_CODES ('65', '60', digits only). Anything else gets email only,
 * so a script cannot pump texts to premium numbers abroad. Calling codes are prefix-free (no code
 * starts another), so the prefix is the country. No phone number, no text.
 */
export function textsAllowedTo(mobileNumber: string, allowedCodes: readonly string[]): boolean {
  const number = toE164(mobileNumber);
  return number !== null && allowedCodes.some((code) => number.startsWith(`+${code}`));
}

export const SMS_REMINDERS_MESSAGE = 'smsReminders must be true or false';
/** "Send me SMS reminders" on the review step: the booking's texts, on unless the customer unticks it. */
export const smsRemindersField = z.boolean({ error: SMS_REMINDERS_MESSAGE }).default(true);

// ---- "On my way" (the nurse's run sheet) -------------------------------------------------------

export const ON_MY_WAY_MINUTES = [5, 10, 15, 20, 30, 45, 60] as const;
export const ON_MY_WAY_MINUTES_MESSAGE = 'Choose the minutes to arrival, 1 to 180';
export const ON_MY_WAY_NO_TEXTS_MESSAGE =
  'This customer does not receive text messages (opted out or asked for none): please call instead';
export const ON_MY_WAY_ABROAD_MESSAGE =
  "This customer's mobile number is outside the countries texts are sent to: please call instead";
export const ON_MY_WAY_NOT_TODAY_MESSAGE = 'This visit is not today: "On my way" is for the day of the visit';
export const ON_MY_WAY_CLOSED_MESSAGE = 'This booking is cancelled or released: there is no visit to go to';

/** POST /api/admin/run-sheet/visits/{referenceNumber}/on-my-way. */
export const onMyWayRequestSchema = z.object({
  minutes: z.coerce
    .number({ error: ON_MY_WAY_MINUTES_MESSAGE })
    .int({ error: ON_MY_WAY_MINUTES_MESSAGE })
    .min(1, { error: ON_MY_WAY_MINUTES_MESSAGE })
    .max(180, { error: ON_MY_WAY_MINUTES_MESSAGE }),
});
export type OnMyWayRequest = z.infer<typeof onMyWayRequestSchema>;

export const onMyWayReferenceParamsSchema = z.object({
  referenceNumber: z.string().trim().min(1).max(40),
});

/** The latest "On my way" of a visit: what the run sheet shows after the button. */
export const onMyWayStatusSchema = z.object({
  minutes: z.number().int(),
  channel: messageChannelSchema,
  /** When the nurse pressed the button. */
  queuedAt: z.string(),
  /** The outbox row's status: pending or sending (on its way), sent, failed, skipped. */
  status: z.string(),
  sentAt: z.string().nullable(),
  /** What the carrier reported last (delivered, undelivered, ...); null before any report. */
  deliveryStatus: z.string().nullable(),
});
export type OnMyWayStatus = z.infer<typeof onMyWayStatusSchema>;

export const onMyWayResultSchema = onMyWayStatusSchema.extend({ referenceNumber: z.string() });
export type OnMyWayResult = z.infer<typeof onMyWayResultSchema>;

// ---- what Twilio posts (form-encoded, signed with X-Twilio-Signature) --------------------------

export const TWILIO_SIGNATURE_MESSAGE = 'The X-Twilio-Signature header is missing or does not match the request';
export const TWILIO_FROM_MESSAGE = 'From must be a phone number';

const twilioField = z.string().max(2000).optional();

/** POST /api/sms/inbound: a text a customer sent to the SMS or WhatsApp sender (Twilio posts more fields). */
export const twilioInboundBodySchema = z.looseObject({ From: twilioField, Body: twilioField, MessageSid: twilioField });

/** POST /api/sms/status: Twilio's report of a text's delivery. */
export const twilioStatusBodySchema = z.looseObject({
  MessageSid: twilioField,
  MessageStatus: twilioField,
  ErrorCode: twilioField,
});

export const twilioStatusResultSchema = z.object({
  received: z.literal(true),
  /** Whether the report named a text the outbox holds. */
  updated: z.boolean(),
});

/** The order Twilio's statuses come in: a late report never takes a text back to an earlier one. */
export const DELIVERY_STATUS_RANK: Record<string, number> = {
  accepted: 0,
  scheduled: 0,
  queued: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  read: 5,
  undelivered: 4,
  failed: 4,
};
