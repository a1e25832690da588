interface TemplateVariable {
  name: string;
  description: string;
  example: string;
}

/** Variables by the object they belong to ('registration.', 'event.', …), in the order first met. */
export function groupVariables<T extends Pick<TemplateVariable, 'name'>>(
  variables: readonly T[],
): { prefix: string; variables: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const variable of variables) {
    const dot = variable.name.indexOf('.');
    const prefix = dot === -1 ? '' : variable.name.slice(0, dot + 1);
    groups.set(prefix, [...(groups.get(prefix) ?? []), variable]);
  }
  return [...groups].map(([prefix, members]) => ({ prefix, variables: members }));
}

/** The Help tab's template syntax guide: each EJS tag, what it does, and an example. */
export const TEMPLATE_SYNTAX: readonly { tag: string; meaning: string; example: string }[] = [
  {
    tag: '<%= … %>',
    meaning: 'Prints a value, HTML-escaped: always use it for names, addresses and anything a customer typed.',
    example: '<p>Dear <%= registration.firstName %>,</p>',
  },
  {
    tag: '<% … %>',
    meaning: 'Runs a condition or a loop without printing anything.',
    example: "<% if (registration.status === 'paid') { %>\n  <p>Thank you for your payment.</p>\n<% } %>",
  },
  {
    tag: '<%# … %>',
    meaning: 'A comment for staff: it is not part of the email.',
    example: '<%# Arrival notes agreed with the nurses %>',
  },
  {
    tag: '<%- … %>',
    meaning: 'Prints without escaping. Only for HTML written here, never for a customer’s data.',
    example: "<%- '<hr>' %>",
  },
];

/** A short template using the spec's variables, shown under the guide. */
export const SAMPLE_TEMPLATE = `<p>Dear <%= registration.firstName %> <%= registration.lastName %>,</p>
<p>Your <%= package.name %> screening (<%= registration.referenceNumber %>) is on
<%= timeslot.date %> at <%= timeslot.time %>.</p>
<% if (registration.status === 'pending_payment') { %>
  <p>Please complete your payment: <a href="<%= booking.url %>">view your booking</a>.</p>
<% } %>
<p>Please be ready 15 minutes before the appointment time, and give us at least 24 hours' notice to reschedule.</p>`;
