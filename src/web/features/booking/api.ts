import { VERIFICATION_TIMEOUT_MS } from '@domain/bookings/messages';
import type { PriceBreakdown } from '@domain/bookings/pricing';
import type { MembershipNotCheckedReason, PriceChange, RegistrationResult } from '@domain/bookings/responses';
import type { BookingRequestInput, discountValidateSchema, HouseholdMemberInput } from '@domain/bookings/schemas';
import type { DiscountResult } from '@domain/discounts/responses';
import type { VerificationData } from '@domain/members/responses';
import type { verificationRequestSchema } from '@domain/members/schemas';
import type { PostalCodeSlots, PostalCodeTimeslotsResponse } from '@domain/timeslots/responses';
import type { TimeslotsByDate } from '@domain/timeslots/views';
import { type MutateOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { z } from 'zod';
import type { SmsRemindersChoice } from '@/features/booking-shared';
import { eventQueryOptions, eventsQueryKey } from '@/features/events';
import { ApiError, apiGet, apiPost, retryLostConnection } from '@/lib/api';

// One place for every call the booking screens make (spec 000 §7), except the event itself, which the older
// flow's pages read too (features/booking-shared). The shapes the server answers are inferred from its
// response schemas in src/domain/api-schemas.ts.

export const timeslotsQueryKey = ['/api/timeslots/postal-code'] as const;

export const timeslotsQueryOptions = (postalCode: string, eventId: number | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: [...timeslotsQueryKey, postalCode, eventId],
    queryFn: async (): Promise<PostalCodeSlots> => {
      const query = new URLSearchParams({ postalCode, eventId: String(eventId) });
      // The region sits beside data in this envelope.
      const body = (await apiGet<TimeslotsByDate>(
        `/api/timeslots/postal-code?${query}`,
      )) as PostalCodeTimeslotsResponse;
      return { data: body.data ?? {}, region: body.region ?? null };
    },
    enabled,
    // Slots fill up while people book; a minute-old list is good enough, the server checks again.
    staleTime: 60_000,
  });

/**
 * Spec 000 §8: a failed timeslot call shows "an error made of the status code and the response text",
 * e.g. '400: Postal code and event ID are required'. The text of the server's envelope is its message;
 * an answer that is not the envelope (a proxy's error page) already reads 'status: text' in ApiError.
 * No answer at all (offline) has no status: the browser's own message. `messageText` shows the server's
 * message (a shared rule's) in the page's language.
 */
export function timeslotFailureMessage(error: Error, messageText: (text: string) => string = (text) => text): string {
  if (error instanceof ApiError && error.body) return `${error.status}: ${messageText(error.body.message)}`;
  return error.message;
}

/** POST /api/verify-aia-healthshield body, as the server's schema reads it. */
export type VerificationRequest = z.input<typeof verificationRequestSchema>;

/** `timedOut`: no answer within VERIFICATION_TIMEOUT_MS; otherwise the server or the network failed. */
export type VerificationResult =
  | { success: true; data: VerificationData }
  /** `isRateLimited`: the ID number's verifications of the hour are used up (429). */
  | { success: false; timedOut: boolean; isRateLimited?: boolean };

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
    return {
      success: false,
      timedOut: isTimeoutError(error),
      isRateLimited: error instanceof ApiError && error.status === 429,
    };
  }
}

/**
 * POST /api/discounts/validate body, as the server's schema reads it. `isMember`: a verified AIA or
 * Vitality member, so the code's AIA (member) applicability is checked, else Retail.
 */
export type DiscountRequest = z.input<typeof discountValidateSchema>;

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

export type RegistrationRequest = Omit<BookingRequestInput, 'participants'> & {
  participants: ParticipantRequest[];
} & SmsRemindersChoice;

export async function createRegistration(request: RegistrationRequest, idempotencyKey: string) {
  return (
    await apiPost<RegistrationResult>('/api/registrations', request, { headers: { 'Idempotency-Key': idempotencyKey } })
  ).data;
}

/**
 * The server's 409 when the total the customer saw is not its own (PRICE_CHANGED_MESSAGE); else null.
 * Checked by hand rather than with priceChangeSchema: this module is shared with the confirmation page,
 * which would otherwise load zod for nothing.
 */
export function priceChangeOf(error: unknown): PriceChange | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const data = error.body?.data;
  if (typeof data !== 'object' || data === null) return null;
  const { isMember, totalAmount, membershipNotChecked } = data as Record<string, unknown>;
  if (typeof isMember !== 'boolean' || typeof totalAmount !== 'string') return null;
  const reason: MembershipNotCheckedReason | null =
    membershipNotChecked === 'too-many-checks' || membershipNotChecked === 'insurer-unavailable'
      ? membershipNotChecked
      : null;
  return { isMember, totalAmount, membershipNotChecked: reason };
}

/** One booking attempt: the request as sent and the Idempotency-Key it went with. */
export interface BookingAttempt {
  body: string;
  key: string;
}

/**
 * The attempt a Confirm belongs to. Pressing Confirm again with the same request after a lost
 * connection reuses the key, so the server returns the first booking instead of making a second;
 * any change to the request (or no earlier attempt) is a new attempt with a new key.
 */
export function bookingAttemptFor(
  previous: BookingAttempt | null,
  request: RegistrationRequest,
  newKey: () => string = () => crypto.randomUUID(),
): BookingAttempt {
  const body = JSON.stringify(request);
  return previous?.body === body ? previous : { body, key: newKey() };
}

/**
 * POST /api/registrations with its Idempotency-Key, and the queries a booking attempt changes: after a
 * booking the event list (availability) and the timeslots; after a refusal the timeslots (the slot may
 * have gone) and, when the server's price differs, the event's packages (their prices may have changed).
 */
export function useCreateRegistration(eventSlug: string) {
  const queryClient = useQueryClient();
  const attempt = useRef<BookingAttempt | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (input: { request: RegistrationRequest; key: string }) => createRegistration(input.request, input.key),
    // Only a lost connection is retried, with the same Idempotency-Key, so it can never book twice.
    retry: retryLostConnection,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventsQueryKey });
      void queryClient.invalidateQueries({ queryKey: timeslotsQueryKey });
    },
    onError: (error) => {
      // The server answered and refused: the next Confirm is a new attempt. A lost connection keeps the
      // key, as the booking may have been made and a retry must return it.
      if (error instanceof ApiError) attempt.current = null;
      if (priceChangeOf(error)) void queryClient.invalidateQueries({ queryKey: eventQueryOptions(eventSlug).queryKey });
      void queryClient.invalidateQueries({ queryKey: timeslotsQueryKey });
    },
  });
  const createBooking = useCallback(
    (
      request: RegistrationRequest,
      options?: MutateOptions<RegistrationResult, Error, { request: RegistrationRequest; key: string }>,
    ) => {
      attempt.current = bookingAttemptFor(attempt.current, request);
      mutate({ request, key: attempt.current.key }, options);
    },
    [mutate],
  );
  return { createBooking, isPending };
}
