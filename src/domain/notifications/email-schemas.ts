import {
  EMAIL_CONFIG_DESCRIPTION_MAX_MESSAGE,
  EMAIL_CONFIG_KEY_MAX_MESSAGE,
  EMAIL_CONFIG_KEY_MIN_MESSAGE,
  EMAIL_CONFIG_VALUE_MAX_MESSAGE,
  EMAIL_CONFIG_VALUE_MIN_MESSAGE,
  TEST_EMAIL_ADDRESS_MESSAGE,
} from '@domain/notifications/email-messages';
import { LANGUAGE_KEY_SUFFIX } from '@domain/notifications/localized-keys';
import { messageChannelSchema } from '@domain/notifications/text-messages';
import { timestamp } from '@domain/shared/schema-parts';
import { z } from 'zod';

// The email settings page, its test tool and the outbox list (spec 001 §2 Email tab, §5, §7
// email-configs and Test tools). One schema per request and per answer: the server's routes validate
// and serialize with them, the web client validates its forms with the request schemas and infers its
// types from the answers. Form messages are spec 001 §5 word for word (messages.ts).

/** Spec 001 §9: key 3 to 50 characters, value at least 3, description at most 200; the table cuts values at 30. */
export const EMAIL_CONFIG_LIMITS = {
  keyMin: 3,
  keyMax: 50,
  valueMin: 3,
  /** Not in the spec: a bound on what one row may hold (a long HTML template is a few thousand). */
  valueMax: 100_000,
  descriptionMax: 200,
  /** The table shows this many characters of a value, then an ellipsis. */
  valuePreviewLength: 30,
} as const;

/** The keys the emails read (spec 001 §2 Help tab, plus the receipt's and the cancellation's). */
export const EMAIL_CONFIG_KEYS = {
  senderName: 'EMAIL_SENDER_NAME',
  senderAddress: 'EMAIL_SENDER_ADDRESS',
  confirmationSubject: 'EMAIL_CONFIRMATION_SUBJECT',
  confirmationTemplate: 'EMAIL_CONFIRMATION_TEMPLATE',
  reminderSubject: 'EMAIL_REMINDER_SUBJECT',
  reminderTemplate: 'EMAIL_REMINDER_TEMPLATE',
  receiptSubject: 'EMAIL_RECEIPT_SUBJECT',
  receiptTemplate: 'EMAIL_RECEIPT_TEMPLATE',
  cancellationSubject: 'EMAIL_CANCELLATION_SUBJECT',
  cancellationTemplate: 'EMAIL_CANCELLATION_TEMPLATE',
} as const;
export type EmailConfigKey = (typeof EMAIL_CONFIG_KEYS)[keyof typeof EMAIL_CONFIG_KEYS];

/** What each key does, for the Help tab. */
export const EMAIL_CONFIG_KEY_HELP: readonly { key: EmailConfigKey; description: string }[] = [
  { key: 'EMAIL_SENDER_NAME', description: 'The name the emails come from' },
  { key: 'EMAIL_SENDER_ADDRESS', description: 'The address the emails come from (and replies go to)' },
  { key: 'EMAIL_CONFIRMATION_SUBJECT', description: 'Subject of the booking confirmation (EJS)' },
  { key: 'EMAIL_CONFIRMATION_TEMPLATE', description: 'Body of the booking confirmation, in HTML (EJS)' },
  {
    key: 'EMAIL_REMINDER_SUBJECT',
    description: 'Subject of the reminder sent at 10:00 the day before the visit (EJS)',
  },
  { key: 'EMAIL_REMINDER_TEMPLATE', description: 'Body of the reminder, in HTML (EJS)' },
  { key: 'EMAIL_RECEIPT_SUBJECT', description: 'Subject of the receipt sent when a payment completes (EJS)' },
  { key: 'EMAIL_RECEIPT_TEMPLATE', description: 'Body of the receipt email, in HTML (EJS)' },
  { key: 'EMAIL_CANCELLATION_SUBJECT', description: 'Subject of the email sent when a booking is cancelled (EJS)' },
  { key: 'EMAIL_CANCELLATION_TEMPLATE', description: 'Body of the cancellation email, in HTML (EJS)' },
];

/** Keys whose value is an EJS template (in any language): a value that does not compile is refused when saved. */
const TEMPLATE_KEY = new RegExp(`_(SUBJECT|TEMPLATE)${LANGUAGE_KEY_SUFFIX}$`);
export const isTemplateKey = (key: string) => TEMPLATE_KEY.test(key);
/** Keys whose value is one line, a subject (in any language): its EJS does not escape (a header is not HTML). */
const SUBJECT_KEY = new RegExp(`_SUBJECT${LANGUAGE_KEY_SUFFIX}$`);
export const isSubjectKey = (key: string) => SUBJECT_KEY.test(key);

/**
 * Spec 001 §2 Template Variables: what a template may use, with `<%= name %>` (escaped). The NRIC is
 * given masked ('*****567D') and dates as DD/MM/YYYY and 'Mon, 23 Nov 2026': an email is not the place
 * for the whole identity number.
 */
export const EMAIL_TEMPLATE_VARIABLES: readonly { name: string; description: string; example: string }[] = [
  { name: 'registration.referenceNumber', description: 'Booking reference number', example: 'HS2611-0607-1234' },
  { name: 'registration.firstName', description: 'First name of the person who booked', example: 'Mei Ling' },
  { name: 'registration.lastName', description: 'Last name of the person who booked', example: 'Tan' },
  { name: 'registration.email', description: 'Email address of the booking', example: 'mei.ling@example.com' },
  { name: 'registration.phoneNumber', description: 'Mobile number of the booking', example: '91234567' },
  {
    name: 'registration.identificationNumber',
    description: 'NRIC / FIN, masked to its last three digits and letter',
    example: '*****567D',
  },
  { name: 'registration.dateOfBirth', description: 'Date of birth (DD/MM/YYYY)', example: '12/04/1985' },
  { name: 'registration.postalCode', description: 'Postal code of the home visit', example: '238801' },
  {
    name: 'registration.status',
    description: 'Booking status (pending_payment, paid, confirmed, cancelled, ...)',
    example: 'paid',
  },
  { name: 'event.name', description: 'Name of the screening event', example: 'Home Based Health Screening' },
  {
    name: 'event.location',
    description: "The event's location text (the visit's own address is booking.visitAddress)",
    example: 'At your home',
  },
  { name: 'package.name', description: 'Package of the person who booked', example: 'Premium' },
  { name: 'package.price', description: 'Price of that package, two decimals (SGD)', example: '118.00' },
  { name: 'timeslot.date', description: 'Visit date', example: 'Mon, 23 Nov 2026' },
  { name: 'timeslot.time', description: 'Visit time', example: '9:00 AM' },
];

/**
 * Not in the spec: what the default templates also use (amounts and links), listed under the spec's
 * variables on the Template Variables tab.
 */
export const EMAIL_TEMPLATE_EXTRA_VARIABLES: readonly { name: string; description: string; example: string }[] = [
  { name: 'booking.url', description: "Link to the booking's page (pay, see or change it)", example: 'https://…' },
  {
    name: 'booking.manageUrl',
    description:
      'Link to "Manage your booking" (change the date and time, the people or the contact details, pay or cancel); in the confirmation email it carries the booking\'s token',
    example: 'https://…/booking/manage/HS2611-0607-1234',
  },
  { name: 'booking.persons', description: 'Number of people screened in the booking', example: '2' },
  { name: 'booking.totalAmount', description: 'Total with GST, two decimals (SGD)', example: '128.62' },
  { name: 'booking.amountDue', description: 'What is left to pay, two decimals (SGD)', example: '128.62' },
  { name: 'booking.amountPaid', description: 'What was paid here (card), two decimals (SGD)', example: '128.62' },
  {
    name: 'booking.partnerPaid',
    description: 'Prepaid at the partner service, two decimals (SGD; 0.00 when none): refunded by the clinic',
    example: '0.00',
  },
  {
    name: 'booking.paymentDueAt',
    description: 'When an unpaid booking is released (empty when paid)',
    example: 'Sat, 21 Nov 2026, 10:00 AM',
  },
  { name: 'booking.transactionId', description: 'Transaction ID of the payment (empty before)', example: 'sim_…' },
  {
    name: 'booking.paymentMethod',
    description: "How it was paid: 'card (Visa ending 1111)', 'PayNow' (empty before)",
    example: 'PayNow',
  },
  {
    name: 'booking.visitAddress',
    description:
      "The home visit's address on one line (or, when the booking has none, that we will call to ask for it)",
    example: '1 Orchard Road, #10-01, Singapore 238801',
  },
  { name: 'booking.clinicPhone', description: "The clinic's phone number", example: '+65 6000 0000' },
  { name: 'booking.clinicEmail', description: "The clinic's email address", example: 'hello@example.com' },
];

// ---- email configurations ----------------------------------------------------------------------

/** One row of GET /api/admin/email-configs. */
export const emailConfigSchema = z.object({
  id: z.number().int(),
  configKey: z.string(),
  configValue: z.string(),
  description: z.string().nullable(),
  /** When the row was last saved (the table's 'Last Updated'). */
  updatedAt: timestamp,
  createdAt: timestamp,
  /** Username of the admin who saved it last; null for a seeded row never edited. */
  lastUpdatedBy: z.string().nullable(),
});
export type EmailConfig = z.infer<typeof emailConfigSchema>;

/** '' (a cleared form field) or null means no description; the server stores null. */
const descriptionField = z
  .string()
  .trim()
  .max(EMAIL_CONFIG_LIMITS.descriptionMax, { error: EMAIL_CONFIG_DESCRIPTION_MAX_MESSAGE })
  .nullish()
  .transform((value) => (value ? value : null));

const valueField = z
  .string({ error: EMAIL_CONFIG_VALUE_MIN_MESSAGE })
  .min(EMAIL_CONFIG_LIMITS.valueMin, { error: EMAIL_CONFIG_VALUE_MIN_MESSAGE, abort: true })
  .max(EMAIL_CONFIG_LIMITS.valueMax, { error: EMAIL_CONFIG_VALUE_MAX_MESSAGE, abort: true })
  // Only whitespace is not a value.
  .refine((value) => value.trim().length >= EMAIL_CONFIG_LIMITS.valueMin, { error: EMAIL_CONFIG_VALUE_MIN_MESSAGE });

const keyField = z
  .string({ error: EMAIL_CONFIG_KEY_MIN_MESSAGE })
  .trim()
  .min(EMAIL_CONFIG_LIMITS.keyMin, { error: EMAIL_CONFIG_KEY_MIN_MESSAGE })
  .max(EMAIL_CONFIG_LIMITS.keyMax, { error: EMAIL_CONFIG_KEY_MAX_MESSAGE });

/** POST /api/admin/email-configs, and the add dialog's form. */
export const emailConfigFormSchema = z.object({
  configKey: keyField,
  configValue: valueField,
  description: descriptionField,
});
export type EmailConfigForm = z.infer<typeof emailConfigFormSchema>;
export type EmailConfigFormInput = z.input<typeof emailConfigFormSchema>;

/**
 * PATCH /api/admin/email-configs/{id}, and the edit dialog's form: the same fields, the key read-only.
 * The form may send the key it shows; a key that differs from the stored one is refused (400).
 */
export const emailConfigUpdateSchema = z.object({
  configKey: keyField.optional(),
  configValue: valueField,
  description: descriptionField,
});
export type EmailConfigUpdate = z.infer<typeof emailConfigUpdateSchema>;
export type EmailConfigUpdateInput = z.input<typeof emailConfigUpdateSchema>;

// ---- test tool ---------------------------------------------------------------------------------

export const TEST_EMAIL_TYPES = ['confirmation', 'invoice', 'receipt'] as const;
export const testEmailTypeSchema = z.enum(TEST_EMAIL_TYPES);
export type TestEmailType = z.infer<typeof testEmailTypeSchema>;

/** Spec 001 §5: the recipient is not empty and contains '@'. */
export const testEmailAddressField = z
  .string({ error: TEST_EMAIL_ADDRESS_MESSAGE })
  .trim()
  .min(1, { error: TEST_EMAIL_ADDRESS_MESSAGE, abort: true })
  .max(254, { error: TEST_EMAIL_ADDRESS_MESSAGE, abort: true })
  .refine((value) => value.includes('@'), { error: TEST_EMAIL_ADDRESS_MESSAGE });

/** The test tool's form: recipient, email type and what to preview. */
export const testEmailFormSchema = z.object({
  email: testEmailAddressField,
  type: testEmailTypeSchema,
  previewType: z.enum(['email', 'pdf']).default('email'),
});
export type TestEmailForm = z.infer<typeof testEmailFormSchema>;
export type TestEmailFormInput = z.input<typeof testEmailFormSchema>;

/** '1' or 'true' in a query string. */
const queryFlag = z
  .union([z.literal(['1', 'true', '0', 'false', '']), z.boolean()])
  .optional()
  .transform((value) => value === true || value === '1' || value === 'true');

/**
 * GET /api/test-email?email=&type=&render=1. With `render` the answer is the rendered HTML (text/html)
 * and the recipient may be left out; without it the sample is sent to `email` and the answer is
 * `{ success, message }`.
 */
export const testEmailQuerySchema = z
  .object({
    email: z.string().optional(),
    type: testEmailTypeSchema.default('confirmation'),
    render: queryFlag,
  })
  .superRefine((query, ctx) => {
    if (query.render && !query.email) return;
    const parsed = testEmailAddressField.safeParse(query.email);
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['email'], message: TEST_EMAIL_ADDRESS_MESSAGE });
  });
export type TestEmailQuery = z.infer<typeof testEmailQuerySchema>;

/** GET /api/test-pdf?type=: the sample PDF (a confirmation carries the invoice). */
export const testPdfQuerySchema = z.object({ type: testEmailTypeSchema.default('invoice') });
export type TestPdfQuery = z.infer<typeof testPdfQuerySchema>;

/** The answer of a sent test email: `{ success: true, message }` (spec 001 §7). */
export const testEmailResultSchema = z.object({ success: z.literal(true), message: z.string() });
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

// ---- outbox ------------------------------------------------------------------------------------

/**
 * The first four come from templates staff edit; the notices (DESIGN §8.2: a released hold, a moved
 * visit, changed contact details) are fixed texts, so no template can leave out what they must say.
 */
export const EMAIL_KINDS = [
  'confirmation',
  'receipt',
  'reminder',
  'cancellation',
  'hold-expired',
  'rescheduled',
  'contact-changed',
  'on-my-way',
  'waitlist-joined',
  'waitlist-offer',
  // A text only: the code that keeps a held visit (the older flow's, and every new code asked for).
  'hold-code',
  // Ready for the visit (DESIGN §8.11): a pending pre-visit form two days before, and "Start fasting now".
  'prepare-reminder',
  'fasting',
  // When a nurse cannot come (DESIGN §8.12): the link to pick another visit.
  'rebook',
] as const;
export const emailKindSchema = z.enum(EMAIL_KINDS);
export type EmailKind = z.infer<typeof emailKindSchema>;

/** 'skipped': closed without sending, because it no longer applied (a reminder of a cancelled booking). */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export const emailStatusSchema = z.enum(EMAIL_STATUSES);
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** GET /api/admin/email-outbox?status=failed (the default): newest first, at most `limit`. */
export const outboxQuerySchema = z.object({
  status: emailStatusSchema.default('failed'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** One message of the outbox as staff see it. */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  /** Email, SMS or WhatsApp (DESIGN §8.5): one outbox, one failed list, one resend for every channel. */
  channel: messageChannelSchema,
  kind: z.string(),
  status: emailStatusSchema,
  toAddress: z.string(),
  /** An email's subject; a text's first words. */
  subject: z.string(),
  /** What the carrier reported last of a text (delivered, undelivered, ...); null for email and before a report. */
  deliveryStatus: z.string().nullable(),
  /** The booking it is about, when there is one. */
  registrationId: z.string().nullable(),
  attempts: z.number().int(),
  /** Why the last try failed (the mail server's answer). */
  lastError: z.string().nullable(),
  createdAt: timestamp,
  nextAttemptAt: timestamp,
  sentAt: timestamp.nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** POST /api/admin/email-outbox/{id}/resend: the message, queued again (status 'pending', tries from zero). */
export const emailResendResultSchema = outboxItemSchema;
export type EmailResendResult = z.infer<typeof emailResendResultSchema>;
