// An order whose home visit has no address on record: the older flow used to book without one, and a
// nurse cannot find the customer. Erased bookings are history, not visits to plan.

export const ADDRESS_NEEDED_LABEL = 'Address needed';

export function isAddressNeeded(booking: {
  address: string | null;
  postalCode: string | null;
  erasedAt: Date | string | null;
}): boolean {
  if (booking.erasedAt) return false;
  return !booking.address?.trim() || !booking.postalCode?.trim();
}
