// Texts of the event the booking pages share, quoted from spec 000 §8 word for word.
import { COMPANY } from '@domain/shared/company';

/** Spec 000 §8, event missing. */
export const EVENT_NOT_FOUND_TITLE = 'Event Not Found';
export const EVENT_NOT_FOUND_MESSAGE = "The event you're looking for doesn't exist or has been removed.";

// Not in the spec: where a customer is told to contact support, the clinic's address says how.
export const SUPPORT_EMAIL_SENTENCE = `Email us at ${COMPANY.email}.`;

/** Step 1: a well-formed postal code none of our regions serves, said before the visitor goes on. */
export const POSTAL_CODE_NOT_SERVED_MESSAGE = `Our nurses do not visit this postal code yet. Please check it, or email us at ${COMPANY.email} and we will see what we can do.`;
