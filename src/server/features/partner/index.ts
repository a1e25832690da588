export { findPartnerPrepayment, linkReferralQuery, lookupPartnerBooking, recordPartnerReferral } from './service';
