// Customer-facing texts that both the web client and the server show, quoted word for word from
// spec 000 §5 and §8 (and, for PRICE_CHANGED_MESSAGE, from DESIGN.md rule 1: the server's price
// wins). One copy here, so a toast and an API message can never drift apart.

/** Spec 000 §5, identificationNumber at verification. */
export const ID_FORMAT_TITLE = 'Invalid ID Format';
export const ID_FORMAT_DESCRIPTION =
  'Please enter a valid Singapore NRIC/FIN (e.g., S1234567A) or Vitality ID (e.g., V123456789).';
/** The whole text as the verification endpoint answers it. */
export const ID_FORMAT_MESSAGE = `${ID_FORMAT_TITLE}: ${ID_FORMAT_DESCRIPTION}`;

/** Spec 000 §8, verification: no benefits. */
export const NO_BENEFITS_MESSAGE = 'No active member benefits detected. Standard pricing will apply.';
/** Spec 000 §8, verification error (toast title and description). */
export const VERIFICATION_ERROR_TITLE = 'Verification Error';
export const VERIFICATION_ERROR_DESCRIPTION = 'Unable to verify AIA Health Shield status. Standard pricing will apply.';
/** The whole text as the verification endpoint answers it when the insurer cannot be reached. */
export const VERIFICATION_ERROR_MESSAGE = `${VERIFICATION_ERROR_TITLE}: ${VERIFICATION_ERROR_DESCRIPTION}`;
/** Spec 000 §8: the client gives up after 5 seconds. */
export const VERIFICATION_TIMEOUT_MESSAGE = 'Verification timed out after 5 seconds';
/** Spec 000 §9: member verification time-out 5 seconds (the client's wait). */
export const VERIFICATION_TIMEOUT_MS = 5000;

/** Not in the spec: the total the customer saw is no longer the server's total (409). */
export const PRICE_CHANGED_MESSAGE =
  'The price of your booking has changed. Please review the updated total and confirm again.';

/** Spec 000 §8, look-up 404. */
export const REGISTRATION_NOT_FOUND_MESSAGE =
  'Registration not found. Please check your reference number and try again.';
