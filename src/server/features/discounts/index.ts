export { findBookedCodeRule } from './booked-code';
export {
  type CardDiscount,
  findCardDiscount,
  releaseCardDiscount,
  releaseCodeRedemption,
  takeCardDiscount,
} from './card-discounts';
export { countDiscounts, findCodeLabels } from './discount-counts';
export {
  asDiscountType,
  type DiscountRecord,
  deleteDiscountRecord,
  generateDiscountCodes,
  insertDiscountRecord,
  listDiscountIdentifiers,
  listDiscountRecords,
  requireDiscountRecord,
  updateDiscountRecord,
} from './discount-records';
export {
  type CodeReference,
  type RedeemableCode,
  redeemCode,
  requireKnownCode,
  requireRedeemableCode,
} from './service';
