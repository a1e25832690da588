export { findPartnerPrepayment, linkReferral, lookupPartnerBooking, recordPartnerReferral } from './service';
