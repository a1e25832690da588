// Texts of the Discounts tab (spec 001 §5 and §8 where it gives them; the server's own refusals
// where it does not). Apart from messages.ts so that they stay out of the customer pages' bundle.

/** Spec 001 §5, discount form (toast title 'Validation Error'). */
export const VALIDATION_ERROR_TITLE = 'Validation Error';
export const DISCOUNT_NAME_REQUIRED_MESSAGE = 'Discount name is required';
export const DISCOUNT_VALUE_REQUIRED_MESSAGE = 'Discount value is required';
export const IDENTIFIER_PREFIX_REQUIRED_MESSAGE = 'Identifier prefix is required for Promo discounts';
/** Spec 001 §5, code generation. */
export const CODE_COUNT_MESSAGE = 'Please enter a valid number between 1 and 1000';
/** Spec 001 §2, texts of the Discounts, Postal Codes and API Keys tabs and of the test page. */
export const NO_DISCOUNTS_MESSAGE = 'No discounts found. Create your first discount to get started.';
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
/** An active promo or bin discount that no customer could redeem (issue 27 point 4). */
export const DISCOUNT_USABLE_BY_NOBODY_MESSAGE =
  'No customer could use this discount: tick Health Screening and at least one of AIA or Retail, or set the discount inactive.';
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
