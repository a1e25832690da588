export { findReceiptData } from './receipt-data';
