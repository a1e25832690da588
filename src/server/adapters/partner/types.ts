/**
 * A booking made at the partner telemedicine service (spec 001 §3, "Partner booking lookup result"):
 * who the person is, where the visit goes, and what was bought and paid there.
 */
export interface PartnerBooking {
  /** 12 to 16 digits, the code in the visitor's /wc/{code} link. */
  bookingCode: string;
  /** Full name as the partner holds it (one field; the wizard splits it). */
  name: string;
  email: string;
  nric: string;
  /** 'yyyy-MM-dd'; '' when the partner has none. */
  dateOfBirth: string;
  /** Mobile number. */
  contact: string;
  address: {
    postalCode: string;
    unitNumber: string;
    street: string;
  };
  packageInfo: {
    /**
     * Two-decimal SGD string: what was paid at the partner, the only figure the booking's prepaid
     * amount is taken from (DESIGN §4 Partner flow).
     */
    amount: string;
    /** True only when the package was paid for in full at the partner. */
    isPaid: boolean;
    /** The partner's own name for the package. */
    name: string;
    /** Our package it corresponds to, e.g. 'Premium'. */
    systemPackageName: string;
  };
  /** The wizard preselects systemPackageName and does not offer another package. */
  autoSelectPackage: boolean;
}

export interface PartnerAdapter {
  /** The partner's booking for this code; null when the partner has none. */
  findBooking(code: string): Promise<PartnerBooking | null>;
}

/** The partner could not answer (down, slow, or an answer we cannot read): not the same as "no such booking". */
export class PartnerUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PartnerUnavailableError';
  }
}
