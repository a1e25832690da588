import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CANCELLATION_TEMPLATE,
  DEFAULT_CONFIRMATION_TEMPLATE,
  DEFAULT_EMAIL_CONFIGS,
  DEFAULT_RECEIPT_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
} from '../../db/email-defaults';
import { sampleBooking } from './samples';
import { compileTemplate, renderTemplate, TemplateError } from './templates';
import { templateVariables } from './variables';

const failure = (run: () => unknown): TemplateError => {
  try {
    run();
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error('expected a TemplateError');
};

describe('templates', () => {
  it('escapes what <%= %> writes, and leaves a subject unescaped', () => {
    const variables = { registration: { firstName: '<script>alert(1)</script>' }, package: { name: 'A & B' } };
    expect(renderTemplate('<p><%= registration.firstName %> <%= package.name %></p>', variables)).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; A &amp; B</p>',
    );
    expect(renderTemplate('Booking of <%= package.name %>', variables, 'none')).toBe('Booking of A & B');
  });

  it('names the line and the reason of a syntax error', () => {
    const error = failure(() => compileTemplate('<p>Dear</p>\n<p>\n<%= registration.firstName ) %>\n</p>'));
    expect(error.line).toBe(3);
    expect(error.reason).toBe("Unexpected token ')'");
  });

  it('names the line of a block left open and of a tag left open', () => {
    expect(failure(() => compileTemplate('<p>\n\n<% if (registration) { %>\n<p>x</p>\n')).line).toBe(3);
    const unclosed = failure(() => compileTemplate('<p>\n<%= registration.firstName\n</p>'));
    expect(unclosed.line).toBe(2);
    expect(unclosed.reason).toContain('Could not find matching close tag');
  });

  it('names the line of a failure while rendering', () => {
    const error = failure(() => renderTemplate('<p>\n<%= registration.missing.name %>\n</p>', { registration: {} }));
    expect(error.line).toBe(2);
    expect(error.reason).toContain("reading 'name'");
  });

  it('stops a template that loops, and gives it nothing of the server', () => {
    expect(failure(() => renderTemplate('<% while (true) {} %>', {})).reason).toContain('timed out');
    expect(failure(() => renderTemplate('<%= process.env.HOME %>', {})).reason).toContain('process is not defined');
    expect(renderTemplate('<%= typeof require %>', {})).toBe('undefined');
    // The constructor of a template's own objects leads to its own realm, where code from strings is off.
    expect(
      failure(() => renderTemplate('<%= this.constructor.constructor("return process")() %>', {})).reason,
    ).toContain('Code generation from strings disallowed');
  });

  it('renders every default template with the variables the emails give', () => {
    for (const type of ['confirmation', 'receipt'] as const) {
      const variables = templateVariables(sampleBooking(type, new Date('2026-11-21T02:00:00Z')), {
        publicBaseUrl: 'http://localhost:5000',
      });
      for (const config of DEFAULT_EMAIL_CONFIGS) {
        if (!/_(SUBJECT|TEMPLATE)$/.test(config.configKey)) continue;
        expect(() => renderTemplate(config.configValue, variables)).not.toThrow();
      }
    }
  });

  it("gives the arrival notes and the 24 hours' notice to reschedule in the visit emails", () => {
    const variables = templateVariables(sampleBooking('confirmation', new Date('2026-11-21T02:00:00Z')), {
      publicBaseUrl: 'http://localhost:5000',
    });
    for (const template of [DEFAULT_CONFIRMATION_TEMPLATE, DEFAULT_REMINDER_TEMPLATE, DEFAULT_RECEIPT_TEMPLATE]) {
      const html = renderTemplate(template, variables);
      expect(html).toContain('15 minutes before');
      expect(html).toContain("at least 24 hours' notice to reschedule");
    }
    const confirmation = renderTemplate(DEFAULT_CONFIRMATION_TEMPLATE, variables);
    expect(confirmation).toContain('Amount due: S$265.04');
    expect(confirmation).toContain('http://localhost:5000/booking/confirmation/HS0000-0000-0000');
    expect(renderTemplate(DEFAULT_CANCELLATION_TEMPLATE, variables)).toContain('has been cancelled');
  });
});
