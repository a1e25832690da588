export { countDiscounts, findCodeLabels } from './admin';
export { findBookedCodeRule } from './booked-code';
export {
  type CardDiscount,
  findCardDiscount,
  releaseCardDiscount,
  releaseCodeRedemption,
  takeCardDiscount,
} from './card-discounts';
export {
  type CodeReference,
  type RedeemableCode,
  redeemCode,
  requireKnownCode,
  requireRedeemableCode,
} from './service';
