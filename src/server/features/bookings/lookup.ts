import { REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import type { BookAgain, RegistrationLookup } from '@domain/bookings/responses';
import { lookupReferenceSchema } from '@domain/bookings/schemas';
import { maskEmail, maskIdentificationNumber, REFERENCE_NUMBER_PATTERN } from '@domain/shared/identity';
import { asLanguage } from '@domain/shared/language';
import { centsToAmount, toCents } from '@domain/shared/money';
import { and, eq, sum } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { notFound } from '../../errors';
import { findEventSummary } from '../events';
import { readBookingDetails } from './booking-details';
import { requireBooking } from './booking-lock';
import { conditionalHoldEnd, requireBookingToken } from './holds';
import { selfServiceState } from './self-service';

/**
 * GET /api/registrations/lookup/{referenceNumber}. Shows what the confirmation and cancel pages need
 * and no more (rule 4, DESIGN §8.2): the NRIC and the email masked, never the booking token; no date of birth, address, postal code, mobile or medical
 * conditions. Malformed and unknown references get the same 404.
 */
export async function lookupRegistration(options: {
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>;
  referenceNumber: string;
}): Promise<RegistrationLookup> {
  const parsed = lookupReferenceSchema.safeParse({ referenceNumber: options.referenceNumber });
  if (!parsed.success || !REFERENCE_NUMBER_PATTERN.test(parsed.data.referenceNumber)) {
    throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);
  }
  const { db } = options.ctx;
  const [registration] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.referenceNumber, parsed.data.referenceNumber));
  if (!registration) throw notFound(REGISTRATION_NOT_FOUND_MESSAGE);

  const [{ household, event, slot, packageName, mainPackagePrice }, refundOnCancel] = await Promise.all([
    readBookingDetails(db, registration),
    settledPaymentsTotal(db, registration.id),
  ]);

  return {
    id: registration.id,
    status: registration.status,
    referenceNumber: registration.referenceNumber,
    firstName: registration.firstName,
    lastName: registration.lastName,
    email: maskEmail(registration.email),
    eventName: event.name,
    eventSlug: event.slug,
    packageName: packageName(registration.packageId),
    packagePrice: mainPackagePrice,
    timeslotDate: slot.date,
    timeslotTime: slot.time,
    calendarSequence: registration.calendarSequence,
    language: asLanguage(registration.language),
    location: event.location,
    identificationNumber: maskIdentificationNumber(registration.identificationNumber),
    isAiaMember: registration.isAiaMember,
    isVitalityMember: registration.isVitalityMember,
    personCount: registration.personCount,
    subtotal: registration.subtotalAmount,
    volumeDiscount: registration.volumeDiscountAmount,
    discountAmount: registration.discountAmount,
    gst: registration.gstAmount,
    totalAmount: registration.totalAmount,
    partnerPaid: registration.totalPaidInApp,
    cardDiscountAmount: registration.cardDiscountAmount,
    amountDue: registration.amountDue,
    isFromPartner: registration.wcBookingCode !== null,
    transactionId: registration.paidTransactionId,
    paymentMethod: registration.paymentMethod,
    paymentDueAt: registration.paymentDueAt?.toISOString() ?? null,
    holdExpiresAt: conditionalHoldEnd(registration),
    participants: household.map((person) => ({
      firstName: person.firstName,
      lastName: person.lastName,
      identificationNumber: maskIdentificationNumber(person.identificationNumber),
      packageName: packageName(person.packageId),
      packagePrice: person.packagePrice,
    })),
    cancelledAt: registration.cancelledAt?.toISOString() ?? null,
    refundOnCancel,
    ...selfServiceState({
      status: registration.status,
      slot,
      cutoffHours: options.ctx.config.CHANGE_CUTOFF_HOURS,
      now: options.ctx.now(),
    }),
  };
}

/**
 * The payments a cancellation would claim for a refund (payments' claimRefunds takes the booking's
 * `settled` ones), summed; null when there are none.
 */
async function settledPaymentsTotal(db: Executor, registrationId: string): Promise<string | null> {
  const [row] = await db
    .select({ total: sum(payments.amount) })
    .from(payments)
    .where(and(eq(payments.registrationId, registrationId), eq(payments.status, 'settled')));
  const total = row?.total ? centsToAmount(toCents(row.total)) : null;
  return total !== null && toCents(total) > 0 ? total : null;
}

/**
 * GET /api/registrations/{id}/book-again: where "Book again" leads for a booking, only with its token. A
 * partner booking books again through its own partner link (its code takes the prepaid amount off
 * again), which names the customer's partner booking: so it is never answered by reference alone.
 * Any other booking books again on its event's page.
 */
export async function readBookAgain(
  db: Executor,
  registrationId: string,
  token: string | undefined,
): Promise<BookAgain> {
  await requireBookingToken(db, registrationId, token);
  const booking = await requireBooking(db, registrationId);
  if (booking.wcBookingCode) return { path: `/wc/${encodeURIComponent(booking.wcBookingCode)}` };
  const event = await findEventSummary(db, booking.eventId);
  return { path: event ? `/events/${encodeURIComponent(event.slug)}` : '/' };
}
