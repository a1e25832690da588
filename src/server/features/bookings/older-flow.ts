import { HOLD_CODE_MOBILE_MESSAGE } from '@domain/bookings/hold-messages';
import { type LegacyBookingRequest, legacyVisitRegionMessage } from '@domain/bookings/older-flow-schemas';
import type { LegacyRegistrationResult } from '@domain/bookings/responses';
import { textsAllowedTo } from '@domain/notifications/text-messages';
import { maskIdentificationNumber, maskMobileNumber } from '@domain/shared/identity';
import type { RegionName } from '@domain/timeslots/regions';
import type { Executor } from '../../db/client';
import { badRequest } from '../../errors';
import { findEventSlot } from '../timeslots';
import type { BookedRegistration, BookingDraft } from './book';

// The older booking flow (decision 007): its own request and answer around the main flow's booking
// steps. The booking is `confirmed` and paid on the day.

/**
 * A booking made for the customer rather than from the wizard's request (the older flow, a waitlist
 * offer): no membership claimed (the server verifies it itself, as in the main flow), no code, no
 * partner, no total shown.
 */
export const NO_CLAIMS = {
  isAiaMember: false,
  isVitalityMember: false,
  aiaMemberId: undefined,
  discountCodeId: null,
  discountCode: null,
  total: null,
  totalForDisplay: null,
  totalAmount: null,
  whitecoatBookingCode: null,
} as const satisfies Partial<BookingDraft>;

/**
 * The visit's postal code, when the request gives one, must be one the chosen slot's region visits:
 * the nurse's round of that slot goes there. Refused (400) before anything is written; a slot the
 * event does not have is left to the booking's own check.
 */
export async function checkLegacyVisitRegion(db: Executor, request: LegacyBookingRequest): Promise<void> {
  if (request.postalCode == null) return;
  const slot = await findEventSlot(db, { eventId: request.eventId, timeslotId: request.timeslotId });
  if (!slot) return;
  const message = legacyVisitRegionMessage(request.postalCode, slot.region as RegionName | null);
  if (message) throw badRequest(message, [{ path: 'postalCode', message }]);
}

/**
 * DESIGN §8.9: a booking paid on the day is proven by the code texted to its mobile, so the older flow
 * books only a mobile texts may go to (SMS_ALLOWED_COUNTRY_CODES); refused (400) before anything is written.
 */
export function checkLegacyMobile(request: LegacyBookingRequest, allowedCountryCodes: readonly string[]): void {
  if (!textsAllowedTo(request.mobileNumber, allowedCountryCodes)) {
    throw badRequest(HOLD_CODE_MOBILE_MESSAGE, [{ path: 'mobileNumber', message: HOLD_CODE_MOBILE_MESSAGE }]);
  }
}

/** The older request as a booking: the visit's address when given; no household, code, partner or shown total. */
export function legacyBookingDraft(request: LegacyBookingRequest): BookingDraft {
  return {
    eventId: request.eventId,
    packageId: request.packageId,
    timeslotId: request.timeslotId,
    firstName: request.firstName,
    lastName: request.lastName,
    email: request.email,
    mobileNumber: request.mobileNumber,
    gender: request.gender,
    identificationNumber: request.identificationNumber,
    dateOfBirth: request.dateOfBirth,
    postalCode: request.postalCode ?? null,
    address: request.address ?? null,
    unitNumber: request.unitNumber ?? undefined,
    medicalConditions: request.medicalConditions,
    vitalityMembershipNo: request.vitalityMembershipNo ?? undefined,
    ...NO_CLAIMS,
    participants: [],
    consentVersion: request.consentVersion,
    smsReminders: request.smsReminders,
    language: request.language,
  };
}

/** The answer of the older flow: the registration's fields as its confirmation page shows them. */
export function legacyRegistrationAnswer(draft: BookingDraft, booked: BookedRegistration): LegacyRegistrationResult {
  const { result, names, figures } = booked;
  return {
    id: result.id,
    referenceNumber: result.reference_number,
    status: 'confirmed',
    firstName: draft.firstName,
    lastName: draft.lastName,
    email: draft.email,
    mobileNumber: draft.mobileNumber,
    gender: draft.gender,
    identificationNumber: maskIdentificationNumber(draft.identificationNumber),
    dateOfBirth: draft.dateOfBirth,
    unitNumber: draft.unitNumber || null,
    address: draft.address,
    postalCode: draft.postalCode,
    eventId: draft.eventId,
    eventName: names.eventName,
    location: names.location,
    timeslotId: draft.timeslotId,
    timeslotDate: names.date,
    timeslotTime: names.time,
    packageId: draft.packageId,
    packageName: names.packageName,
    // One person at booking: the subtotal is their package's price for them.
    packagePrice: figures.subtotal,
    isAiaMember: figures.isAiaMember,
    isVitalityMember: figures.isVitalityMember,
    gst: figures.gst,
    totalAmount: result.totalAmount,
    amountDue: result.amountDue,
    holdExpiresAt: result.holdExpiresAt,
    // Where the code that keeps the visit went (DESIGN §8.9), so the page can say so.
    codeSentTo: result.holdExpiresAt ? maskMobileNumber(draft.mobileNumber) : null,
    bookingToken: result.bookingToken,
  };
}
