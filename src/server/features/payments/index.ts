export { isPaymentTestMode, setPaymentTestMode } from './test-mode';
