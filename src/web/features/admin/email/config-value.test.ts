import { EMAIL_CONFIG_KEY_READ_ONLY_MESSAGE } from '@domain/notifications/email-messages';
import type { EmailConfig } from '@domain/notifications/email-schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  configValueKind,
  emailKindLabel,
  isEmailKey,
  lastUpdatedText,
  missingConfigKeys,
  serverFieldErrors,
  sortConfigs,
  truncateConfigValue,
} from './config-value';

const config = (id: number, configKey: string): EmailConfig => ({
  id,
  configKey,
  configValue: 'value',
  description: null,
  updatedAt: '2026-11-21T02:05:00Z',
  createdAt: '2026-11-21T02:05:00Z',
  lastUpdatedBy: null,
});

describe('email configuration values', () => {
  it('cuts a value at 30 characters and adds an ellipsis (spec 001 §9)', () => {
    expect(truncateConfigValue('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateConfigValue('a'.repeat(31))).toBe(`${'a'.repeat(30)}...`);
    expect(truncateConfigValue('Your health screening booking <%= registration.referenceNumber %>')).toBe(
      'Your health screening booking ...',
    );
    expect(truncateConfigValue('short')).toBe('short');
  });

  it('shows a template on one line and never cuts a character in half', () => {
    expect(truncateConfigValue('<p>\n  Dear <%= registration.firstName %>')).toBe('<p> Dear <%= registration.firs...');
    expect(truncateConfigValue(`${'a'.repeat(29)}😀😀`)).toBe(`${'a'.repeat(29)}😀...`);
  });

  it("shows the last update as Singapore time, or 'N/A'", () => {
    expect(lastUpdatedText('2026-11-21T02:05:00Z')).toBe('21/11/2026, 10:05 AM');
    expect(lastUpdatedText(null)).toBe('N/A');
    expect(lastUpdatedText('')).toBe('N/A');
    expect(lastUpdatedText('not a date')).toBe('N/A');
  });

  it('edits an address in an email input, a template in a multi-line editor, anything else as text', () => {
    expect(configValueKind('EMAIL_SENDER_ADDRESS')).toBe('email');
    // The spec's rule as written: the key's name includes 'email'.
    expect(configValueKind('support_email')).toBe('email');
    expect(configValueKind('EMAIL_CONFIRMATION_TEMPLATE')).toBe('template');
    expect(configValueKind('EMAIL_RECEIPT_TEMPLATE')).toBe('template');
    // Every key the emails read starts with EMAIL_: that alone does not make its value an address.
    expect(configValueKind('EMAIL_CONFIRMATION_SUBJECT')).toBe('text');
    expect(configValueKind('EMAIL_SENDER_NAME')).toBe('text');
    expect(configValueKind('')).toBe('text');
  });

  it('offers the keys the emails read that the list is missing', () => {
    const missing = missingConfigKeys([config(1, 'EMAIL_SENDER_NAME'), config(2, 'EMAIL_SENDER_ADDRESS')]);
    expect(missing).toContain('EMAIL_CONFIRMATION_TEMPLATE');
    expect(missing).not.toContain('EMAIL_SENDER_NAME');
    expect(missing).not.toContain('EMAIL_SENDER_ADDRESS');
    expect(isEmailKey('EMAIL_REMINDER_SUBJECT')).toBe(true);
    expect(isEmailKey('CUSTOM_FOOTER')).toBe(false);
  });

  it('lists configurations by key without changing the list it was given', () => {
    const list = [config(1, 'EMAIL_SENDER_NAME'), config(2, 'EMAIL_CONFIRMATION_SUBJECT')];
    expect(sortConfigs(list).map((c) => c.id)).toEqual([2, 1]);
    expect(list.map((c) => c.id)).toEqual([1, 2]);
  });

  it("puts a refused template's line and reason under the value field", () => {
    const refused = new ApiError(400, 'Template error on line 3: Unexpected token', {
      success: false,
      message: 'Template error on line 3: Unexpected token',
      errors: [
        { path: 'configValue', message: 'Template error on line 3: Unexpected token' },
        { path: 'configKey', message: EMAIL_CONFIG_KEY_READ_ONLY_MESSAGE },
        { path: 'somethingElse', message: 'ignored' },
      ],
    });
    expect(serverFieldErrors(refused)).toEqual([
      { field: 'configValue', message: 'Template error on line 3: Unexpected token' },
      { field: 'configKey', message: EMAIL_CONFIG_KEY_READ_ONLY_MESSAGE },
    ]);
    expect(serverFieldErrors(new ApiError(409, 'A configuration with this key already exists'))).toEqual([]);
    expect(serverFieldErrors(new Error('network'))).toEqual([]);
  });

  it("names an outbox message's kind", () => {
    expect(emailKindLabel('reminder')).toBe('Reminder');
    expect(emailKindLabel('on-my-way')).toBe('On my way');
    expect(emailKindLabel('contact-changed')).toBe('Contact changed');
  });
});
