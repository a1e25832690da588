import { MESSAGES } from '@domain/shared/texts';
import { z } from 'zod';

// The home visit's address as the customer sees it: on the booking pages (with the booking's token,
// DESIGN §8.2), in the emails and in the PDFs. Bookings made before the address was asked for have none.

/** GET /api/registrations/{id}/visit-address: the address parts as stored (null when not given). */
export const visitAddressSchema = z.object({
  unitNumber: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
});
export type VisitAddress = z.infer<typeof visitAddressSchema>;

/** A booking without an address: the clinic asks for it before the visit. */
export const VISIT_ADDRESS_NEEDED_MESSAGE = MESSAGES.visitAddress.needed;

/**
 * The address on one line, 'Blk 1 Orchard Road, #10-01, Singapore 238801', or null when the booking has
 * no street address (a postal code alone does not take the nurse to the door).
 */
export function formatVisitAddress(parts: VisitAddress): string | null {
  const street = parts.address?.trim();
  if (!street) return null;
  const postalCode = parts.postalCode?.trim();
  return [street, parts.unitNumber?.trim(), postalCode ? `Singapore ${postalCode}` : ''].filter(Boolean).join(', ');
}

/** What a customer reads where the visit is shown: the address, or that the clinic will ask for it. */
export function visitAddressText(parts: VisitAddress): string {
  return formatVisitAddress(parts) ?? VISIT_ADDRESS_NEEDED_MESSAGE;
}

/**
 * Where a page was opened with the reference number alone (no booking token in this browser): the
 * address is not shown (DESIGN §8.2), and the customer is told where to find it.
 */
export const VISIT_ADDRESS_WITHHELD_MESSAGE = MESSAGES.visitAddress.withheld;
