// The Discounts tab's texts (spec 001 §2, §5, §8 word for word; the rest where the spec leaves it open).
// src/domain/messages.ts holds these texts for the server too; they are written out here rather than
// imported because that module is part of the home page's bundle, and every text imported from it stays
// there. messages.test.ts keeps both copies equal.

// Spec 001 §2, §5, §8.
export const VALIDATION_ERROR_TITLE = 'Validation Error';
export const CODE_COUNT_MESSAGE = 'Please enter a valid number between 1 and 1000';
export const CODES_GENERATED_MESSAGE = 'Codes Generated';
export const DISCOUNT_CREATED = 'Discount created';
export const DISCOUNT_UPDATED = 'Discount updated';
export const DISCOUNT_DELETED = 'Discount deleted';
export const NO_DISCOUNTS = 'No discounts found. Create your first discount to get started.';

export const deleteDiscountQuestion = (name: string) =>
  `Are you sure you want to delete the discount "${name}"? This action cannot be undone.`;

export const LINE_ITEM_LABEL_PLACEHOLDER = 'Label shown on invoices';
export const IDENTIFIER_HINT = 'Identifiers allow A-Z, 0-9, hyphen and underscore only.';
export const UNLIMITED_PLACEHOLDER = '0 = unlimited';
export const NO_START_DATE = 'No start date';
export const NO_END_DATE = 'No end date';
export const GENERATE_CODES_TITLE = 'Generate Discount Codes';
