export { findBookedCodeRule } from './booked-code';
export {
  type CardDiscount,
  findCardDiscount,
  releaseCardDiscount,
  releaseCodeRedemption,
  takeCardDiscount,
} from './card-discounts';
export { countDiscounts, findCodeLabels } from './discount-counts';
export { generateDiscountCodes } from './discount-records';
export {
  assertRedeemable,
  type RedeemableCode,
  redeemableCode,
  redemptionQueries,
} from './service';
