import {
  EMAIL_TEMPLATE_VARIABLES,
  emailConfigFormSchema,
  emailConfigUpdateSchema,
  testEmailFormSchema,
  testEmailQuerySchema,
} from '@domain/notifications/email-schemas';
import { describe, expect, it } from 'vitest';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('email configuration form', () => {
  it("answers with the spec's messages for a key, value and description out of bounds", () => {
    expect(messagesOf(emailConfigFormSchema.safeParse({ configKey: 'AB', configValue: 'abc' }))).toEqual([
      'Key must be at least 3 characters',
    ]);
    expect(messagesOf(emailConfigFormSchema.safeParse({ configKey: 'K'.repeat(51), configValue: 'abc' }))).toEqual([
      'Key must be less than 50 characters',
    ]);
    expect(messagesOf(emailConfigFormSchema.safeParse({ configKey: 'KEY', configValue: 'ab' }))).toEqual([
      'Value must be at least 3 characters',
    ]);
    expect(
      messagesOf(
        emailConfigFormSchema.safeParse({ configKey: 'KEY', configValue: 'abc', description: 'd'.repeat(201) }),
      ),
    ).toEqual(['Description must be less than 200 characters']);
  });

  it('takes a key of exactly 50 characters and stores an empty description as null', () => {
    const parsed = emailConfigFormSchema.parse({ configKey: 'K'.repeat(50), configValue: 'abc', description: '' });
    expect(parsed.description).toBeNull();
  });

  it('lets the edit form leave the key out', () => {
    expect(emailConfigUpdateSchema.parse({ configValue: 'abcd' })).toEqual({ configValue: 'abcd', description: null });
  });
});

describe('test email', () => {
  it("refuses a recipient without '@' with the spec's message", () => {
    expect(messagesOf(testEmailFormSchema.safeParse({ email: 'someone', type: 'receipt' }))).toEqual([
      'Please enter a valid email address',
    ]);
    expect(messagesOf(testEmailQuerySchema.safeParse({ email: '', type: 'invoice' }))).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it('previews without a recipient, and reads render=1 as a flag', () => {
    expect(testEmailQuerySchema.parse({ type: 'receipt', render: '1' })).toEqual({ type: 'receipt', render: true });
    expect(testEmailQuerySchema.parse({ email: 'a@b.sg' })).toEqual({
      email: 'a@b.sg',
      type: 'confirmation',
      render: false,
    });
  });
});

it('lists the template variables of the spec', () => {
  expect(EMAIL_TEMPLATE_VARIABLES.map((variable) => variable.name)).toEqual([
    'registration.referenceNumber',
    'registration.firstName',
    'registration.lastName',
    'registration.email',
    'registration.phoneNumber',
    'registration.identificationNumber',
    'registration.dateOfBirth',
    'registration.postalCode',
    'registration.status',
    'event.name',
    'event.location',
    'package.name',
    'package.price',
    'timeslot.date',
    'timeslot.time',
  ]);
});
