// What the confirmation and confirmed pages share besides their texts, which are the catalogue's
// (`booking:confirmation`, src/locales/<language>/booking.json; spec 001 §2, §4 and §8 word for word in
// English).

import { PAID_VIA_PARTNER_LABEL, PARTNER_DISPLAY_NAME } from '@domain/bookings/messages';

export { PARTNER_DISPLAY_NAME };
/**
 * Spec 001 §4: the status change a fully prepaid partner booking asks for, and the partner-paid line.
 * Sent to the server as it is (the transaction's note); shown through `useMessageText()`.
 */
export const PARTNER_PAID_LABEL = PAID_VIA_PARTNER_LABEL;

/** Spec 001 §9: 'Confirm Booking' moves on to the confirmed page after 1.5 seconds. */
export const DIRECT_CONFIRMATION_DELAY_MS = 1500;
