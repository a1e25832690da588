export { expireUnpaidHolds } from './expiry';
export {
  findRegistrationForPayment,
  markRegistrationPaid,
  type PayableRegistration,
  prepaidTransactionId,
} from './payment-state';
export { findReceiptData, type ReceiptData, type ReceiptPerson } from './receipt-data';
export { isPartnerCodeBooked, type PartnerPrepayment } from './service';
