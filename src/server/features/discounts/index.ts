export {
  type CodeReference,
  type RedeemableCode,
  redeemCode,
  requireKnownCode,
  requireRedeemableCode,
} from './service';
