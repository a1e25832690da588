// Texts of "Manage your booking". The spec's own toasts (participants, spec 000 §8) come from the
// participants feature's household, word for word; the cancel page's texts from the appointments feature.

import { CLINIC_CONTACT_TEXT } from '@domain/bookings/appointment-messages';

export const MANAGE_PAGE_TITLE = 'Manage your booking';
export const CONTACT_DETAILS_SAVED_TOAST = 'Contact details saved';
export const CONTACT_DETAILS_FAILED_TOAST = 'Failed to save contact details';
export const NOTHING_CHANGED_MESSAGE = 'Change the email or enter a new mobile number first.';

/** Without the booking's token in this browser: where the link is, and what the reference alone still does. */
export const LINK_NEEDED_TITLE = 'Open the link from your confirmation email';
export const linkNeededMessage = (maskedEmail: string) =>
  `To see and change this booking, open "Manage your booking" in the confirmation email we sent to ${maskedEmail}, on this device. The link is yours alone.`;
export const BY_REFERENCE_TEXT = 'You can still change the date and time or cancel with the reference number alone.';
export const BY_REFERENCE_LABEL = 'Reschedule or cancel by reference';

/** A paid booking keeps its people: said before the customer tries, with the clinic's contact. */
export const HOUSEHOLD_LOCKED_PAID_MESSAGE = `The people on a paid booking can no longer be changed online. To add or remove someone, please ${CLINIC_CONTACT_TEXT}.`;
