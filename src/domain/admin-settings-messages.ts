// Texts of the admin area, part 2, that the web's admin pages and the server both use. Apart from
// messages.ts so that they stay out of the customer pages' bundle.

// Admin area, part 2: discounts and their codes, postal-code timeslots, payment mode, API keys, the
// nurse's run sheet and the read API (spec 001 §5 and §8 where it gives the text; the server's own
// refusals where it does not).

/** Spec 001 §5, discount form (toast title 'Validation Error'). */
export const VALIDATION_ERROR_TITLE = 'Validation Error';
export const DISCOUNT_NAME_REQUIRED_MESSAGE = 'Discount name is required';
export const DISCOUNT_VALUE_REQUIRED_MESSAGE = 'Discount value is required';
export const IDENTIFIER_PREFIX_REQUIRED_MESSAGE = 'Identifier prefix is required for Promo discounts';
/** Spec 001 §5, code generation. */
export const CODE_COUNT_MESSAGE = 'Please enter a valid number between 1 and 1000';
/** Spec 001 §5, timeslot search (POSTAL_CODE_MESSAGE and EVENT_REQUIRED_MESSAGE are the same words). */
export const POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE = 'Please enter a postal code or select a date';
/** Spec 001 §5, API key form. */
export const API_KEY_DESCRIPTION_MESSAGE = 'Description must be at least 3 characters';
/** Spec 001 §2, texts of the Discounts, Postal Codes and API Keys tabs and of the test page. */
export const NO_DISCOUNTS_MESSAGE = 'No discounts found. Create your first discount to get started.';
export const NO_API_KEYS_MESSAGE = 'No API keys found. Generate one to get started.';
export const NO_POSTAL_CODE_TIMESLOTS_MESSAGE = 'No timeslots found for this postal code and event.';
export const NO_DATE_TIMESLOTS_MESSAGE = 'No timeslots found for the selected date.';
export const DATE_SEARCH_NOTE =
  'Showing all timeslots for the selected date. Toggle availability to block or unblock specific slots.';
export const TIMESLOTS_LOAD_ERROR_TITLE = 'Error loading timeslots';
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
/** Spec 001 §8, timeslots. */
export const FETCH_TIMESLOTS_FAILED_MESSAGE = 'Failed to fetch timeslots';
export const UPDATE_TIMESLOT_FAILED_MESSAGE = 'Failed to update timeslot';
export const TIMESLOT_UPDATED_MESSAGE = 'Timeslot updated';
/** Spec 001 §8, API keys and discounts. */
export const API_KEY_COPIED_MESSAGE = 'API key copied';
export const COPY_FAILED_TITLE = 'Failed to copy';
export const COPY_FAILED_DESCRIPTION = 'Could not copy API key to clipboard';
export const API_KEY_CREATED_MESSAGE = 'API key created';
export const API_KEY_UPDATED_MESSAGE = 'API key updated';
export const API_KEY_DELETED_MESSAGE = 'API key deleted';
export const DISCOUNT_CREATED_MESSAGE = 'Discount created';
export const DISCOUNT_UPDATED_MESSAGE = 'Discount updated';
export const DISCOUNT_DELETED_MESSAGE = 'Discount deleted';
export const CODES_GENERATED_MESSAGE = 'Codes Generated';

/** Not in the spec: the limits of the discount form and its refusals. */
export const IDENTIFIER_PREFIX_CHARACTERS_MESSAGE =
  'Identifier prefix can only contain letters A-Z, digits 0-9, hyphens and underscores';
export const IDENTIFIER_PREFIX_LENGTH_MESSAGE = 'Identifier prefix must be at most 20 characters';
export const IDENTIFIER_LENGTH_MESSAGE = 'Identifier length must be a whole number from 1 to 16';
export const MAX_REDEMPTIONS_MESSAGE = 'Max redemptions must be a whole number of 0 or more (0 = unlimited)';
export const MAX_BIN_REDEMPTIONS_MESSAGE = 'Max bin redemptions must be a whole number of 0 or more (0 = unlimited)';
export const DISCOUNT_VALUE_POSITIVE_MESSAGE = 'Discount value must be a number greater than 0';
export const DISCOUNT_VALUE_DECIMALS_MESSAGE = 'Discount value can have at most two decimals';
export const DISCOUNT_VALUE_TOO_LARGE_MESSAGE = 'Discount value must be at most 99999999.99';
export const DISCOUNT_PERCENTAGE_MAX_MESSAGE = 'A percentage discount cannot be more than 100';
export const END_DATE_BEFORE_START_MESSAGE = 'Valid To must be on or after Valid From';
export const DISCOUNT_NOT_FOUND_MESSAGE = 'Discount not found';
export const CODES_PROMO_ONLY_MESSAGE = 'Codes can be generated for Promo discounts only';
export const CODES_UNAVAILABLE_MESSAGE =
  'Not enough unused codes of this length are left for this prefix. Please use a longer identifier length.';
export const DISCOUNT_HAS_BOOKINGS_MESSAGE =
  'This discount has been used in bookings, so it cannot be deleted. Set it inactive instead to stop new redemptions.';
export const redemptionsBelowUsedMessage = (used: number) =>
  `Max redemptions cannot be less than the ${used} redemption${used === 1 ? '' : 's'} already taken (0 = unlimited)`;
export const binRedemptionsBelowUsedMessage = (used: number) =>
  `Max bin redemptions cannot be less than the ${used} bin redemption${used === 1 ? '' : 's'} already taken (0 = unlimited)`;

/** Not in the spec: timeslots, payment mode and the run sheet. */
export const TIMESLOT_NOT_FOUND_MESSAGE = 'Timeslot not found';
export const AVAILABILITY_REQUIRED_MESSAGE = 'isAvailable must be true or false';
export const ENABLED_REQUIRED_MESSAGE = 'enabled must be true or false';
export const DATE_SELECT_REQUIRED_MESSAGE = 'Please select a date';
export const REGION_REQUIRED_MESSAGE = 'Please select a region';
export const TEST_MODE_ON_MESSAGE = 'Payment test mode is on: no real payments are processed.';
export const TEST_MODE_OFF_MESSAGE = 'Payment test mode is off: cards are charged through Braintree.';
export const LIVE_MODE_NEEDS_CREDENTIALS_MESSAGE =
  'Live mode needs Braintree credentials (BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY). Keep test mode on until they are set.';

/** Not in the spec: API keys and the read API. */
export const API_KEY_DESCRIPTION_LENGTH_MESSAGE = 'Description must be at most 200 characters';
export const API_KEY_NOT_FOUND_MESSAGE = 'API key not found';
export const API_KEY_REQUIRED_MESSAGE = 'A valid, active API key is required (Authorization: Bearer <key>)';
export const UPDATED_SINCE_MESSAGE = 'updatedSince must be an ISO 8601 date and time, e.g. 2026-11-21T00:00:00Z';
export const CURSOR_MESSAGE = 'Invalid cursor';
export const API_LIMIT_MESSAGE = 'limit must be a whole number from 1 to 200';
export const API_REGISTRATION_NOT_FOUND_MESSAGE = 'Registration not found';
