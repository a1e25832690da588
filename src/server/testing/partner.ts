import { createPartnerSimulator, PARTNER_BOOKINGS, type PartnerAdapter } from '../adapters/partner';

/** The simulator's three cases (README "Test fixtures"). */
export const PARTNER_CODES = {
  /** Premium paid in full at the partner (128.62). */
  paidInFull: '100000000001',
  /** Comprehensive, 50.00 paid at the partner. */
  paidFifty: '100000000002',
  /** Superior suggested, nothing paid. */
  nothingPaid: '100000000003',
} as const;

let codeSequence = 0;

/**
 * The partner simulator with its own three bookings, and codes of their own for each test: a partner
 * code books at most one live booking, so a test that books one takes `copyOf(...)`, a fresh code the
 * partner answers with the same booking, and never depends on what another test booked.
 */
export function partnerCodes(): { partner: PartnerAdapter; copyOf(code: string): string } {
  const bookings = [...PARTNER_BOOKINGS];
  return {
    partner: createPartnerSimulator(bookings),
    copyOf(code) {
      const original = PARTNER_BOOKINGS.find((booking) => booking.bookingCode === code);
      if (!original) throw new Error(`The partner simulator has no booking ${code}`);
      codeSequence += 1;
      const copy = String(200_000_000_000 + codeSequence);
      bookings.push({ ...structuredClone(original), bookingCode: copy });
      return copy;
    },
  };
}
