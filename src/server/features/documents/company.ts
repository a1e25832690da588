/**
 * The issuer printed on every customer document (receipt, invoice). Placeholders until the operator
 * supplies its registered details: change them here, nowhere else.
 */
export const COMPANY = {
  /** The brand the customer booked with. */
  brand: 'Home Based Health Screening',
  /** The legal entity (as in the site's footer and the package summary). */
  legalName: 'Home Health Screening Holdings Pte. Ltd.',
  addressLines: ['1 Example Street, #01-01', 'Singapore 000000'],
  /** Singapore's Unique Entity Number (placeholder). */
  uen: '200000000X',
  /** GST registration number (placeholder; for a GST-registered business it is usually the UEN). */
  gstRegistrationNumber: '200000000X',
  email: 'hello@example.com',
} as const;

export type Company = typeof COMPANY;
