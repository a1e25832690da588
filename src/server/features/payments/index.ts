export { claimRefunds, type RefundClaim, refundClaims, refundsFor } from './refunds';
export { isPaymentTestMode, setPaymentTestMode } from './test-mode';
