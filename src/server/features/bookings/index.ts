export {
  findApiRegistrationByPartnerCode,
  findApiRegistrationByReference,
  listApiRegistrationsChangedSince,
} from './api-read';
export {
  type BookingDraft,
  type HeldOffer,
  isPartnerCodeBooked,
  offerPersonsMessage,
  type PartnerPrepayment,
} from './book';
export {
  dropBookingCode,
  type PrimaryPerson,
  primaryPersonOf,
  saveBookingMembership,
  saveBookingPrice,
  savePrimaryPerson,
} from './booking-changes';
export { assertRegistrationId, type LockedBooking, requireBooking } from './booking-lock';
export { type CancellationRefunds, type CancelledBooking, cancelBooking } from './cancel';
export { findHoldsExpiring, findVisitsOnDates } from './dashboard-today';
export { countBookingsByDiscount } from './discount-usage';
export {
  type BookingHoldingPerson,
  ERASED_BOOKING_FIELDS,
  eraseBookings,
  eraseHouseholdMembers,
  findBookingsHoldingPerson,
  findBookingsPastRetention,
  isVisitAhead,
  lastVisitDatePastRetention,
} from './erasure';
export { expireUnpaidHolds } from './expiry';
export { bookHeldOffer } from './held-offer';
export {
  contactKeysOf,
  hasBookingToken,
  hashesMatch,
  holdKeyLocks,
  mostByContactKeys,
  newVerificationCode,
  requireBookingToken,
  verificationCodeHash,
} from './holds';
export {
  forgetNetworkHoldsBefore,
  type NetworkHold,
  networkHoldOf,
  takeNetworkHold,
} from './network-holds';
export { NO_CLAIMS } from './older-flow';
export {
  findRegistrationForPayment,
  markRegistrationPaid,
  type PayableRegistration,
  prepaidTransactionId,
} from './payment-state';
export { findReceiptData } from './receipt-data';
export { findRescheduleOptions, rescheduleAppointment } from './reschedule';
export { findBookingPersons, findVisitByReference, listRunSheetVisits, type RunSheetBooking } from './run-sheet';
export { isBeforeCutoff, SELF_SERVICE_STATUSES, selfServiceState, UNPAID_STATUSES } from './self-service';
export {
  countRegistrations,
  countRegistrationsByEvent,
  countRegistrationsByPackage,
  findBookingsOnDate,
  findTimeslotIdsWithBookings,
} from './staff-queries';
export { holdsLookScripted } from './unproven-holds';
