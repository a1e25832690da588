export { claimRefunds, type RefundClaim, refundClaims, refundsFor } from './refunds';
export { defaultPaymentTestMode, isPaymentTestMode, setPaymentTestMode } from './test-mode';
