import type { BookingRequestInput, HouseholdMemberInput } from '@domain/booking-schemas';
import { VERIFICATION_TIMEOUT_MS } from '@domain/messages';
import type { PriceBreakdown } from '@domain/pricing';
import type { RegionName } from '@domain/regions';
import type { TimeslotsByDate } from '@domain/timeslot-views';
import { queryOptions } from '@tanstack/react-query';
import { eventsQueryKey } from '@/features/events';
import { ApiError, apiGet, apiPost } from '@/lib/api';

// One place for every call the booking screens make (spec 000 §7), with the shapes the server returns.

export interface BookingPackage {
  id: number;
  name: string;
  description: string | null;
  /** Two-decimal strings, e.g. '118.00'. */
  price: string;
  aiaPrice: string | null;
}

export interface EventTimeslot {
  id: number | null;
  date: string;
  time: string;
  isAvailable: boolean;
  maxAttendees: number;
  currentAttendees: number;
}

export interface EventDetails {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  location: string | null;
  dates: string[];
  packages: BookingPackage[];
  timeslots: EventTimeslot[];
}

export const eventQueryOptions = (slug: string) =>
  queryOptions({
    // Under the events list key, so that refreshing the list after a booking refreshes this too.
    queryKey: [...eventsQueryKey, slug],
    queryFn: async () => (await apiGet<EventDetails>(`/api/events/${encodeURIComponent(slug)}`)).data,
  });

export type { PostalCodeDate, PostalCodeTimeslot, TimeslotsByDate } from '@domain/timeslot-views';

export interface PostalCodeTimeslots {
  dates: TimeslotsByDate;
  region: RegionName | null;
}

export const timeslotsQueryKey = ['/api/timeslots/postal-code'] as const;

export const timeslotsQueryOptions = (postalCode: string, eventId: number | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: [...timeslotsQueryKey, postalCode, eventId],
    queryFn: async (): Promise<PostalCodeTimeslots> => {
      const query = new URLSearchParams({ postalCode, eventId: String(eventId) });
      // The region sits beside data in this envelope.
      const body = (await apiGet<TimeslotsByDate | null>(`/api/timeslots/postal-code?${query}`)) as {
        data: TimeslotsByDate | null;
        region?: RegionName | null;
      };
      return { dates: body.data ?? {}, region: body.region ?? null };
    },
    enabled,
    // Slots fill up while people book; a minute-old list is good enough, the server checks again.
    staleTime: 60_000,
  });

/**
 * Spec 000 §8: a failed timeslot call shows "an error made of the status code and the response text",
 * e.g. '400: Postal code and event ID are required'. The text of the server's envelope is its message;
 * an answer that is not the envelope (a proxy's error page) already reads 'status: text' in ApiError.
 * No answer at all (offline) has no status: the browser's own message.
 */
export function timeslotFailureMessage(error: Error): string {
  if (error instanceof ApiError && error.body) return `${error.status}: ${error.body.message}`;
  return error.message;
}

export interface VerificationRequest {
  identificationNumber: string;
  dateOfBirth: string;
  vitalityMembershipNo?: string;
}

export interface VerificationData {
  status: 'success' | 'not_found';
  isAiaMember: boolean;
  isVitalityMember: boolean;
  message: string;
  benefitProfileData: unknown;
}

/** `timedOut`: no answer within VERIFICATION_TIMEOUT_MS; otherwise the server or the network failed. */
export type VerificationResult = { success: true; data: VerificationData } | { success: false; timedOut: boolean };

export function isTimeoutError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Never throws: any failure becomes `success: false`, so the booking can go on at standard pricing. */
export async function verifyMembership(
  request: VerificationRequest,
  timeoutMs: number = VERIFICATION_TIMEOUT_MS,
): Promise<VerificationResult> {
  try {
    const body = await apiPost<VerificationData>('/api/verify-aia-healthshield', request, {
      // Spec 000 §7: client time-out 5 seconds.
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { success: true, data: body.data };
  } catch (error) {
    return { success: false, timedOut: isTimeoutError(error) };
  }
}

export interface DiscountRequest {
  code: string;
  subtotal: string;
  /** A verified AIA or Vitality member: the code's AIA (member) applicability is checked, else Retail. */
  isMember: boolean;
}

export interface DiscountResult {
  code: string;
  discountAmount: string;
  type: 'percentage' | 'amount';
  value: string;
  description: string | null;
  discountIdentifierId: number;
}

/**
 * The discount check the review step sends: the code against the amount it applies to, which is the
 * subtotal after the family bundle discount (DESIGN §4 Pricing: the code comes after the bundle), and
 * whether the customer is a verified member (the code's member or retail applicability).
 */
export function discountValidationRequest(code: string, breakdown: PriceBreakdown, isMember: boolean): DiscountRequest {
  return { code, subtotal: breakdown.afterVolumeDiscount, isMember };
}

export async function validateDiscount(request: DiscountRequest): Promise<DiscountResult> {
  return (await apiPost<DiscountResult>('/api/discounts/validate', request)).data;
}

export type ParticipantRequest = Omit<HouseholdMemberInput, 'packageId'> & { packageId: number };

export type RegistrationRequest = Omit<BookingRequestInput, 'participants'> & { participants: ParticipantRequest[] };

export interface RegistrationResult {
  reference_number?: string | null;
  id: string;
  status: 'pending_payment' | 'paid' | string;
  totalAmount: string;
  amountDue: string;
}

export async function createRegistration(request: RegistrationRequest, idempotencyKey: string) {
  return (
    await apiPost<RegistrationResult>('/api/registrations', request, { headers: { 'Idempotency-Key': idempotencyKey } })
  ).data;
}

export interface RegistrationLookup {
  id: string;
  status: string;
  referenceNumber: string;
  firstName: string;
  lastName: string;
  email?: string;
  eventName: string;
  packageName: string;
  packagePrice?: string;
  timeslotDate: string;
  timeslotTime: string;
  location: string | null;
  identificationNumber?: string;
  isAiaMember?: boolean;
  isVitalityMember?: boolean;
  personCount?: number;
  subtotal?: string;
  volumeDiscount?: string;
  discountAmount?: string;
  gst?: string;
  totalAmount?: string;
  partnerPaid?: string;
  amountDue?: string;
  /** Household members besides the main person; IDs arrive masked. */
  participants?: {
    firstName: string;
    lastName: string;
    identificationNumber?: string;
    packageName?: string;
    packagePrice?: string;
  }[];
}

export const registrationLookupQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['/api/registrations/lookup', reference],
    queryFn: async () =>
      (await apiGet<RegistrationLookup>(`/api/registrations/lookup/${encodeURIComponent(reference)}`)).data,
    // A payment may change the status; never show a stale one.
    staleTime: 0,
  });

/** The server's own message; anything else (network down, bad gateway page) gets the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}
