export { expireUnpaidHolds } from './expiry';
export {
  findRegistrationForPayment,
  markRegistrationPaid,
  type PayableRegistration,
  prepaidTransactionId,
} from './payment-state';
export { isPartnerCodeBooked, type PartnerPrepayment } from './service';
