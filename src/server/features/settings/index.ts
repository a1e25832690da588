export { isPaymentTestMode, PAYMENT_TEST_MODE_KEY, setPaymentTestMode } from './service';
