export { RECONCILE_INTERVAL_MS, reconcilePaymentsInDoubt } from './reconcile';
export { claimRefunds, type RefundClaim, refundClaims, refundsFor } from './refunds';
export { isPaymentTestMode, setPaymentTestMode } from './test-mode';
