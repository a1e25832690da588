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

// Refusals of a request as a whole (not in the spec): the envelope's message when the request cannot
// reach a route, or a route refuses it before looking at what it asks.

export const BAD_REQUEST_MESSAGE = 'Bad request';
export const MALFORMED_URL_MESSAGE = 'Malformed URL';
export const URL_TOO_LONG_MESSAGE = 'The request URL is too long';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers or URL are too large';
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive';
export const MALFORMED_JSON_MESSAGE = 'Malformed JSON in request body';
export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';
export const INVALID_REQUEST_MESSAGE = 'Invalid request';
export const INVALID_VALUE_MESSAGE = 'Invalid value';
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large (limit 1 MB)';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again shortly.';
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'Database unavailable';
export const routeNotFoundMessage = (method: string, path: string) => `Route ${method} ${path} not found`;
