export { describePaymentProvider, LIVE_PAYMENT_PROVIDER, maskMerchantId } from '../payments/payment-provider';
export { isPaymentTestMode, PAYMENT_TEST_MODE_KEY, setPaymentTestMode } from './service';
