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
 */

const ARRIVAL_NOTES = [
  '<h3 style="margin:20px 0 8px;font-size:15px;color:#134e4a;">Before the visit</h3>',
  '<ul style="padding-left:20px;margin:0 0 16px;">',
  '<li>Please be ready at home 15 minutes before the appointment time.</li>',
  '<li>Fast for 8 to 10 hours before the visit (plain water is fine) and keep taking your usual medication unless your doctor said otherwise.</li>',
  '<li>Have your NRIC or FIN card at hand, and wear a top with loose or short sleeves.</li>',
  '</ul>',
  '<p>Need another date or time, or to change who is screened? Do it online on <a href="<%= booking.manageUrl %>">Manage your booking</a>, where you can also cancel. Within 24 hours of the visit, please call <%= booking.clinicPhone %>.</p>',
].join('\n');

const VISIT_DETAILS = [
  '<table role="presentation" style="border-collapse:collapse;margin:12px 0 16px;">',
  '<tr><td style="padding:3px 16px 3px 0;color:#64748b;">Reference number</td><td style="padding:3px 0;"><strong><%= registration.referenceNumber %></strong></td></tr>',
  '<tr><td style="padding:3px 16px 3px 0;color:#64748b;">Screening</td><td style="padding:3px 0;"><%= event.name %></td></tr>',
  '<tr><td style="padding:3px 16px 3px 0;color:#64748b;">Package</td><td style="padding:3px 0;"><%= package.name %></td></tr>',
  '<tr><td style="padding:3px 16px 3px 0;color:#64748b;">Date</td><td style="padding:3px 0;"><%= timeslot.date %></td></tr>',
  '<tr><td style="padding:3px 16px 3px 0;color:#64748b;">Time</td><td style="padding:3px 0;"><%= timeslot.time %></td></tr>',
  '<tr><td style="padding:3px 16px 3px 0;color:#64748b;vertical-align:top;">Visit address</td><td style="padding:3px 0;"><%= booking.visitAddress %></td></tr>',
  '<% if (booking.persons > 1) { %><tr><td style="padding:3px 16px 3px 0;color:#64748b;">People</td><td style="padding:3px 0;"><%= booking.persons %></td></tr><% } %>',
  '</table>',
].join('\n');

export const DEFAULT_CONFIRMATION_TEMPLATE = [
  '<p>Dear <%= registration.firstName %> <%= registration.lastName %>,</p>',
  '<p>Thank you for booking your home based health screening. Our nurse will visit you at home on <strong><%= timeslot.date %></strong> at <strong><%= timeslot.time %></strong>.</p>',
  VISIT_DETAILS,
  "<% if (registration.status === 'pending_payment') { %>",
  '<p><strong>Amount due: S$<%= booking.amountDue %></strong> (total S$<%= booking.totalAmount %>, GST included). Your invoice is attached. Please pay by <%= booking.paymentDueAt %> to keep your appointment: <a href="<%= booking.url %>">pay online</a>.</p>',
  "<% } else if (registration.status === 'paid') { %>",
  '<p>Your booking is paid (S$<%= booking.totalAmount %>, GST included). Your receipt is attached.</p>',
  '<% } else { %>',
  '<p>The amount of S$<%= booking.totalAmount %> (GST included) is paid on the day of the visit.</p>',
  '<% } %>',
  ARRIVAL_NOTES,
  '<p>The calendar file attached adds the visit to your calendar. You can see your booking at any time: <a href="<%= booking.url %>"><%= booking.url %></a>.</p>',
  '<p>We look forward to seeing you.</p>',
].join('\n');

export const DEFAULT_REMINDER_TEMPLATE = [
  '<p>Dear <%= registration.firstName %>,</p>',
  '<p>This is a reminder that our nurse will visit you <strong>tomorrow, <%= timeslot.date %>, at <%= timeslot.time %></strong> for your <%= package.name %> screening.</p>',
  VISIT_DETAILS,
  ARRIVAL_NOTES,
  '<p>See you tomorrow.</p>',
].join('\n');

export const DEFAULT_RECEIPT_TEMPLATE = [
  '<p>Dear <%= registration.firstName %> <%= registration.lastName %>,</p>',
  '<p>We have received your payment of <strong>S$<%= booking.amountPaid %></strong> for booking <strong><%= registration.referenceNumber %></strong>. Thank you.</p>',
  '<% if (booking.transactionId) { %><p>Transaction ID: <%= booking.transactionId %></p><% } %>',
  '<% if (booking.paymentMethod) { %><p>Payment method: <%= booking.paymentMethod %></p><% } %>',
  '<p>Your receipt is attached. Your appointment:</p>',
  VISIT_DETAILS,
  ARRIVAL_NOTES,
].join('\n');

export const DEFAULT_CANCELLATION_TEMPLATE = [
  '<p>Dear <%= registration.firstName %> <%= registration.lastName %>,</p>',
  '<p>Your home based health screening on <strong><%= timeslot.date %></strong> at <strong><%= timeslot.time %></strong> (reference <strong><%= registration.referenceNumber %></strong>) has been cancelled.</p>',
  '<p>The visit was to be at: <%= booking.visitAddress %></p>',
  '<% if (Number(booking.amountPaid) > 0) { %><p><strong>Refund: S$<%= booking.amountPaid %></strong>. The amount you paid goes back to the card or account you paid with; it may take 5 to 10 working days to appear on your statement.</p><% } else if (Number(booking.partnerPaid) === 0) { %><p>Nothing was paid for this booking, so there is nothing to refund.</p><% } %>',
  '<% if (Number(booking.partnerPaid) > 0) { %><p>The S$<%= booking.partnerPaid %> paid through the partner service is not refunded by this site: please call <%= booking.clinicPhone %> or email <%= booking.clinicEmail %> and the clinic will handle it.</p><% } %>',
  '<p>The calendar file attached removes the visit from your calendar. Did we get this wrong? Reply to this email or call <%= booking.clinicPhone %>. You are welcome to book a new screening on our website at any time.</p>',
].join('\n');

export const DEFAULT_EMAIL_CONFIGS: readonly { configKey: string; configValue: string; description: string }[] = [
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
  {
    configKey: 'EMAIL_CONFIRMATION_SUBJECT',
    configValue: 'Your health screening booking <%= registration.referenceNumber %>',
    description: 'Subject of the booking confirmation email (EJS)',
  },
  {
    configKey: 'EMAIL_CONFIRMATION_TEMPLATE',
    configValue: DEFAULT_CONFIRMATION_TEMPLATE,
    description: 'Body of the booking confirmation email (EJS)',
  },
  {
    configKey: 'EMAIL_REMINDER_SUBJECT',
    configValue: 'Reminder: your health screening tomorrow at <%= timeslot.time %>',
    description: 'Subject of the reminder sent at 10:00 the day before the visit (EJS)',
  },
  {
    configKey: 'EMAIL_REMINDER_TEMPLATE',
    configValue: DEFAULT_REMINDER_TEMPLATE,
    description: 'Body of the reminder email (EJS)',
  },
  {
    configKey: 'EMAIL_RECEIPT_SUBJECT',
    configValue: 'Payment received for booking <%= registration.referenceNumber %>',
    description: 'Subject of the receipt email sent when a payment completes (EJS)',
  },
  {
    configKey: 'EMAIL_RECEIPT_TEMPLATE',
    configValue: DEFAULT_RECEIPT_TEMPLATE,
    description: 'Body of the receipt email (EJS)',
  },
  {
    configKey: 'EMAIL_CANCELLATION_SUBJECT',
    configValue: 'Your health screening booking <%= registration.referenceNumber %> is cancelled',
    description: 'Subject of the email sent when a booking is cancelled (EJS)',
  },
  {
    configKey: 'EMAIL_CANCELLATION_TEMPLATE',
    configValue: DEFAULT_CANCELLATION_TEMPLATE,
    description: 'Body of the cancellation email (EJS)',
  },
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

// Texts (DESIGN §8.5): short, plain (no markup; `<%= %>` does not escape in them), one or two SMS long.
// The SMS's "Reply STOP to opt out" is added after them, so no template can leave it out.
const BRAND = 'Home Based Health Screening';

export const DEFAULT_TEXT_CONFIGS: readonly { configKey: string; configValue: string; description: string }[] = [
  {
    configKey: 'TEXT_MESSAGE_CHANNEL',
    configValue: 'sms',
    description: "How texts reach customers' mobiles: sms, or whatsapp",
  },
  {
    configKey: 'SMS_CONFIRMATION_TEMPLATE',
    configValue: `${BRAND}: booking <%= registration.referenceNumber %> for a home visit on <%= timeslot.date %> at <%= timeslot.time %>.<% if (registration.status === 'pending_payment') { %> Please pay by <%= booking.paymentDueAt %>.<% } %> Manage it: <%= text.manageUrl %>`,
    description: 'Text of the booking confirmation (EJS)',
  },
  {
    configKey: 'SMS_REMINDER_TEMPLATE',
    configValue: `${BRAND}: our nurse visits you tomorrow, <%= timeslot.date %> at <%= timeslot.time %> (ref <%= registration.referenceNumber %>). Please fast 8-10 hours before; plain water is fine.`,
    description: 'Text of the reminder sent at 10:00 the day before the visit (EJS)',
  },
  {
    configKey: 'SMS_RECEIPT_TEMPLATE',
    configValue: `${BRAND}: we received your payment of S$<%= booking.amountPaid %> for booking <%= registration.referenceNumber %>. Thank you.`,
    description: 'Text sent when a payment completes (EJS)',
  },
  {
    configKey: 'SMS_RESCHEDULED_TEMPLATE',
    configValue: `${BRAND}: your home visit <%= registration.referenceNumber %> is now on <%= timeslot.date %> at <%= timeslot.time %>. Not you? Call <%= booking.clinicPhone %>.`,
    description: 'Text sent when a visit moves to another date or time (EJS)',
  },
  {
    configKey: 'SMS_CANCELLATION_TEMPLATE',
    configValue: `${BRAND}: booking <%= registration.referenceNumber %> on <%= timeslot.date %> is cancelled. Questions? Call <%= booking.clinicPhone %>.`,
    description: 'Text sent when a booking is cancelled (EJS)',
  },
  {
    configKey: 'SMS_CONTACT_CHANGED_TEMPLATE',
    configValue: `${BRAND}: the contact details of booking <%= registration.referenceNumber %> were changed. Not you? Call <%= booking.clinicPhone %> at once.`,
    description: "Text sent to the booking's number when its contact details change (EJS)",
  },
  {
    configKey: 'SMS_ON_MY_WAY_TEMPLATE',
    configValue: `${BRAND}: your nurse is on the way and should arrive in about <%= text.minutes %> minutes. Ref <%= registration.referenceNumber %>.`,
    description: 'Text the nurse sends from the run sheet with the minutes to arrival (EJS)',
  },
];

/** The default value of a key (the fallback of a template that fails), if it has one. */
export function defaultEmailConfig(key: string): string | undefined {
  return [...DEFAULT_EMAIL_CONFIGS, ...DEFAULT_TEXT_CONFIGS].find((config) => config.configKey === key)?.configValue;
}
