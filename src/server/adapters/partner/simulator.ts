import type { PartnerAdapter, PartnerBooking } from './types';

/**
 * DESIGN §7: the partner's bookings when PARTNER_API_URL is unset (demo and tests), one per payment
 * case. The amount paid is what the booking's prepaid amount is taken from; `isPaid` says only
 * whether that covered the package in full (a part payment is `false` with its amount).
 *
 * The people are invented: NRICs with valid check letters (and not the insurer roster's members, so
 * a partner visitor is a retail customer unless verified separately), adults, Singapore mobile
 * numbers, addresses in served regions, and example.com emails, which can never reach a real inbox.
 */
export const PARTNER_BOOKINGS: readonly PartnerBooking[] = Object.freeze([
  {
    // Premium paid in full at the partner: retail 118.00 + 9% GST = 128.62, nothing left to pay.
    bookingCode: '100000000001',
    name: 'Tan Wei Ming',
    email: 'tan.weiming@example.com',
    nric: 'S7512346I',
    dateOfBirth: '1975-03-14',
    contact: '91234567',
    address: { postalCode: '238801', unitNumber: '#12-05', street: '391 Orchard Road' },
    packageInfo: {
      amount: '128.62',
      isPaid: true,
      name: 'WhiteCoat Premium Health Screening',
      systemPackageName: 'Premium',
    },
    autoSelectPackage: true,
  },
  {
    // Comprehensive with a SGD 50.00 deposit at the partner: the rest is due here.
    bookingCode: '100000000002',
    name: 'Nur Aisyah binte Rahman',
    email: 'nur.aisyah@example.com',
    nric: 'S8834529J',
    dateOfBirth: '1988-09-02',
    contact: '87654321',
    address: { postalCode: '560123', unitNumber: '#08-112', street: '123 Ang Mo Kio Avenue 3' },
    packageInfo: {
      amount: '50.00',
      isPaid: false,
      name: 'WhiteCoat Comprehensive Health Screening',
      systemPackageName: 'Comprehensive',
    },
    autoSelectPackage: true,
  },
  {
    // Superior recommended by the partner's doctor, nothing paid there: the visitor pays it all here
    // and, having bought nothing yet, may still choose another package.
    bookingCode: '100000000003',
    name: 'Rajesh Kumar',
    email: 'rajesh.kumar@example.com',
    nric: 'S9271853J',
    dateOfBirth: '1992-11-23',
    contact: '98765432',
    address: { postalCode: '460123', unitNumber: '#05-21', street: '123 Bedok North Street 2' },
    packageInfo: {
      amount: '0.00',
      isPaid: false,
      name: 'WhiteCoat Superior Health Screening',
      systemPackageName: 'Superior',
    },
    autoSelectPackage: false,
  },
]);

export function createPartnerSimulator(bookings: readonly PartnerBooking[] = PARTNER_BOOKINGS): PartnerAdapter {
  return {
    async findBooking(code) {
      const booking = bookings.find((candidate) => candidate.bookingCode === code);
      // A copy, so a caller that changes the answer cannot change the next visitor's.
      return booking ? structuredClone(booking) : null;
    },
  };
}
