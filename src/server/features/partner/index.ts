export { bookingPartnerSteps, lookupPartnerBooking, recordPartnerReferral } from './service';
