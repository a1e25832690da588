import { describe, expect, it } from 'vitest';
import { configKeyName, emailPreviewRequestSchema, isEssentialConfigKey, previewKindOfKey } from './email-names';
import { isSubjectKey, isTemplateKey } from './email-schemas';
import { localizedConfigKey, splitConfigKey } from './localized-keys';
import { isTextTemplateKey } from './text-messages';

// The subjects' and templates' rows in the customers' other languages (DESIGN §8.10): the spec's key
// with the language as a suffix, named for staff in the (English) Email Templates tab.

describe('a configuration key in a language', () => {
  it('is the spec key in English and the key with a suffix in the others', () => {
    expect(localizedConfigKey('EMAIL_CONFIRMATION_TEMPLATE', 'en')).toBe('EMAIL_CONFIRMATION_TEMPLATE');
    expect(localizedConfigKey('EMAIL_CONFIRMATION_TEMPLATE', 'zh')).toBe('EMAIL_CONFIRMATION_TEMPLATE_ZH');
    expect(localizedConfigKey('SMS_REMINDER_TEMPLATE', 'ta')).toBe('SMS_REMINDER_TEMPLATE_TA');
    expect(splitConfigKey('EMAIL_RECEIPT_SUBJECT_MS')).toEqual({ key: 'EMAIL_RECEIPT_SUBJECT', language: 'ms' });
    expect(splitConfigKey('EMAIL_RECEIPT_SUBJECT')).toEqual({ key: 'EMAIL_RECEIPT_SUBJECT', language: 'en' });
    expect(splitConfigKey('FOOTER_NOTE_EN')).toEqual({ key: 'FOOTER_NOTE_EN', language: 'en' });
  });

  it('is a template, subject or text key as its English key is', () => {
    expect(isTemplateKey('EMAIL_CONFIRMATION_TEMPLATE_ZH')).toBe(true);
    expect(isTemplateKey('EMAIL_CONFIRMATION_SUBJECT_TA')).toBe(true);
    expect(isTemplateKey('EMAIL_SENDER_NAME_ZH')).toBe(false);
    expect(isSubjectKey('EMAIL_REMINDER_SUBJECT_MS')).toBe(true);
    expect(isSubjectKey('EMAIL_REMINDER_TEMPLATE_MS')).toBe(false);
    expect(isTextTemplateKey('SMS_ON_MY_WAY_TEMPLATE_ZH')).toBe(true);
    expect(isTextTemplateKey('SMS_ON_MY_WAY_TEMPLATE_FR')).toBe(false);
  });

  it('is named in the Email Templates tab with its language, kept from deletion, and previewed as its email', () => {
    expect(configKeyName('EMAIL_CONFIRMATION_TEMPLATE_ZH')).toBe('Booking confirmation: message (中文)');
    expect(configKeyName('EMAIL_REMINDER_SUBJECT_MS')).toBe('Reminder the day before: subject (Bahasa Melayu)');
    expect(configKeyName('SMS_CANCELLATION_TEMPLATE_TA')).toBe('Text message: cancellation (தமிழ்)');
    expect(configKeyName('EMAIL_CONFIRMATION_TEMPLATE')).toBe('Booking confirmation: message');
    expect(isEssentialConfigKey('EMAIL_CONFIRMATION_TEMPLATE_ZH')).toBe(true);
    expect(isEssentialConfigKey('SMS_ON_MY_WAY_TEMPLATE_TA')).toBe(true);
    // A key of staff's own with a suffix is theirs to delete.
    expect(isEssentialConfigKey('EMAIL_FOOTER_NOTE_ZH')).toBe(false);
    expect(isEssentialConfigKey('EMAIL_SENDER_NAME_ZH')).toBe(false);
    expect(previewKindOfKey('EMAIL_CANCELLATION_TEMPLATE_TA')).toBe('cancellation');
    expect(previewKindOfKey('SMS_CONFIRMATION_TEMPLATE_ZH')).toBeNull();
  });

  it('lets the preview ask for a language, and only one of the four', () => {
    expect(emailPreviewRequestSchema.parse({ kind: 'confirmation', language: 'ta' }).language).toBe('ta');
    expect(emailPreviewRequestSchema.safeParse({ kind: 'confirmation', language: 'fr' }).success).toBe(false);
  });
});
