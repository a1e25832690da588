/** Default email configuration rows; admins edit them in the Email Templates tab. */
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
    description: 'Subject of the booking confirmation email',
  },
  {
    configKey: 'EMAIL_CONFIRMATION_TEMPLATE',
    configValue: [
      '<p>Dear <%= registration.firstName %> <%= registration.lastName %>,</p>',
      '<p>Thank you for booking your home based health screening. Your reference number is <strong><%= registration.referenceNumber %></strong>.</p>',
      '<ul>',
      '<li>Package: <%= package.name %> (S$<%= package.price %>)</li>',
      '<li>Date: <%= timeslot.date %></li>',
      '<li>Time: <%= timeslot.time %></li>',
      '<li>Location: <%= event.location %></li>',
      '</ul>',
      '<p>Please be ready 15 minutes early, fast for 8 to 10 hours before the visit (plain water only) and have your ID with you.</p>',
      "<p>If you need to reschedule, please give us at least 24 hours' notice.</p>",
    ].join('\n'),
    description: 'Body of the booking confirmation email (EJS)',
  },
  {
    configKey: 'EMAIL_REMINDER_SUBJECT',
    configValue: 'Reminder: your health screening tomorrow',
    description: 'Subject of the reminder sent the day before the visit',
  },
  {
    configKey: 'EMAIL_REMINDER_TEMPLATE',
    configValue: [
      '<p>Dear <%= registration.firstName %>,</p>',
      '<p>This is a reminder that our nurse will visit you on <%= timeslot.date %> at <%= timeslot.time %> for your <%= package.name %> screening (reference <%= registration.referenceNumber %>).</p>',
      '<p>Please fast for 8 to 10 hours before the visit (plain water only) and wear loose short sleeves.</p>',
    ].join('\n'),
    description: 'Body of the reminder email (EJS)',
  },
];
