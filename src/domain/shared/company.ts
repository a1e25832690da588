// The clinic's company details: printed on every customer document (receipt, invoice), in every email's
// frame, and named in the privacy notice and the site's footer. Shared by the server and the web client.

/**
 * The issuer and data controller. Placeholders until the operator supplies its registered details:
 * change them here, nowhere else.
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
  /** The clinic's address for customers, also where its Data Protection Officer is reached (PDPA). */
  email: 'hello@example.com',
} as const;

export type Company = typeof COMPANY;
