import { bookingRequestSchema } from '@domain/bookings/schemas';
import { describe, expect, it } from 'vitest';
import type { StoredPartnerData } from '@/features/partner';
import {
  findPartnerPackage,
  hasBookableTimeslot,
  partnerBookingFor,
  partnerFormValues,
  partnerRequestFields,
  prefilledDetails,
} from './partner-booking';

const packages = [
  { id: 1, name: 'Premium' },
  { id: 2, name: 'Comprehensive' },
  { id: 3, name: 'Superior' },
  { id: 4, name: 'Prestige' },
];

const partnerData: StoredPartnerData = {
  bookingCode: '100000000001',
  firstName: 'Tan',
  lastName: 'Wei Ming',
  email: 'weiming.tan@example.com',
  identificationNumber: 'S7512346I',
  dateOfBirth: '1975-03-14',
  postalCode: '238801',
  unitNumber: '#12-05',
  address: '391 Orchard Road',
  mobileNumber: '91234567',
  referenceId: 1,
  isFromWhitecoat: true,
  whitecoatPaidAmount: '128.62',
  isPaidInWhitecoat: true,
  autoSelectPackage: true,
  systemPackageName: 'Premium',
  whitecoatPackageName: 'Premium Health Screening',
};

describe('the partner package', () => {
  it('matches the system package name case-insensitively', () => {
    expect(findPartnerPackage(packages, 'premium')?.id).toBe(1);
    expect(findPartnerPackage(packages, ' COMPREHENSIVE ')?.id).toBe(2);
    expect(findPartnerPackage(packages, 'Superior')?.id).toBe(3);
  });

  it('matches nothing for another name or an empty one', () => {
    expect(findPartnerPackage(packages, 'Premium Plus')).toBeNull();
    expect(findPartnerPackage(packages, 'Prem')).toBeNull();
    expect(findPartnerPackage(packages, '')).toBeNull();
  });

  it('auto-selects (and locks to) the match only when the partner asks for it', () => {
    expect(partnerBookingFor(packages, partnerData)?.packageId).toBe(1);
    expect(partnerBookingFor(packages, { ...partnerData, autoSelectPackage: false })?.packageId).toBeNull();
    expect(partnerBookingFor(packages, { ...partnerData, systemPackageName: 'Unknown' })?.packageId).toBeNull();
    expect(partnerBookingFor(packages, null)).toBeNull();
  });
});

describe('details taken over from the partner', () => {
  it('fills in step 1, the date of birth as DD/MM/YYYY', () => {
    expect(partnerFormValues(partnerData)).toEqual({
      firstName: 'Tan',
      lastName: 'Wei Ming',
      email: 'weiming.tan@example.com',
      mobileNumber: '91234567',
      identificationNumber: 'S7512346I',
      dateOfBirth: '14/03/1975',
      postalCode: '238801',
      unitNumber: '#12-05',
      address: '391 Orchard Road',
    });
  });

  it("passes step 1's rules without the gender, which the partner does not send", () => {
    const details = prefilledDetails(partnerFormValues(partnerData));
    expect(details).toMatchObject({ dateOfBirth: '1975-03-14', postalCode: '238801' });
    expect(details?.gender).toBeUndefined();
  });

  it('leaves step 1 to the visitor when a key field is missing or wrong', () => {
    expect(prefilledDetails(partnerFormValues({ ...partnerData, lastName: '' }))).toBeNull();
    expect(prefilledDetails(partnerFormValues({ ...partnerData, postalCode: '2388' }))).toBeNull();
    expect(prefilledDetails(partnerFormValues({ ...partnerData, email: 'not-an-email' }))).toBeNull();
  });

  it('sends the partner fields with the booking, which the server schema accepts', () => {
    const fields = partnerRequestFields(partnerData);
    expect(fields).toEqual({
      whitecoatBookingCode: '100000000001',
      isFromWhitecoat: true,
      whitecoatPaidAmount: '128.62',
      isPaidInWhitecoat: true,
    });
    const parsed = bookingRequestSchema.shape.whitecoatBookingCode.safeParse(fields.whitecoatBookingCode);
    expect(parsed.success).toBe(true);
    expect(partnerRequestFields(null)).toEqual({});
  });
});

describe('timeslots for the jump to the appointment step', () => {
  const slot = (isAvailable: boolean) => ({
    id: 1,
    label: '9:00 AM',
    time: '09:00',
    isAvailable,
    maxAttendees: 20,
    currentAttendees: 0,
  });
  const day = (isAvailable: boolean) => ({ date: { label: 'Mon, 23 Nov 2026' }, timeslot: [slot(isAvailable)] });

  it('needs at least one time that can still be booked', () => {
    expect(hasBookableTimeslot(undefined)).toBe(false);
    expect(hasBookableTimeslot({ data: {}, region: 'central' })).toBe(false);
    expect(hasBookableTimeslot({ data: { '2026-11-23': day(false) }, region: 'central' } as never)).toBe(false);
    expect(hasBookableTimeslot({ data: { '2026-11-23': day(true) }, region: 'central' } as never)).toBe(true);
  });
});
