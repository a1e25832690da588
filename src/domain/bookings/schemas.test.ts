import { ID_NUMBER_INVALID_MESSAGE } from '@domain/bookings/hold-messages';
import {
  ADDRESS_REQUIRED_MESSAGE,
  DATE_OF_BIRTH_FUTURE_MESSAGE,
  DATE_OF_BIRTH_INVALID_MESSAGE,
  DATE_OF_BIRTH_REQUIRED_MESSAGE,
  DATE_OF_BIRTH_UNDER_AGE_MESSAGE,
  DISCOUNT_CODE_REQUIRED_MESSAGE,
  DUPLICATE_ID_MESSAGE,
  EVENT_REQUIRED_MESSAGE,
  FIRST_NAME_REQUIRED_MESSAGE,
  GENDER_REQUIRED_MESSAGE,
  ID_FORMAT_MESSAGE,
  IDENTIFICATION_CHARACTERS_MESSAGE,
  IDENTIFICATION_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  LAST_NAME_REQUIRED_MESSAGE,
  MAX_PERSONS_MESSAGE,
  MEMBER_FIRST_NAME_MESSAGE,
  MEMBER_ID_MESSAGE,
  MEMBER_LAST_NAME_MESSAGE,
  MEMBER_UNDER_AGE_MESSAGE,
  MOBILE_CHARACTERS_MESSAGE,
  MOBILE_REQUIRED_MESSAGE,
  nameCharactersMessage,
  PACKAGE_REQUIRED_MESSAGE,
  PARTNER_CODE_MESSAGE,
  POSTAL_CODE_MESSAGE,
  REFERENCE_REQUIRED_MESSAGE,
  SUBTOTAL_MESSAGE,
  SUBTOTAL_TOO_LARGE_MESSAGE,
  TIMESLOT_QUERY_MESSAGE,
  TIMESLOT_REQUIRED_MESSAGE,
  TOTAL_AMOUNT_MESSAGE,
  VITALITY_FORMAT_MESSAGE,
} from '@domain/bookings/messages';
import {
  bookingRequestSchema,
  createBookingRequestSchema,
  createHouseholdMemberSchema,
  createPersonalDetailsSchema,
  discountValidateSchema,
  lookupReferenceSchema,
  personalDetailsSchema,
  timeslotQuerySchema,
} from '@domain/bookings/schemas';
import { createVerificationRequestSchema } from '@domain/members/schemas';
import { MAX_RECORD_ID } from '@domain/shared/schema-parts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const TODAY = '2026-11-23';
const today = () => TODAY;
const personalDetails = createPersonalDetailsSchema(today);
const householdMember = createHouseholdMemberSchema(today);
const bookingRequest = createBookingRequestSchema(today);
const verificationRequest = createVerificationRequestSchema(today);

const validDetails = {
  firstName: ' Jane ',
  lastName: 'Tan',
  email: 'jane.tan@example.com',
  mobileNumber: '91234567',
  gender: 'female',
  identificationNumber: 's1234567d',
  dateOfBirth: '15/05/1990',
  postalCode: '530123',
  address: '1 Ang Mo Kio Ave 1',
};

const validMember = {
  firstName: 'John',
  lastName: 'Tan',
  identificationNumber: 'e1234567',
  dateOfBirth: '1985-06-15',
  gender: 'Male',
  packageId: '2',
};

const validBooking = { ...validDetails, eventId: 1, packageId: '2', timeslotId: 3 };

/** The messages of a failed parse, by dotted path. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    byPath[path] = [...(byPath[path] ?? []), issue.message];
  }
  return byPath;
}

describe('personal details (wizard step 1)', () => {
  it('accepts good details and normalises them', () => {
    const result = personalDetails.parse(validDetails);
    expect(result.firstName).toBe('Jane');
    expect(result.identificationNumber).toBe('S1234567D');
    expect(result.dateOfBirth).toBe('1990-05-15');
    expect(result.unitNumber).toBeUndefined();
  });

  it('accepts a Vitality ID as identification number and optional fields', () => {
    const result = personalDetails.parse({
      ...validDetails,
      identificationNumber: 'v123456789',
      dateOfBirth: '1990-05-15',
      unitNumber: '#01-02',
      medicalConditions: '',
      vitalityMembershipNo: 'v123456789',
    });
    expect(result.identificationNumber).toBe('V123456789');
    expect(result.vitalityMembershipNo).toBe('V123456789');
    expect(result.dateOfBirth).toBe('1990-05-15');
  });

  it('accepts a passport number: the ID format is checked only at verification (spec 000 §4)', () => {
    expect(personalDetails.parse({ ...validDetails, identificationNumber: ' k1234567 ' }).identificationNumber).toBe(
      'K1234567',
    );
    expect(personalDetails.parse({ ...validDetails, identificationNumber: 'A1234567D' }).identificationNumber).toBe(
      'A1234567D',
    );
  });

  it('accepts names in any script, with apostrophes and hyphens', () => {
    const result = personalDetails.parse({ ...validDetails, firstName: '张伟', lastName: "O'Neil-Tan" });
    expect(result).toMatchObject({ firstName: '张伟', lastName: "O'Neil-Tan" });
  });

  it('keeps line breaks and tabs in the address and medical conditions, and refuses other \\p{C} characters', () => {
    const result = personalDetails.parse({
      ...validDetails,
      address: 'Blk 1 Ang Mo Kio Ave 1\r\nSingapore',
      unitNumber: '#01-02',
      medicalConditions: 'Asthma\n\tinhaler daily\nDiabetes 💉',
    });
    expect(result).toMatchObject({
      address: 'Blk 1 Ang Mo Kio Ave 1\r\nSingapore',
      medicalConditions: 'Asthma\n\tinhaler daily\nDiabetes 💉',
    });
    const bad = ['\u200b', '\u202e', '\u0007', '\u007f', '\ud800', '\ue000', '\u00ad'];
    const cases: [string, string, boolean][] = [
      ['address', 'Address', true],
      ['unitNumber', 'Unit number', false],
      ['medicalConditions', 'Medical conditions', true],
    ];
    for (const [field, label, multiline] of cases) {
      for (const character of [...bad, ...(multiline ? [] : ['\n', '\t'])]) {
        expect(messages(personalDetails, { ...validDetails, [field]: `#01${character}02` })).toEqual({
          [field]: [nameCharactersMessage(label)],
        });
      }
    }
  });

  it('takes a mobile number of digits, spaces, hyphens and parentheses after an optional leading +', () => {
    for (const mobileNumber of ['91234567', '+65 9123 4567', '+65-9123-4567', '+65 (9123) 4567', '(065) 91234567']) {
      expect(personalDetails.parse({ ...validDetails, mobileNumber }).mobileNumber).toBe(mobileNumber);
    }
    expect(MOBILE_CHARACTERS_MESSAGE).toBe('Mobile number can only contain digits, spaces and + - ( )');
    for (const mobileNumber of [
      '9123 4567 ext',
      '65+91234567',
      '9123\u200b4567',
      '٩١٢٣٤٥٦٧٨',
      '9123.4567',
      '9123\t4567',
    ]) {
      expect(messages(personalDetails, { ...validDetails, mobileNumber })).toEqual({
        mobileNumber: [MOBILE_CHARACTERS_MESSAGE],
      });
    }
    expect(messages(personalDetails, { ...validDetails, mobileNumber: '+6591' })).toEqual({
      mobileNumber: [MOBILE_REQUIRED_MESSAGE],
    });
    expect(messages(personalDetails, { ...validDetails, mobileNumber: '' })).toEqual({
      mobileNumber: [MOBILE_REQUIRED_MESSAGE],
    });
  });

  it('allows an empty Vitality membership number', () => {
    expect(personalDetails.safeParse({ ...validDetails, vitalityMembershipNo: '' }).success).toBe(true);
  });

  it.each([
    ['firstName', 'J', FIRST_NAME_REQUIRED_MESSAGE],
    ['firstName', '  J  ', FIRST_NAME_REQUIRED_MESSAGE],
    ['firstName', undefined, FIRST_NAME_REQUIRED_MESSAGE],
    ['lastName', 'T', LAST_NAME_REQUIRED_MESSAGE],
    ['lastName', undefined, LAST_NAME_REQUIRED_MESSAGE],
    ['email', 'jane.example.com', INVALID_EMAIL_MESSAGE],
    ['email', '', INVALID_EMAIL_MESSAGE],
    ['mobileNumber', '9123456', MOBILE_REQUIRED_MESSAGE],
    ['mobileNumber', undefined, MOBILE_REQUIRED_MESSAGE],
    ['gender', 'other', GENDER_REQUIRED_MESSAGE],
    ['gender', undefined, GENDER_REQUIRED_MESSAGE],
    ['firstName', '12', FIRST_NAME_REQUIRED_MESSAGE],
    ['firstName', 'Jo\u0000', nameCharactersMessage('First name')],
    ['firstName', 'Jo\u200b', nameCharactersMessage('First name')],
    ['lastName', "--'", LAST_NAME_REQUIRED_MESSAGE],
    ['lastName', 'Ta\nn', nameCharactersMessage('Last name')],
    ['identificationNumber', '', IDENTIFICATION_REQUIRED_MESSAGE],
    ['identificationNumber', '   ', IDENTIFICATION_REQUIRED_MESSAGE],
    ['identificationNumber', undefined, IDENTIFICATION_REQUIRED_MESSAGE],
    ['identificationNumber', 'X'.repeat(21), 'Identification number must be at most 20 characters'],
    ['dateOfBirth', '', DATE_OF_BIRTH_REQUIRED_MESSAGE],
    ['dateOfBirth', undefined, DATE_OF_BIRTH_REQUIRED_MESSAGE],
    ['dateOfBirth', '31/02/1990', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['dateOfBirth', 'yesterday', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['dateOfBirth', '2026-11-24', DATE_OF_BIRTH_FUTURE_MESSAGE],
    ['dateOfBirth', '24/11/2026', DATE_OF_BIRTH_FUTURE_MESSAGE],
    ['dateOfBirth', '2010-01-01', DATE_OF_BIRTH_UNDER_AGE_MESSAGE],
    ['postalCode', '53012', POSTAL_CODE_MESSAGE],
    ['postalCode', '53012a', POSTAL_CODE_MESSAGE],
    ['postalCode', undefined, POSTAL_CODE_MESSAGE],
    ['address', '', ADDRESS_REQUIRED_MESSAGE],
    ['address', '   ', ADDRESS_REQUIRED_MESSAGE],
    ['vitalityMembershipNo', 'V12345678', VITALITY_FORMAT_MESSAGE],
    ['vitalityMembershipNo', 'S1234567D', VITALITY_FORMAT_MESSAGE],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(messages(personalDetails, { ...validDetails, [field]: value })).toEqual({ [field]: [message] });
  });

  it('accepts someone who turns 21 today', () => {
    expect(personalDetails.parse({ ...validDetails, dateOfBirth: '23/11/2005' }).dateOfBirth).toBe('2005-11-23');
  });

  it('refuses someone who turns 21 tomorrow', () => {
    expect(messages(personalDetails, { ...validDetails, dateOfBirth: '2005-11-24' })).toEqual({
      dateOfBirth: [DATE_OF_BIRTH_UNDER_AGE_MESSAGE],
    });
  });

  it('accepts a date of birth of today as not in the future, but under age', () => {
    expect(messages(personalDetails, { ...validDetails, dateOfBirth: TODAY })).toEqual({
      dateOfBirth: [DATE_OF_BIRTH_UNDER_AGE_MESSAGE],
    });
  });

  it('makes a 29 February birthday count from 1 March in a non-leap year', () => {
    const on28Feb = createPersonalDetailsSchema(() => '2021-02-28');
    const on1Mar = createPersonalDetailsSchema(() => '2021-03-01');
    expect(messages(on28Feb, { ...validDetails, dateOfBirth: '29/02/2000' })).toEqual({
      dateOfBirth: [DATE_OF_BIRTH_UNDER_AGE_MESSAGE],
    });
    expect(on1Mar.parse({ ...validDetails, dateOfBirth: '29/02/2000' }).dateOfBirth).toBe('2000-02-29');
  });

  it('refuses 29 February in a year that has none', () => {
    expect(messages(personalDetails, { ...validDetails, dateOfBirth: '29/02/1999' })).toEqual({
      dateOfBirth: [DATE_OF_BIRTH_INVALID_MESSAGE],
    });
  });

  it('reads "today" at parse time in the default schema', () => {
    // Born 1 Jan 1960: old enough and less than 100 years back for decades to come, never in the future.
    expect(personalDetailsSchema.safeParse({ ...validDetails, dateOfBirth: '1960-01-01' }).success).toBe(true);
    expect(personalDetailsSchema.safeParse({ ...validDetails, dateOfBirth: '2999-01-01' }).success).toBe(false);
  });

  it('refuses a date of birth more than 100 years back as an invalid date', () => {
    // Today is 23 Nov 2026: 23 Nov 1926 is the earliest date the date picker offers.
    expect(personalDetails.parse({ ...validDetails, dateOfBirth: '23/11/1926' }).dateOfBirth).toBe('1926-11-23');
    for (const dateOfBirth of ['22/11/1926', '1900-01-01', '0001-01-01']) {
      expect(messages(personalDetails, { ...validDetails, dateOfBirth })).toEqual({
        dateOfBirth: [DATE_OF_BIRTH_INVALID_MESSAGE],
      });
    }
  });
});

describe('household member', () => {
  it('accepts a good member, upper-cases the ID and converts the date', () => {
    expect(householdMember.parse({ ...validMember, dateOfBirth: '15/06/1985' })).toEqual({
      firstName: 'John',
      lastName: 'Tan',
      identificationNumber: 'E1234567',
      dateOfBirth: '1985-06-15',
      gender: 'Male',
      packageId: 2,
    });
  });

  it('defaults the gender to Male', () => {
    const { gender: _gender, ...withoutGender } = validMember;
    expect(householdMember.parse(withoutGender).gender).toBe('Male');
    expect(householdMember.parse({ ...validMember, gender: 'Female' }).gender).toBe('Female');
  });

  it.each([
    ['firstName', 'J', MEMBER_FIRST_NAME_MESSAGE],
    ['firstName', undefined, MEMBER_FIRST_NAME_MESSAGE],
    ['lastName', 'T', MEMBER_LAST_NAME_MESSAGE],
    ['firstName', '123', MEMBER_FIRST_NAME_MESSAGE],
    ['lastName', 'Tan\u202e', nameCharactersMessage('Last name')],
    ['identificationNumber', 'E1234', MEMBER_ID_MESSAGE],
    ['identificationNumber', undefined, MEMBER_ID_MESSAGE],
    ['dateOfBirth', '', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['dateOfBirth', undefined, DATE_OF_BIRTH_INVALID_MESSAGE],
    ['dateOfBirth', '31/02/1990', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['dateOfBirth', '2005-11-24', MEMBER_UNDER_AGE_MESSAGE],
    ['dateOfBirth', '2030-01-01', MEMBER_UNDER_AGE_MESSAGE],
    ['packageId', '', PACKAGE_REQUIRED_MESSAGE],
    ['packageId', 0, PACKAGE_REQUIRED_MESSAGE],
    ['packageId', 'abc', PACKAGE_REQUIRED_MESSAGE],
    ['packageId', undefined, PACKAGE_REQUIRED_MESSAGE],
    ['packageId', 1.5, PACKAGE_REQUIRED_MESSAGE],
    ['packageId', [2], PACKAGE_REQUIRED_MESSAGE],
    ['packageId', true, PACKAGE_REQUIRED_MESSAGE],
    ['packageId', '0x2', PACKAGE_REQUIRED_MESSAGE],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(messages(householdMember, { ...validMember, [field]: value })).toEqual({ [field]: [message] });
  });

  it('refuses a date of birth more than 100 years back as an invalid date', () => {
    expect(householdMember.parse({ ...validMember, dateOfBirth: '1926-11-23' }).dateOfBirth).toBe('1926-11-23');
    for (const dateOfBirth of ['22/11/1926', '1800-06-15']) {
      expect(messages(householdMember, { ...validMember, dateOfBirth })).toEqual({
        dateOfBirth: [DATE_OF_BIRTH_INVALID_MESSAGE],
      });
    }
  });

  it('accepts a member who turns 21 today', () => {
    expect(householdMember.parse({ ...validMember, dateOfBirth: '2005-11-23' }).dateOfBirth).toBe('2005-11-23');
  });

  it('refuses a gender other than Male or Female', () => {
    expect(householdMember.safeParse({ ...validMember, gender: 'Other' }).success).toBe(false);
  });
});

describe('booking request', () => {
  it('accepts a main-flow booking and fills in the member flags', () => {
    const result = bookingRequest.parse(validBooking);
    expect(result).toMatchObject({
      eventId: 1,
      packageId: 2,
      timeslotId: 3,
      identificationNumber: 'S1234567D',
      dateOfBirth: '1990-05-15',
      isAiaMember: false,
      isVitalityMember: false,
    });
    expect(result.participants).toBeUndefined();
  });

  it('accepts the display totals, partner fields and household members', () => {
    const result = bookingRequest.parse({
      ...validBooking,
      isAiaMember: true,
      aiaMemberId: 'S1234567D',
      discountCodeId: 7,
      total: 128.62,
      totalForDisplay: '128.62',
      totalAmount: '128.62',
      whitecoatBookingCode: '100000000002',
      isFromWhitecoat: true,
      isPaidInWhitecoat: false,
      whitecoatPaidAmount: '50.00',
      participants: [
        validMember,
        {
          ...validMember,
          firstName: 'Mary',
          gender: 'Female',
          dateOfBirth: '01/01/1980',
          identificationNumber: 'E7654321',
        },
      ],
    });
    expect(result.discountCodeId).toBe(7);
    expect(result.whitecoatBookingCode).toBe('100000000002');
    expect(result.participants).toHaveLength(2);
    expect(result.participants?.[1]).toMatchObject({ firstName: 'Mary', dateOfBirth: '1980-01-01', packageId: 2 });
  });

  it('carries the discount code text, trimmed and at most 64 characters', () => {
    expect(bookingRequest.parse({ ...validBooking, discountCodeId: 7, discountCode: ' welcome10 ' })).toMatchObject({
      discountCodeId: 7,
      discountCode: 'welcome10',
    });
    expect(bookingRequest.parse(validBooking).discountCode).toBeUndefined();
    expect(bookingRequest.parse({ ...validBooking, discountCode: null }).discountCode).toBeNull();
    expect(messages(bookingRequest, { ...validBooking, discountCode: 'X'.repeat(65) })).toEqual({
      discountCode: ['Discount code must be at most 64 characters'],
    });
    expect(messages(bookingRequest, { ...validBooking, discountCode: 10 })).toEqual({
      discountCode: ['Invalid discount code'],
    });
  });

  it('reads an empty partner code as none and allows a null discount', () => {
    const result = bookingRequest.parse({ ...validBooking, whitecoatBookingCode: '', discountCodeId: null });
    expect(result.whitecoatBookingCode).toBeNull();
    expect(result.discountCodeId).toBeNull();
  });

  it.each([
    ['eventId', undefined, EVENT_REQUIRED_MESSAGE],
    ['eventId', 0, EVENT_REQUIRED_MESSAGE],
    ['packageId', '', PACKAGE_REQUIRED_MESSAGE],
    ['packageId', -2, PACKAGE_REQUIRED_MESSAGE],
    ['timeslotId', 'x', TIMESLOT_REQUIRED_MESSAGE],
    ['timeslotId', null, TIMESLOT_REQUIRED_MESSAGE],
    ['eventId', [1], EVENT_REQUIRED_MESSAGE],
    ['eventId', true, EVENT_REQUIRED_MESSAGE],
    ['eventId', '0x1', EVENT_REQUIRED_MESSAGE],
    ['eventId', '1e0', EVENT_REQUIRED_MESSAGE],
    ['eventId', '1.0', EVENT_REQUIRED_MESSAGE],
    ['packageId', [2], PACKAGE_REQUIRED_MESSAGE],
    ['packageId', false, PACKAGE_REQUIRED_MESSAGE],
    ['timeslotId', ' ', TIMESLOT_REQUIRED_MESSAGE],
    ['timeslotId', '3e0', TIMESLOT_REQUIRED_MESSAGE],
    ['discountCodeId', [7], 'Invalid discount code'],
    ['discountCodeId', '0x7', 'Invalid discount code'],
    ['discountCodeId', true, 'Invalid discount code'],
    ['whitecoatBookingCode', '12345', PARTNER_CODE_MESSAGE],
    ['whitecoatBookingCode', '12345678901234567', PARTNER_CODE_MESSAGE],
    ['dateOfBirth', '2010-01-01', DATE_OF_BIRTH_UNDER_AGE_MESSAGE],
    ['identificationNumber', '', IDENTIFICATION_REQUIRED_MESSAGE],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(messages(bookingRequest, { ...validBooking, [field]: value })).toEqual({ [field]: [message] });
  });

  it('reads ids given as digit strings', () => {
    expect(
      bookingRequest.parse({ ...validBooking, eventId: '1', timeslotId: ' 3 ', discountCodeId: '7' }),
    ).toMatchObject({
      eventId: 1,
      timeslotId: 3,
      discountCodeId: 7,
    });
  });

  it('accepts a passport holder as main person', () => {
    expect(bookingRequest.parse({ ...validBooking, identificationNumber: 'k1234567' }).identificationNumber).toBe(
      'K1234567',
    );
  });

  it('takes identification numbers of letters and digits only, so an invisible character is no new person', () => {
    expect(IDENTIFICATION_CHARACTERS_MESSAGE).toBe('Identification number can only contain letters and digits');
    for (const id of ['S3333333A\u200b', 'S3333333A\u{1F600}', 'S333 3333A', 'S3333333-A', 'Ｓ3333333A', 'S3333333Ä']) {
      expect(messages(bookingRequest, { ...validBooking, identificationNumber: id })).toEqual({
        identificationNumber: [IDENTIFICATION_CHARACTERS_MESSAGE],
      });
      expect(
        messages(bookingRequest, {
          ...validBooking,
          identificationNumber: 'S3333333A',
          participants: [{ ...validMember, identificationNumber: id }],
        }),
      ).toEqual({ 'participants.0.identificationNumber': [IDENTIFICATION_CHARACTERS_MESSAGE] });
    }
    // NRIC, FIN, Vitality and passport numbers all fit, whatever their case and surrounding spaces.
    for (const id of [' s3333333a ', 'G1234567X', 'V123456789', 'K1234567', 'E12345678']) {
      expect(bookingRequest.parse({ ...validBooking, identificationNumber: id }).identificationNumber).toBe(
        id.trim().toUpperCase(),
      );
      expect(householdMember.parse({ ...validMember, identificationNumber: id }).identificationNumber).toBe(
        id.trim().toUpperCase(),
      );
    }
    // The length rules keep their own messages.
    expect(messages(bookingRequest, { ...validBooking, identificationNumber: ' ' })).toEqual({
      identificationNumber: [IDENTIFICATION_REQUIRED_MESSAGE],
    });
    expect(messages(householdMember, { ...validMember, identificationNumber: 'E123' })).toEqual({
      identificationNumber: [MEMBER_ID_MESSAGE],
    });
  });

  it("refuses a household member's NRIC or FIN with a wrong check letter, with the primary contact's message", () => {
    expect(ID_NUMBER_INVALID_MESSAGE).toBe('Please enter a valid NRIC, FIN or passport number.');
    for (const id of ['S1234567A', 's1234567a', 'T0123456A', 'G7654321X', 'F1234567M']) {
      expect(messages(householdMember, { ...validMember, identificationNumber: id })).toEqual({
        identificationNumber: [ID_NUMBER_INVALID_MESSAGE],
      });
      expect(
        messages(bookingRequest, { ...validBooking, participants: [{ ...validMember, identificationNumber: id }] }),
      ).toEqual({ 'participants.0.identificationNumber': [ID_NUMBER_INVALID_MESSAGE] });
      // The same message the primary contact gets for the same ID.
      expect(messages(bookingRequest, { ...validBooking, identificationNumber: id })).toEqual({
        identificationNumber: [ID_NUMBER_INVALID_MESSAGE],
      });
    }
    // The right check letters, and passports of any form, are taken.
    for (const id of ['S1234567D', 'T0123456G', 'F1234567N', 'K1234567', 'A12345678', 'X1234567Q']) {
      expect(householdMember.safeParse({ ...validMember, identificationNumber: id }).success, id).toBe(true);
    }
  });

  it('refuses more than 10 persons in total', () => {
    const members = (n: number) =>
      Array.from({ length: n }, (_, index) => ({ ...validMember, identificationNumber: `E100000${index}` }));
    expect(bookingRequest.safeParse({ ...validBooking, participants: members(9) }).success).toBe(true);
    expect(messages(bookingRequest, { ...validBooking, participants: members(10) })).toEqual({
      participants: [MAX_PERSONS_MESSAGE],
    });
    expect(MAX_PERSONS_MESSAGE).toBe('A booking can include at most 10 persons');
  });

  it('checks each household member like the dialog does', () => {
    expect(
      messages(bookingRequest, {
        ...validBooking,
        participants: [
          validMember,
          { ...validMember, identificationNumber: 'E7654321', firstName: 'J', dateOfBirth: '2010-01-01' },
        ],
      }),
    ).toEqual({
      'participants.1.firstName': [MEMBER_FIRST_NAME_MESSAGE],
      'participants.1.dateOfBirth': [MEMBER_UNDER_AGE_MESSAGE],
    });
  });

  it('refuses the same identification number twice in one booking, main person included', () => {
    const other = { ...validMember, identificationNumber: 'E7654321' };
    expect(
      messages(bookingRequest, {
        ...validBooking,
        participants: [other, { ...validMember, identificationNumber: 'e7654321 ' }],
      }),
    ).toEqual({ 'participants.1.identificationNumber': [DUPLICATE_ID_MESSAGE] });
    expect(
      messages(bookingRequest, {
        ...validBooking,
        participants: [{ ...validMember, identificationNumber: 'S1234567D' }],
      }),
    ).toEqual({ 'participants.0.identificationNumber': [DUPLICATE_ID_MESSAGE] });
    expect(DUPLICATE_ID_MESSAGE).toBe('Each person in a booking needs a different identification number');
  });

  it('reads the total the customer saw as an amount with at most two decimals', () => {
    expect(bookingRequest.parse({ ...validBooking, totalAmount: '128.62' }).totalAmount).toBe('128.62');
    expect(bookingRequest.parse({ ...validBooking, totalAmount: 128.6 }).totalAmount).toBe(128.6);
    expect(bookingRequest.parse({ ...validBooking, totalAmount: '' }).totalAmount).toBe('');
    expect(bookingRequest.parse({ ...validBooking, totalAmount: null }).totalAmount).toBeNull();
    expect(bookingRequest.parse({ ...validBooking, totalAmount: 0 }).totalAmount).toBe(0);
    expect(bookingRequest.parse({ ...validBooking, totalAmount: 1_000_000 }).totalAmount).toBe(1_000_000);
    expect(bookingRequest.parse({ ...validBooking, totalAmount: 0.07 }).totalAmount).toBe(0.07);
    for (const totalAmount of [
      '12.345',
      'abc',
      '1e2',
      -1,
      [1],
      true,
      1e300,
      '99999999999999999999',
      128.615,
      0.1 + 0.2,
      1e-7,
      1_000_000.01,
    ]) {
      expect(messages(bookingRequest, { ...validBooking, totalAmount })).toEqual({
        totalAmount: [TOTAL_AMOUNT_MESSAGE],
      });
    }
  });

  it('drops fields it does not know', () => {
    const result = bookingRequest.parse({ ...validBooking, status: 'paid' });
    expect(result).not.toHaveProperty('status');
  });

  it('can be published as a JSON schema for the request body', () => {
    expect(() => z.toJSONSchema(bookingRequestSchema, { io: 'input' })).not.toThrow();
  });
});

describe('verification request', () => {
  it('accepts an NRIC or Vitality ID with an ISO date of birth', () => {
    expect(verificationRequest.parse({ identificationNumber: ' s1234567d', dateOfBirth: '1980-01-01' })).toEqual({
      identificationNumber: 'S1234567D',
      dateOfBirth: '1980-01-01',
    });
    expect(
      verificationRequest.parse({
        identificationNumber: 'S2345678H',
        dateOfBirth: '1985-06-15',
        vitalityMembershipNo: 'V123456789',
      }).vitalityMembershipNo,
    ).toBe('V123456789');
  });

  it.each([
    ['identificationNumber', 'A1234567D', ID_FORMAT_MESSAGE],
    ['identificationNumber', undefined, ID_FORMAT_MESSAGE],
    ['dateOfBirth', '01/01/1980', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['dateOfBirth', '1980-02-30', DATE_OF_BIRTH_INVALID_MESSAGE],
    ['dateOfBirth', undefined, DATE_OF_BIRTH_INVALID_MESSAGE],
    ['dateOfBirth', '2026-11-24', DATE_OF_BIRTH_FUTURE_MESSAGE],
    ['vitalityMembershipNo', 'V1', VITALITY_FORMAT_MESSAGE],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    const input = { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01', [field]: value };
    expect(messages(verificationRequest, input)).toEqual({ [field]: [message] });
  });
});

describe('discount validation request', () => {
  it('trims the code and reads the subtotal as a number', () => {
    expect(discountValidateSchema.parse({ code: ' WELCOME10 ', subtotal: '300.20' })).toEqual({
      code: 'WELCOME10',
      subtotal: 300.2,
    });
  });

  it('asks for a code when it is empty', () => {
    expect(messages(discountValidateSchema, { code: '   ', subtotal: 10 })).toEqual({
      code: [DISCOUNT_CODE_REQUIRED_MESSAGE],
    });
    expect(messages(discountValidateSchema, { subtotal: 10 })).toEqual({ code: [DISCOUNT_CODE_REQUIRED_MESSAGE] });
  });

  it('refuses a negative subtotal', () => {
    expect(discountValidateSchema.safeParse({ code: 'A', subtotal: -1 }).success).toBe(false);
  });

  it.each([null, '', ' ', '1e3', '0x10', [10], true, 'abc', '12.'])('refuses the subtotal %j', (subtotal) => {
    expect(messages(discountValidateSchema, { code: 'A', subtotal })).toEqual({ subtotal: [SUBTOTAL_MESSAGE] });
  });

  it('reads a whole or decimal subtotal', () => {
    expect(discountValidateSchema.parse({ code: 'A', subtotal: '300' }).subtotal).toBe(300);
    expect(discountValidateSchema.parse({ code: 'A', subtotal: 0 }).subtotal).toBe(0);
  });

  it('refuses a subtotal too large for exact cents arithmetic', () => {
    expect(messages(discountValidateSchema, { code: 'A', subtotal: 1e300 })).toEqual({
      subtotal: [SUBTOTAL_TOO_LARGE_MESSAGE],
    });
  });

  it("passes the client's member claim (AIA or Vitality) through for the preview", () => {
    expect(discountValidateSchema.parse({ code: 'A', subtotal: 1, isMember: true }).isMember).toBe(true);
    expect(discountValidateSchema.safeParse({ code: 'A', subtotal: 1, isMember: 'yes' }).success).toBe(false);
    expect(discountValidateSchema.parse({ code: 'A', subtotal: 1, isAiaMember: true })).not.toHaveProperty('isMember');
  });
});

describe('record ids', () => {
  it('refuses an id beyond 32 bits with the field message', () => {
    expect(messages(timeslotQuerySchema, { postalCode: '530123', eventId: MAX_RECORD_ID + 1 })).toEqual({
      eventId: [TIMESLOT_QUERY_MESSAGE],
    });
    expect(timeslotQuerySchema.parse({ postalCode: '530123', eventId: MAX_RECORD_ID }).eventId).toBe(MAX_RECORD_ID);
  });
});

describe('timeslot query', () => {
  it('accepts a six-digit postal code and a positive event id', () => {
    expect(timeslotQuerySchema.parse({ postalCode: '530123', eventId: '1' })).toEqual({
      postalCode: '530123',
      eventId: 1,
    });
  });

  it.each([
    [{ postalCode: '53012', eventId: '1' }, 'postalCode'],
    [{ postalCode: '53012a', eventId: '1' }, 'postalCode'],
    [{ eventId: '1' }, 'postalCode'],
    [{ postalCode: '530123' }, 'eventId'],
    [{ postalCode: '530123', eventId: '0' }, 'eventId'],
    [{ postalCode: '530123', eventId: 'abc' }, 'eventId'],
    [{ postalCode: '530123', eventId: '1e1' }, 'eventId'],
  ])('refuses %j with "Postal code and event ID are required"', (input, field) => {
    expect(messages(timeslotQuerySchema, input)).toEqual({ [field]: [TIMESLOT_QUERY_MESSAGE] });
  });
});

describe('reference look-up', () => {
  it('trims and upper-cases the reference number', () => {
    expect(lookupReferenceSchema.parse({ referenceNumber: ' hs2611-0607-1234 ' })).toEqual({
      referenceNumber: 'HS2611-0607-1234',
    });
  });

  it('asks for a reference number when it is empty', () => {
    expect(messages(lookupReferenceSchema, { referenceNumber: '  ' })).toEqual({
      referenceNumber: [REFERENCE_REQUIRED_MESSAGE],
    });
    expect(messages(lookupReferenceSchema, {})).toEqual({ referenceNumber: [REFERENCE_REQUIRED_MESSAGE] });
  });
});

describe('messages', () => {
  it('quotes the spec word for word', () => {
    expect(ID_FORMAT_MESSAGE).toBe(
      'Invalid ID Format: Please enter a valid Singapore NRIC/FIN (e.g., S1234567A) or Vitality ID (e.g., V123456789).',
    );
    expect(DATE_OF_BIRTH_UNDER_AGE_MESSAGE).toBe('You must be at least 21 years old to book this health screening');
    expect(DATE_OF_BIRTH_REQUIRED_MESSAGE).toBe('Please enter your date of birth in YYYY-MM-DD format');
    expect(TIMESLOT_QUERY_MESSAGE).toBe('Postal code and event ID are required');
    expect(IDENTIFICATION_REQUIRED_MESSAGE).toBe('Identification number is required');
  });
});
