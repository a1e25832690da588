import {
  createLegacyBookingRequestSchema,
  createLegacyRegistrationFormSchema,
  isOlderFlowBody,
} from '@domain/bookings/older-flow-schemas';
import { ACCEPT_TERMS_MESSAGE } from '@domain/participants/messages';
import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import {
  CONSENT_VERSION_MESSAGE,
  consentVersionField,
  PRIVACY_CONSENT_LABEL,
  PRIVACY_CONSENT_LINK_TEXT,
  PRIVACY_CONSENT_REQUIRED_MESSAGE,
} from '@domain/privacy/personal-data';
import { describe, expect, it } from 'vitest';

const today = () => '2026-11-21';

const person = {
  firstName: 'Lim',
  lastName: 'Boon Keng',
  email: 'boon.keng@example.com',
  mobileNumber: '+65 8123 4567',
  gender: 'other',
  identificationNumber: 'S1234567D',
  dateOfBirth: '03/03/1970',
  vitalityMembershipNo: '',
  medicalConditions: '',
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the privacy consent texts', () => {
  it('link the words "privacy notice" once inside the label', () => {
    expect(PRIVACY_CONSENT_LABEL).toBe('I have read and agree to the privacy notice.');
    expect(PRIVACY_CONSENT_LABEL.split(PRIVACY_CONSENT_LINK_TEXT)).toHaveLength(2);
    expect(PRIVACY_CONSENT_REQUIRED_MESSAGE).toBe('Please agree to the privacy notice to continue.');
  });
});

describe('the older registration form', () => {
  const schema = createLegacyRegistrationFormSchema(today);
  const visit = { postalCode: '238801', address: '1 Orchard Road' };

  it('needs the privacy notice agreed to beside the terms, each with its own message', () => {
    expect(schema.safeParse({ ...person, ...visit, acceptTerms: true, privacyConsent: true }).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ...person, ...visit, acceptTerms: true, privacyConsent: false }))).toEqual([
      PRIVACY_CONSENT_REQUIRED_MESSAGE,
    ]);
    expect(messagesOf(schema.safeParse({ ...person, ...visit, acceptTerms: false }))).toEqual([
      ACCEPT_TERMS_MESSAGE,
      PRIVACY_CONSENT_REQUIRED_MESSAGE,
    ]);
  });
});

describe('consentVersion', () => {
  it('is optional, and a text of 1 to 40 characters when given', () => {
    for (const value of [undefined, PRIVACY_NOTICE_VERSION, 'v'.repeat(40)]) {
      expect(consentVersionField.safeParse(value).success).toBe(true);
    }
    for (const value of ['', 'v'.repeat(41), 20261126, null, false]) {
      expect(messagesOf(consentVersionField.safeParse(value))).toEqual([CONSENT_VERSION_MESSAGE]);
    }
  });

  it('leaves an older-flow body an older-flow body', () => {
    const request = {
      eventId: 1,
      packageId: 2,
      timeslotId: 3,
      ...person,
      vitalityMembershipNo: null,
      consentVersion: PRIVACY_NOTICE_VERSION,
    };
    expect(isOlderFlowBody(request)).toBe(true);
    expect(createLegacyBookingRequestSchema(today).parse(request).consentVersion).toBe(PRIVACY_NOTICE_VERSION);
  });
});
