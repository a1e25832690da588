import { bookingRequestSchema, personalDetailsSchema } from '@domain/bookings/schemas';
import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import { describe, expect, it } from 'vitest';
import { priceWizardBooking } from '../pricing/booking-pricing';
import { buildRegistrationRequest } from './booking-request';
import { householdMemberFixture } from './test-fixtures';

const packages = [
  { id: 1, name: 'Premium', description: null, price: '118.00', aiaPrice: '106.20' },
  { id: 2, name: 'Comprehensive', description: null, price: '198.00', aiaPrice: '178.20' },
];

const details = personalDetailsSchema.parse({
  firstName: 'Mei Ling',
  lastName: 'Tan',
  email: 'meiling@example.com',
  mobileNumber: '91234567',
  gender: 'female',
  identificationNumber: 's7654321f',
  dateOfBirth: '15/05/1990',
  postalCode: '238801',
  address: '1 Orchard Road',
  unitNumber: '',
  medicalConditions: '',
  vitalityMembershipNo: '',
});

const members = [householdMemberFixture];

describe('booking request', () => {
  it('sends what the server schema accepts, with the household and the total the order summary shows', () => {
    const pricing = priceWizardBooking({
      packages,
      mainName: 'Mei Ling Tan',
      mainPackageId: 1,
      members,
      isMember: false,
      discount: { type: 'percentage', value: '10' },
    });
    const request = buildRegistrationRequest({
      eventId: 1,
      packageId: 1,
      timeslotId: 9,
      details,
      members,
      membership: { isMember: false, isAiaMember: false, isVitalityMember: false },
      discount: {
        code: 'WELCOME10',
        discountAmount: '28.44',
        type: 'percentage',
        value: '10',
        description: '',
        discountIdentifierId: 4,
        validatedFor: 'x',
      },
      breakdown: pricing!.breakdown,
      smsReminders: true,
      language: 'en',
    });
    expect(bookingRequestSchema.safeParse(request).success).toBe(true);
    expect(request).toMatchObject({
      identificationNumber: 'S7654321F',
      dateOfBirth: '1990-05-15',
      aiaMemberId: '',
      // The code's text travels with its id: the server redeems the id only when the two match.
      discountCodeId: 4,
      discountCode: 'WELCOME10',
      // (118 + 198) × 0.95 = 300.20; − 10% = 270.18; + 9% GST = 294.50
      totalAmount: '294.50',
      // Confirm is refused until the privacy notice is agreed to (DESIGN §8.3).
      consentVersion: PRIVACY_NOTICE_VERSION,
      participants: [
        { firstName: 'Wei Jie', lastName: 'Tan', identificationNumber: 'S8012345J', gender: 'Male', packageId: 2 },
      ],
    });
    expect(request.totalAmount).toBe(pricing!.breakdown.total);
    expect(request).not.toHaveProperty('vitalityMembershipNo');
  });

  it('names the member ID only for a verified member', () => {
    const pricing = priceWizardBooking({
      packages,
      mainName: 'Mei Ling Tan',
      mainPackageId: 1,
      members: [],
      isMember: true,
      discount: null,
    });
    expect(pricing!.breakdown.subtotal).toBe('106.20');
    const request = buildRegistrationRequest({
      eventId: 1,
      packageId: 1,
      timeslotId: 9,
      details,
      members: [],
      membership: { isMember: true, isAiaMember: true, isVitalityMember: false },
      discount: null,
      breakdown: pricing!.breakdown,
      smsReminders: true,
      language: 'en',
    });
    expect(request).toMatchObject({
      isAiaMember: true,
      aiaMemberId: 'S7654321F',
      discountCodeId: null,
      discountCode: null,
      participants: [],
    });
    expect(bookingRequestSchema.safeParse(request).success).toBe(true);
  });

  it("carries the partner's booking code and what was paid there, with the total before that payment", () => {
    const pricing = priceWizardBooking({
      packages,
      mainName: 'Mei Ling Tan',
      mainPackageId: 2,
      members: [],
      isMember: false,
      discount: null,
      partnerPaid: '50.00',
    });
    const request = buildRegistrationRequest({
      eventId: 2,
      packageId: 2,
      timeslotId: 9,
      details,
      members: [],
      membership: { isMember: false, isAiaMember: false, isVitalityMember: false },
      discount: null,
      breakdown: pricing!.breakdown,
      partner: {
        bookingCode: '100000000002',
        firstName: 'Mei Ling',
        lastName: 'Tan',
        email: 'meiling@example.com',
        identificationNumber: 'S7654321F',
        dateOfBirth: '1990-05-15',
        postalCode: '238801',
        unitNumber: '',
        address: '1 Orchard Road',
        mobileNumber: '91234567',
        referenceId: 2,
        isFromWhitecoat: true,
        whitecoatPaidAmount: '50.00',
        isPaidInWhitecoat: false,
        autoSelectPackage: true,
        systemPackageName: 'Comprehensive',
        whitecoatPackageName: 'Comprehensive',
      },
      smsReminders: true,
      language: 'en',
    });
    expect(request).toMatchObject({
      whitecoatBookingCode: '100000000002',
      isFromWhitecoat: true,
      whitecoatPaidAmount: '50.00',
      isPaidInWhitecoat: false,
      // The server compares the total before the partner's payment: 198 + 9% GST.
      totalAmount: '215.82',
    });
    expect(bookingRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends the review step\'s "Send me SMS reminders" as it is, ticked or not', () => {
    const pricing = priceWizardBooking({
      packages,
      mainName: 'Mei Ling Tan',
      mainPackageId: 1,
      members: [],
      isMember: false,
      discount: null,
    });
    const requestWith = (smsReminders: boolean) =>
      buildRegistrationRequest({
        eventId: 1,
        packageId: 1,
        timeslotId: 9,
        details,
        members: [],
        membership: { isMember: false, isAiaMember: false, isVitalityMember: false },
        discount: null,
        breakdown: pricing!.breakdown,
        smsReminders,
        language: 'zh',
      });
    // false is sent too: a missing field would be read as the server's default, true.
    expect(requestWith(true).language).toBe('zh');
    expect(requestWith(true).smsReminders).toBe(true);
    expect(requestWith(false).smsReminders).toBe(false);
    expect(JSON.parse(JSON.stringify(requestWith(false)))).toHaveProperty('smsReminders', false);
    expect(bookingRequestSchema.safeParse(requestWith(false)).success).toBe(true);
  });
});
