// The Discounts tab's texts (spec 001 §2, §5, §8 word for word; the rest where the spec leaves it open).
// The texts the server answers too come from the domain.

export {
  CODE_COUNT_MESSAGE,
  CODES_GENERATED_MESSAGE,
  DISCOUNT_CREATED_MESSAGE as DISCOUNT_CREATED,
  DISCOUNT_DELETED_MESSAGE as DISCOUNT_DELETED,
  DISCOUNT_UPDATED_MESSAGE as DISCOUNT_UPDATED,
  NO_DISCOUNTS_MESSAGE as NO_DISCOUNTS,
  VALIDATION_ERROR_TITLE,
} from '@domain/discounts/messages';

// Spec 001 §2, §5, §8.

export const deleteDiscountQuestion = (name: string) =>
  `Are you sure you want to delete the discount "${name}"? This action cannot be undone.`;

export const LINE_ITEM_LABEL_PLACEHOLDER = 'Label shown on invoices';
export const IDENTIFIER_HINT = 'Identifiers allow A-Z, 0-9, hyphen and underscore only.';
export const UNLIMITED_PLACEHOLDER = '0 = unlimited';
export const NO_START_DATE = 'No start date';
export const NO_END_DATE = 'No end date';
export const GENERATE_CODES_TITLE = 'Generate Discount Codes';
