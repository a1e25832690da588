export { type RedeemableCode, redeemCode, requireRedeemableCode } from './service';
