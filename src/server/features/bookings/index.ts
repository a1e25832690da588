export {
  type BookingDraft,
  bookHeldOffer,
  type HeldOffer,
  isPartnerCodeBooked,
  offerPersonsMessage,
  type PartnerPrepayment,
  type PartnerSteps,
} from './book';
export {
  dropBookingCode,
  type PrimaryPerson,
  primaryPersonOf,
  saveBookingMembership,
  saveBookingPrice,
  savePrimaryPerson,
} from './booking-changes';
export {
  asStatus,
  countRegistrations,
  countRegistrationsByEvent,
  countRegistrationsByPackage,
  findBookingsOnDate,
  findTimeslotIdsWithBookings,
} from './booking-counts';
export {
  findBookingPersons,
  findEventsAndSlots,
  findIdentifiedPersons,
  type IdentifiedPerson,
  mainPersonPrice,
  readBookingDetails,
} from './booking-details';
export {
  assertRegistrationId,
  type LockedBooking,
  lockBookingForStaff,
  requireBooking,
  requireBookingByReference,
} from './booking-lock';
export type { OfferQueries } from './booking-write';
export { type CancellationRefunds, type CancelledBooking, cancelBooking } from './cancel';
export { countBookingsByDiscount } from './discount-usage';
export { expireUnpaidHolds } from './expiry';
export {
  contactKeysOf,
  hasBookingToken,
  hashesMatch,
  holdKeyLocks,
  isBookingToken,
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
export { findRescheduleOptions, rescheduleAppointment } from './reschedule';
export { isBeforeCutoff, SELF_SERVICE_STATUSES, selfServiceState, UNPAID_STATUSES } from './self-service';
export { saveAssignedNurse, setVisitOutcome } from './staff-changes';
export { holdsLookScripted } from './unproven-holds';
