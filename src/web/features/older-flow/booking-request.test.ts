import { ADDRESS_REQUIRED_MESSAGE, POSTAL_CODE_MESSAGE } from '@domain/bookings/messages';
import { isOlderFlowBody, legacyBookingRequestSchema } from '@domain/bookings/older-flow-schemas';
import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import { describe, expect, it } from 'vitest';
import { buildLegacyBookingRequest, type RegistrationFormInput, registrationFormSchema } from './booking-request';

const details = { eventId: 1, packageId: 2, timeslotId: 31 };

const form: RegistrationFormInput = {
  firstName: 'Mei Ling',
  lastName: 'Tan',
  email: 'meiling@example.com',
  mobileNumber: '91234567',
  gender: 'female',
  identificationNumber: 's7654321f',
  dateOfBirth: '15/05/1990',
  vitalityMembershipNo: '',
  medicalConditions: '',
  postalCode: '238801',
  address: '1 Orchard Road',
  unitNumber: '',
  acceptTerms: true,
  privacyConsent: true,
  smsReminders: true,
};

describe('older flow: the booking request', () => {
  it("names the language of the page, which the booking's messages are in", () => {
    expect(buildLegacyBookingRequest(details, registrationFormSchema.parse(form), 'ta')).toHaveProperty(
      'language',
      'ta',
    );
  });

  it("is spec 000 §3's, with the notice's version and the ticked SMS reminders, without the page's ticks", () => {
    const request = buildLegacyBookingRequest(details, registrationFormSchema.parse(form));
    expect(request).toMatchObject({
      eventId: 1,
      packageId: 2,
      timeslotId: 31,
      identificationNumber: 'S7654321F',
      dateOfBirth: '1990-05-15',
      vitalityMembershipNo: null,
      medicalConditions: '',
      consentVersion: PRIVACY_NOTICE_VERSION,
      smsReminders: true,
      language: 'en',
      postalCode: '238801',
      address: '1 Orchard Road',
      unitNumber: null,
      flow: 'older',
    });
    expect(request).not.toHaveProperty('acceptTerms');
    expect(request).not.toHaveProperty('privacyConsent');
    expect(legacyBookingRequestSchema.safeParse(request).success).toBe(true);
    // With an address, the body still reads as the older flow's on POST /api/registrations.
    expect(isOlderFlowBody(request)).toBe(true);
  });

  it('asks for the visit’s postal code and address, checked as the wizard checks them', () => {
    const result = registrationFormSchema.safeParse({ ...form, postalCode: '2388', address: ' ' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages).toEqual({ postalCode: POSTAL_CODE_MESSAGE, address: ADDRESS_REQUIRED_MESSAGE });
  });

  it('sends an unticked "Send me SMS reminders" as false, not left out', () => {
    const request = buildLegacyBookingRequest(details, registrationFormSchema.parse({ ...form, smsReminders: false }));
    expect(JSON.parse(JSON.stringify(request))).toHaveProperty('smsReminders', false);
  });

  it('needs the box answered: the form holds a yes or a no', () => {
    const { smsReminders: _missing, ...withoutBox } = form;
    expect(registrationFormSchema.safeParse(withoutBox).success).toBe(false);
  });
});
