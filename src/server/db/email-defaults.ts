/**
 * Default email configuration rows, seeded once (a row an admin edited is never overwritten: the seed
 * only inserts the keys that are missing). Admins edit them in the Email Templates tab. The templates
 * are EJS: `<%= %>` escapes, so a customer's name cannot inject markup. They are the body of the email;
 * the email feature puts them inside the common layout (brand header, clinic contact footer) and writes
 * the plain-text part from them. Besides the spec's variables (registration.*, event.*, package.*,
 * timeslot.*), `booking` gives the amounts and the links (see EMAIL_TEMPLATE_EXTRA_VARIABLES).
 *
 * The same texts are the fallback when an edited template fails while rendering, so they must always
 * render with the variables the email feature gives.
 *
 * In the customers' other languages (DESIGN §8.10) each subject and template has a row of its own, the
 * key with the language as a suffix (EMAIL_CONFIRMATION_TEMPLATE_ZH), seeded the same way. All are built
 * here from the `email` and `sms` catalogues, with the EJS tags put in as the texts' values: the English
 * build is, byte for byte, the text the spec's rows have always had (email-defaults.test.ts pins each).
 */
import { LOCALIZED_LANGUAGES, localizedConfigKey } from '@domain/notifications/localized-keys';
import { LANGUAGE_NAMES_IN_ENGLISH, type Language } from '@domain/shared/language';
import type { TFunction } from 'i18next';
import { translator } from '../i18n';

type ConfigRow = { configKey: string; configValue: string; description: string };

/** t() over the emails' and the texts' catalogues (`email:…`, `sms:…`) in one language. */
export type MessageTexts = TFunction<['email', 'sms']>;
export const messageTexts = (language: Language): MessageTexts => translator(language) as unknown as MessageTexts;

/** An EJS tag that writes a variable (escaped in an email's body). */
const ejs = (expression: string) => `<%= ${expression} %>`;

/** A catalogue text's own tags made markup (a link: `<manage>…</manage>`). */
function withTags(text: string, tags: Record<string, string>): string {
  let html = text;
  for (const [name, open] of Object.entries(tags))
    html = html.replaceAll(`<${name}>`, open).replaceAll(`</${name}>`, '</a>');
  return html;
}

function arrivalNotes(t: MessageTexts): string {
  return [
    `<h3 style="margin:20px 0 8px;font-size:15px;color:#134e4a;">${t('email:template.arrival.heading')}</h3>`,
    '<ul style="padding-left:20px;margin:0 0 16px;">',
    `<li>${t('email:template.arrival.beReady')}</li>`,
    `<li>${t('email:template.arrival.fast')}</li>`,
    `<li>${t('email:template.arrival.idCard')}</li>`,
    '</ul>',
    `<p>${withTags(t('email:template.arrival.changes', { clinicPhone: ejs('booking.clinicPhone') }), { manage: '<a href="<%= booking.manageUrl %>">' })}</p>`,
  ].join('\n');
}

const detailRow = (label: string, value: string, labelStyle = '') =>
  `<tr><td style="padding:3px 16px 3px 0;color:#64748b;${labelStyle}">${label}</td><td style="padding:3px 0;">${value}</td></tr>`;

function visitDetails(t: MessageTexts): string {
  return [
    '<table role="presentation" style="border-collapse:collapse;margin:12px 0 16px;">',
    detailRow(t('email:template.visitDetails.reference'), `<strong>${ejs('registration.referenceNumber')}</strong>`),
    detailRow(t('email:template.visitDetails.screening'), ejs('event.name')),
    detailRow(t('email:template.visitDetails.package'), ejs('package.name')),
    detailRow(t('email:template.visitDetails.date'), ejs('timeslot.date')),
    detailRow(t('email:template.visitDetails.time'), ejs('timeslot.time')),
    detailRow(t('email:template.visitDetails.address'), ejs('booking.visitAddress'), 'vertical-align:top;'),
    `<% if (booking.persons > 1) { %>${detailRow(t('email:template.visitDetails.people'), ejs('booking.persons'))}<% } %>`,
    '</table>',
  ].join('\n');
}

const fullName = { firstName: ejs('registration.firstName'), lastName: ejs('registration.lastName') };

/** The booking confirmation's body in the language of `t`. */
export function confirmationTemplate(t: MessageTexts): string {
  return [
    `<p>${t('email:template.greeting', fullName)}</p>`,
    `<p>${t('email:template.confirmation.thanks', { date: ejs('timeslot.date'), time: ejs('timeslot.time') })}</p>`,
    visitDetails(t),
    "<% if (registration.status === 'pending_payment') { %>",
    `<p>${withTags(
      t('email:template.confirmation.amountDue', {
        amountDue: ejs('booking.amountDue'),
        totalAmount: ejs('booking.totalAmount'),
        paymentDueAt: ejs('booking.paymentDueAt'),
      }),
      { pay: '<a href="<%= booking.url %>">' },
    )}</p>`,
    "<% } else if (registration.status === 'paid') { %>",
    `<p>${t('email:template.confirmation.paid', { totalAmount: ejs('booking.totalAmount') })}</p>`,
    '<% } else { %>',
    `<p>${t('email:template.confirmation.payOnTheDay', { totalAmount: ejs('booking.totalAmount') })}</p>`,
    '<% } %>',
    arrivalNotes(t),
    `<p>${withTags(t('email:template.confirmation.calendar', { url: ejs('booking.url') }), { booking: '<a href="<%= booking.url %>">' })}</p>`,
    `<p>${t('email:template.confirmation.closing')}</p>`,
  ].join('\n');
}

/** The reminder's body in the language of `t`. */
export function reminderTemplate(t: MessageTexts): string {
  return [
    `<p>${t('email:template.greetingFirstName', { firstName: ejs('registration.firstName') })}</p>`,
    `<p>${t('email:template.reminder.intro', { date: ejs('timeslot.date'), time: ejs('timeslot.time'), packageName: ejs('package.name') })}</p>`,
    visitDetails(t),
    arrivalNotes(t),
    `<p>${t('email:template.reminder.closing')}</p>`,
  ].join('\n');
}

/** The receipt email's body in the language of `t`. */
export function receiptTemplate(t: MessageTexts): string {
  return [
    `<p>${t('email:template.greeting', fullName)}</p>`,
    `<p>${t('email:template.receipt.received', { amountPaid: ejs('booking.amountPaid'), reference: ejs('registration.referenceNumber') })}</p>`,
    `<% if (booking.transactionId) { %><p>${t('email:template.receipt.transactionId', { transactionId: ejs('booking.transactionId') })}</p><% } %>`,
    `<% if (booking.paymentMethod) { %><p>${t('email:template.receipt.paymentMethod', { paymentMethod: ejs('booking.paymentMethod') })}</p><% } %>`,
    `<p>${t('email:template.receipt.attached')}</p>`,
    visitDetails(t),
    arrivalNotes(t),
  ].join('\n');
}

/** The cancellation email's body in the language of `t`. */
export function cancellationTemplate(t: MessageTexts): string {
  const clinicPhone = ejs('booking.clinicPhone');
  return [
    `<p>${t('email:template.greeting', fullName)}</p>`,
    `<p>${t('email:template.cancellation.cancelled', {
      date: ejs('timeslot.date'),
      time: ejs('timeslot.time'),
      reference: ejs('registration.referenceNumber'),
    })}</p>`,
    `<p>${t('email:template.cancellation.address', { visitAddress: ejs('booking.visitAddress') })}</p>`,
    `<% if (Number(booking.amountPaid) > 0) { %><p>${t('email:template.cancellation.refund', { amountPaid: ejs('booking.amountPaid') })}</p><% } else if (Number(booking.partnerPaid) === 0) { %><p>${t('email:template.cancellation.nothingPaid')}</p><% } %>`,
    `<% if (Number(booking.partnerPaid) > 0) { %><p>${t('email:template.cancellation.partnerPaid', {
      partnerPaid: ejs('booking.partnerPaid'),
      clinicPhone,
      clinicEmail: ejs('booking.clinicEmail'),
    })}</p><% } %>`,
    `<p>${t('email:template.cancellation.calendar', { clinicPhone })}</p>`,
  ].join('\n');
}

const english = messageTexts('en');
export const DEFAULT_CONFIRMATION_TEMPLATE = confirmationTemplate(english);
export const DEFAULT_REMINDER_TEMPLATE = reminderTemplate(english);
export const DEFAULT_RECEIPT_TEMPLATE = receiptTemplate(english);
export const DEFAULT_CANCELLATION_TEMPLATE = cancellationTemplate(english);

/** A language's own row of an English one: its key with the language's suffix, its description saying which. */
function inLanguage(language: Language, rows: readonly ConfigRow[]): ConfigRow[] {
  if (language === 'en') return [...rows];
  return rows.map((row) => ({
    configKey: localizedConfigKey(row.configKey, language),
    configValue: row.configValue,
    description: `${row.description}, in ${LANGUAGE_NAMES_IN_ENGLISH[language]}`,
  }));
}

/** The subjects and bodies of the emails in one language. */
function emailTemplateConfigs(language: Language): ConfigRow[] {
  const t = messageTexts(language);
  const reference = { reference: ejs('registration.referenceNumber') };
  return inLanguage(language, [
    {
      configKey: 'EMAIL_CONFIRMATION_SUBJECT',
      configValue: t('email:template.subject.confirmation', reference),
      description: 'Subject of the booking confirmation email (EJS)',
    },
    {
      configKey: 'EMAIL_CONFIRMATION_TEMPLATE',
      configValue: confirmationTemplate(t),
      description: 'Body of the booking confirmation email (EJS)',
    },
    {
      configKey: 'EMAIL_REMINDER_SUBJECT',
      configValue: t('email:template.subject.reminder', { time: ejs('timeslot.time') }),
      description: 'Subject of the reminder sent at 10:00 the day before the visit (EJS)',
    },
    {
      configKey: 'EMAIL_REMINDER_TEMPLATE',
      configValue: reminderTemplate(t),
      description: 'Body of the reminder email (EJS)',
    },
    {
      configKey: 'EMAIL_RECEIPT_SUBJECT',
      configValue: t('email:template.subject.receipt', reference),
      description: 'Subject of the receipt email sent when a payment completes (EJS)',
    },
    {
      configKey: 'EMAIL_RECEIPT_TEMPLATE',
      configValue: receiptTemplate(t),
      description: 'Body of the receipt email (EJS)',
    },
    {
      configKey: 'EMAIL_CANCELLATION_SUBJECT',
      configValue: t('email:template.subject.cancellation', reference),
      description: 'Subject of the email sent when a booking is cancelled (EJS)',
    },
    {
      configKey: 'EMAIL_CANCELLATION_TEMPLATE',
      configValue: cancellationTemplate(t),
      description: 'Body of the cancellation email (EJS)',
    },
  ]);
}

export const DEFAULT_EMAIL_CONFIGS: readonly ConfigRow[] = [
  {
    configKey: 'EMAIL_SENDER_NAME',
    configValue: 'Home Based Health Screening',
    description: 'Name shown as the sender',
  },
  {
    configKey: 'EMAIL_SENDER_ADDRESS',
    configValue: 'appointments@healthscreening.example.sg',
    description: 'Address emails are sent from',
  },
  ...emailTemplateConfigs('en'),
  ...LOCALIZED_LANGUAGES.flatMap(emailTemplateConfigs),
];

/**
 * Earlier default templates, by the sha256 of their value: in a row no admin has saved, the seed replaces
 * them with today's default (they showed the event's location where the visit's own address now shows).
 */
export const SUPERSEDED_DEFAULT_TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  // The second of each: before they linked "Manage your booking" (and the cancellation named no refund).
  EMAIL_CONFIRMATION_TEMPLATE: [
    '2563916eff5cc5f3fdf38e75f7fa8d91b961cf210207cf10ccdfd0647672b3ec',
    '7f5f4ef5b6ac7210822f53a0738469125ddf2f64c448881c250317d04f6b876d',
  ],
  EMAIL_REMINDER_TEMPLATE: [
    'fbf9433770e50edc7f9fb8a95619e6732ca942f39d0d31ba99897fea28b269e4',
    '541079c5c03f81bae9775af552628a8e7ea51d9207133afbcb78d8b9ae7733b0',
  ],
  EMAIL_RECEIPT_TEMPLATE: [
    '0b3a8c6a20ec896d581d0706310851a5c1909d9978b3eeb73486216929c1c529',
    '63eb8abaef20489d57b0d3d0c9b2077210ddf3d1af1a9914f4ffd407db128240',
  ],
  EMAIL_CANCELLATION_TEMPLATE: [
    'f9987ae29317f239f6ffc8edcd6cdac9b1c7682d40ae754e01462fae2b4335b1',
    '1ba0a14b520911dcf2e30a8f150e6edff13ed06a75f0d73ecb6ec1a8b6b0112f',
  ],
};

// Texts (DESIGN §8.5): short, plain (no markup; `<%= %>` does not escape in them), one or two SMS long
// (in Chinese and Tamil, two or three: an SMS of those is UCS-2, 70 characters a part).
// The SMS's "Reply STOP to opt out" is added after them, so no template can leave it out.

/** The texts' templates in one language. */
function textTemplateConfigs(language: Language): ConfigRow[] {
  const t = messageTexts(language);
  const brand = t('sms:brand');
  const reference = ejs('registration.referenceNumber');
  const visit = { date: ejs('timeslot.date'), time: ejs('timeslot.time') };
  const clinicPhone = ejs('booking.clinicPhone');
  return inLanguage(language, [
    {
      configKey: 'SMS_CONFIRMATION_TEMPLATE',
      configValue: t('sms:template.confirmation', {
        brand,
        reference,
        ...visit,
        payBy: `<% if (registration.status === 'pending_payment') { %>${t('sms:template.payBy', { paymentDueAt: ejs('booking.paymentDueAt') })}<% } %>`,
        manageUrl: ejs('text.manageUrl'),
      }),
      description: 'Text of the booking confirmation (EJS)',
    },
    {
      configKey: 'SMS_REMINDER_TEMPLATE',
      configValue: t('sms:template.reminder', { brand, reference, ...visit }),
      description: 'Text of the reminder sent at 10:00 the day before the visit (EJS)',
    },
    {
      configKey: 'SMS_RECEIPT_TEMPLATE',
      configValue: t('sms:template.receipt', { brand, reference, amountPaid: ejs('booking.amountPaid') }),
      description: 'Text sent when a payment completes (EJS)',
    },
    {
      configKey: 'SMS_RESCHEDULED_TEMPLATE',
      configValue: t('sms:template.rescheduled', { brand, reference, ...visit, clinicPhone }),
      description: 'Text sent when a visit moves to another date or time (EJS)',
    },
    {
      configKey: 'SMS_CANCELLATION_TEMPLATE',
      configValue: t('sms:template.cancellation', { brand, reference, date: visit.date, clinicPhone }),
      description: 'Text sent when a booking is cancelled (EJS)',
    },
    {
      configKey: 'SMS_CONTACT_CHANGED_TEMPLATE',
      configValue: t('sms:template.contactChanged', { brand, reference, clinicPhone }),
      description: "Text sent to the booking's number when its contact details change (EJS)",
    },
    {
      configKey: 'SMS_ON_MY_WAY_TEMPLATE',
      configValue: t('sms:template.onMyWay', { brand, reference, minutes: ejs('text.minutes') }),
      description: 'Text the nurse sends from the run sheet with the minutes to arrival (EJS)',
    },
  ]);
}

export const DEFAULT_TEXT_CONFIGS: readonly ConfigRow[] = [
  {
    configKey: 'TEXT_MESSAGE_CHANNEL',
    configValue: 'sms',
    description: "How texts reach customers' mobiles: sms, or whatsapp",
  },
  ...textTemplateConfigs('en'),
  ...LOCALIZED_LANGUAGES.flatMap(textTemplateConfigs),
];

const DEFAULTS = new Map(
  [...DEFAULT_EMAIL_CONFIGS, ...DEFAULT_TEXT_CONFIGS].map((row) => [row.configKey, row.configValue]),
);

/** The default value of a key (the fallback of a template that fails), if it has one. */
export function defaultEmailConfig(key: string): string | undefined {
  return DEFAULTS.get(key);
}
