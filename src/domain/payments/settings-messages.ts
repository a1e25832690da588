// Texts of the Payments tab (spec 001 §2 and §8 where it gives them).

export const TEST_MODE_ENABLED_TITLE = 'Test Mode Enabled';
/** Spec 001 §8, Payments tab. */
export const TEST_MODE_FETCH_FAILED_MESSAGE = 'Failed to fetch payment test mode status';
export const TEST_MODE_CONNECTION_MESSAGE = 'Error connecting to the server. Please try again.';
export const TEST_MODE_UPDATE_FAILED_MESSAGE = 'Failed to update payment test mode';
export const TEST_MODE_SERVER_ERROR_MESSAGE = 'Server error. Please try again.';
export const UPDATE_FAILED_TITLE = 'Update failed';
export const CONNECTION_ERROR_TITLE = 'Connection error';
export const CONNECTION_ERROR_DESCRIPTION = 'Failed to connect to the server. Please try again.';
export const PAYMENT_SETTINGS_UPDATED_MESSAGE = 'Payment settings updated';
export const ENABLED_REQUIRED_MESSAGE = 'enabled must be true or false';
export const TEST_MODE_ON_MESSAGE = 'Payment test mode is on: no real payments are processed.';
export const TEST_MODE_OFF_MESSAGE = 'Payment test mode is off: cards are charged through Braintree.';
export const LIVE_MODE_NEEDS_CREDENTIALS_MESSAGE =
  'Live mode needs Braintree credentials (BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY). Keep test mode on until they are set.';
/** DESIGN §8.9: switching test mode on where production does not allow simulators (ALLOW_SIMULATORS). */
export const TEST_MODE_NOT_IN_PRODUCTION_MESSAGE =
  'Test mode cannot be used on this production site: anyone could pay a booking with a test card. It is available only where ALLOW_SIMULATORS=true is set (a staging site).';

/** Not in the spec: the banner on every admin page while card payments are simulated. */
export const TEST_MODE_BANNER_MESSAGE = 'Test mode: card payments are simulated and nothing is charged.';
