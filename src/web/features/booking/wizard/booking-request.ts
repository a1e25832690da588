import type { PriceBreakdown } from '@domain/bookings/pricing';
import type { PersonalDetails } from '@domain/bookings/schemas';
import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import type { Language } from '@domain/shared/language';
import type { StoredPartnerData } from '@/features/partner';
import type { RegistrationRequest } from '../api';
import { partnerRequestFields } from './partner-booking';
import type { AppliedDiscount, HouseholdMemberEntry, Membership } from './use-booking-wizard';

export interface BookingRequestParts {
  eventId: number;
  packageId: number;
  timeslotId: number;
  details: PersonalDetails;
  members: readonly HouseholdMemberEntry[];
  membership: Membership;
  discount: AppliedDiscount | null;
  breakdown: PriceBreakdown;
  /** The stored partner data of a visit that came through /wc/{code}. */
  partner?: StoredPartnerData | null;
  /** The review step's "Send me SMS reminders" (DESIGN §8.5). */
  smsReminders: boolean;
  /** The language of the pages the customer booked on, which the booking's messages are in (§8.10). */
  language: Language;
}

/**
 * POST /api/registrations body (spec 000 §3, main flow). The server prices again; `totalAmount` is the
 * total the order summary shows, and the server refuses the booking (409) when its own total differs,
 * so nobody is booked at a price they did not see.
 */
export function buildRegistrationRequest(parts: BookingRequestParts): RegistrationRequest {
  const { details, membership, breakdown } = parts;
  const { isMember } = membership;
  return {
    eventId: parts.eventId,
    packageId: parts.packageId,
    timeslotId: parts.timeslotId,
    firstName: details.firstName,
    lastName: details.lastName,
    email: details.email,
    mobileNumber: details.mobileNumber,
    gender: details.gender,
    identificationNumber: details.identificationNumber,
    dateOfBirth: details.dateOfBirth,
    postalCode: details.postalCode,
    unitNumber: details.unitNumber ?? '',
    address: details.address,
    medicalConditions: details.medicalConditions ?? '',
    isAiaMember: membership.isAiaMember,
    isVitalityMember: membership.isVitalityMember,
    // Spec 000 §3: the ID number when a member, else empty.
    aiaMemberId: isMember ? details.identificationNumber : '',
    ...(details.vitalityMembershipNo ? { vitalityMembershipNo: details.vitalityMembershipNo } : {}),
    // Both or neither: the server redeems the id only when its code matches this text, so the text
    // is the code as the discount validation answered it; no discount (or a removed one) sends null for both.
    discountCodeId: parts.discount?.discountIdentifierId ?? null,
    discountCode: parts.discount?.code ?? null,
    total: breakdown.total,
    totalForDisplay: breakdown.total,
    totalAmount: breakdown.total,
    ...partnerRequestFields(parts.partner),
    participants: parts.members.map((member) => ({
      firstName: member.firstName,
      lastName: member.lastName,
      identificationNumber: member.identificationNumber,
      dateOfBirth: member.dateOfBirth,
      gender: member.gender,
      packageId: member.packageId,
    })),
    // Confirm refuses until the privacy notice is agreed to: the version the review step linked (DESIGN §8.3).
    consentVersion: PRIVACY_NOTICE_VERSION,
    // Sent either way, so an unticked box is never read as the server's default (true).
    smsReminders: parts.smsReminders,
    language: parts.language,
  };
}
