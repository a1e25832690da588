export { findPaymentRecords } from './payment-records';
export { completePayNowPayment, type PayNowProvider, recordStripePayNowPayment } from './paynow';
export { RECONCILE_INTERVAL_MS, reconcilePaymentsInDoubt } from './reconcile';
export { claimRefunds, type RefundClaim, refundClaims, refundsFor } from './refunds';
export { defaultPaymentTestMode, isPaymentTestMode, overruledTestModeWarning, setPaymentTestMode } from './test-mode';
