export {
  type BookingMembership,
  countAttemptQuery,
  countBookingAttempt,
  forgetStaleVerifications,
  MEMBER_VERIFICATION_TTL_MS,
  type MemberLookup,
  type MemberStatus,
  memberLookupFor,
  membershipForBooking,
  rememberVerificationQuery,
  VERIFICATION_WINDOW_MS,
  verifyMemberForChange,
} from './service';
