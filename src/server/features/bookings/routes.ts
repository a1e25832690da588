import { APPOINTMENT_CANCELLED_MESSAGE, APPOINTMENT_RESCHEDULED_MESSAGE } from '@domain/bookings/appointment-messages';
import { HOLD_KEPT_MESSAGE, HOLD_NEW_CODE_SENT_MESSAGE } from '@domain/bookings/hold-messages';
import {
  createLegacyBookingRequestSchema,
  isOlderFlowBody,
  type LegacyBookingRequest,
} from '@domain/bookings/older-flow-schemas';
import {
  bookAgainSchema,
  cancelAppointmentResultSchema,
  holdVerificationSchema,
  legacyRegistrationResultSchema,
  registrationLookupSchema,
  registrationResultSchema,
  rescheduleOptionsSchema,
  rescheduleResultSchema,
} from '@domain/bookings/responses';
import {
  type BookingRequest,
  createBookingRequestSchema,
  holdVerificationRequestSchema,
  newHoldCodeRequestSchema,
  rescheduleRequestSchema,
} from '@domain/bookings/schemas';
import { visitAddressSchema } from '@domain/bookings/visit-address';
import { registrationParamsSchema } from '@domain/payments/schemas';
import { todayInSingapore } from '@domain/shared/dates';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingTokenHeaders } from '../../http/booking-token';
import { ok } from '../../http/envelope';
import { idempotencyKeyHeaders, keyClaim } from '../../http/idempotency';
import { clientNetwork, holdNetwork } from '../../http/rate-limits';
import { bodyValidatedBy } from '../../http/validation';
import type { FreedVisits } from '../timeslots';
import { bookRegistration, type PartnerSteps } from './book';
import { type CancellationRefunds, cancelBooking } from './cancel';
import { NEW_CODES_WINDOW_MS, sendNewHoldCode, verifyHold, WRONG_CODES_WINDOW_MS } from './hold-verification';
import { lookupRegistration, readBookAgain } from './lookup';
import { checkLegacyMobile, checkLegacyVisitRegion, legacyBookingDraft, legacyRegistrationAnswer } from './older-flow';
import { findRescheduleOptions, rescheduleAppointment } from './reschedule';
import { readVisitAddress } from './visit-address';

/** Anonymous changes to a booking by its id (rule 7): limited per client, like look-ups. */
const changeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** What the booking routes need of the capabilities built on bookings, composed by app.ts. */
export interface BookingRouteNeeds {
  /** The partner's record and referral link of a partner code (partner's `bookingPartnerSteps`). */
  partnerSteps: PartnerSteps;
  /** A cancelled booking's card payments refunded (payments' `refundsFor`). */
  refunds: CancellationRefunds<unknown>;
  /** A cancelled or moved booking's visit offered to the waitlist (waitlist-offers' `freedVisitOffers`). */
  freedVisits: Pick<FreedVisits, 'offerFreedVisits'>;
}

export const registrationRoutes: FastifyPluginAsyncZod<BookingRouteNeeds> = async (app, needs) => {
  const { ctx } = app;
  const { partnerSteps, refunds, freedVisits } = needs;
  const today = () => todayInSingapore(ctx.now());
  const mainFlowBody = createBookingRequestSchema(today);
  const olderFlowBody = createLegacyBookingRequestSchema(today);
  // A booking answers with member prices, so unlimited bookings would let anyone probe who is a member.
  const bookingLimit = { rateLimit: { max: ctx.config.BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
  // DESIGN §8.2: past a client network's hourly calls (or while holds look scripted) a booking needs a solved challenge.
  const bookingConfig = { ...bookingLimit, botCheck: 'call' } as const;

  /** The main flow: status `pending_payment` until paid, answered with `data.reference_number`. */
  const bookMainFlow = (booking: BookingRequest, key: string | undefined, network: string) =>
    bookRegistration({
      ctx,
      booking,
      network,
      claim: keyClaim({ scope: 'POST /api/registrations', key, request: booking }),
      partnerSteps,
      answerWith: ({ result }) => result,
    });

  /**
   * The older flow (decision 007): the main flow's booking on a booking with no address, status
   * `confirmed` and paid on the day, answered with the registration's fields. Its keys have their own
   * scope whichever route it came by, so a retry through the alias answers the first booking.
   */
  const bookOlderFlow = async (booking: LegacyBookingRequest, key: string | undefined, network: string) => {
    checkLegacyMobile(booking, ctx.config.SMS_ALLOWED_COUNTRY_CODES);
    await checkLegacyVisitRegion(ctx.db, booking);
    const draft = legacyBookingDraft(booking);
    return bookRegistration({
      ctx,
      booking: draft,
      claim: keyClaim({ scope: 'POST /api/registrations/legacy', key, request: booking }),
      payOnTheDay: true,
      network,
      // The older request carries no partner code, so the partner is never asked.
      partnerSteps,
      answerWith: (booked) => legacyRegistrationAnswer(draft, booked),
    });
  };

  app.post(
    '/registrations',
    {
      config: bookingConfig,
      schema: {
        tags: ['registrations'],
        summary:
          "Book a screening through either flow (spec 000 §7): the main flow's body, or the older flow's (no totals, the visit's postal code, address and unit number optional; decision 007). The server prices it, takes the capacity and any code redemption",
        headers: idempotencyKeyHeaders,
        body: z.xor([mainFlowBody, olderFlowBody]),
        response: { 201: successEnvelope(z.xor([registrationResultSchema, legacyRegistrationResultSchema])) },
        errorAnswers: {
          404: 'No active event with this eventId, no such discount code, or a partner code the partner does not know.',
          409: "The slot is full or no longer offered, the total differs from the server's (data holds the new one), the code is used up, the ID has too many unpaid bookings, the partner code already booked a visit, or the Idempotency-Key was used for another request.",
          429: 'The client network took HOLDS_PER_NETWORK_PER_DAY unpaid or unproven holds in the last 24 hours (the message names the clinic phone).',
          503: 'The partner could not be asked about the partner code.',
        },
      },
      // Each body is validated by its own schema alone, so a refusal names that flow's fields and messages
      // rather than a union's "no option matched".
      validatorCompiler: bodyValidatedBy((body) => (isOlderFlowBody(body) ? olderFlowBody : mainFlowBody)),
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const body = request.body;
      // The validator chose the schema by isOlderFlowBody; only the main flow's output has member claims
      // (defaulted to false), while both may carry a postal code.
      const network = holdNetwork(request.ip);
      const answer =
        'isAiaMember' in body ? await bookMainFlow(body, key, network) : await bookOlderFlow(body, key, network);
      return reply.status(answer.status).send(ok(answer.data));
    },
  );

  app.post(
    '/registrations/legacy',
    {
      config: bookingConfig,
      schema: {
        tags: ['registrations'],
        summary:
          "The older flow's booking (decision 007), kept as an alias of POST /api/registrations with its older body",
        headers: idempotencyKeyHeaders,
        body: olderFlowBody,
        response: { 201: successEnvelope(legacyRegistrationResultSchema) },
        errorAnswers: {
          404: 'No active event with this eventId.',
          409: 'The slot is full or no longer offered, the ID has too many unpaid bookings, or the Idempotency-Key was used for another request.',
          429: 'The client network took HOLDS_PER_NETWORK_PER_DAY unpaid or unproven holds in the last 24 hours.',
        },
      },
    },
    async (request, reply) => {
      const answer = await bookOlderFlow(request.body, request.headers['idempotency-key'], holdNetwork(request.ip));
      return reply.status(answer.status).send(ok(answer.data));
    },
  );

  app.post(
    '/registrations/:id/cancel',
    {
      config: changeLimit,
      schema: {
        tags: ['registrations'],
        summary: 'Cancel a booking by its id before the cut-off: capacity and code given back, a card payment refunded',
        params: registrationParamsSchema,
        response: { 200: successEnvelope(cancelAppointmentResultSchema) },
        errorAnswers: {
          409: 'Already cancelled, not cancellable in its status, past the change cut-off, or a card payment under way.',
        },
      },
    },
    async (request) => {
      const cancelled = await cancelBooking(app.ctx, {
        registrationId: request.params.id,
        actor: 'customer',
        by: 'customer',
        refunds,
        freedVisits,
      });
      const data = {
        id: cancelled.id,
        referenceNumber: cancelled.referenceNumber,
        status: 'cancelled' as const,
        cancelledAt: cancelled.cancelledAt.toISOString(),
        refund: cancelled.refund,
      };
      return { ...ok(data), message: APPOINTMENT_CANCELLED_MESSAGE };
    },
  );

  app.get(
    '/registrations/:id/visit-address',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['registrations'],
        summary: "The home visit's address of a booking, for its own pages: only with the booking's X-Booking-Token",
        params: registrationParamsSchema,
        headers: bookingTokenHeaders,
        response: { 200: successEnvelope(visitAddressSchema) },
        errorAnswers: {
          403: 'No X-Booking-Token, or not the token of this booking: the reference number and the id open no address.',
        },
      },
    },
    async (request, reply) => {
      const data = await readVisitAddress(app.ctx.db, request.params.id, request.headers['x-booking-token']);
      return reply.header('cache-control', 'no-store').send(ok(data));
    },
  );

  app.get(
    '/registrations/:id/book-again',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['registrations'],
        summary:
          "Where 'Book again' leads for a booking (a partner booking's own partner link): only with the booking's X-Booking-Token",
        params: registrationParamsSchema,
        headers: bookingTokenHeaders,
        response: { 200: successEnvelope(bookAgainSchema) },
        errorAnswers: {
          403: "No X-Booking-Token, or not the token of this booking: a partner booking's code is not shown by reference.",
        },
      },
    },
    async (request, reply) => {
      const data = await readBookAgain(app.ctx.db, request.params.id, request.headers['x-booking-token']);
      return reply.header('cache-control', 'no-store').send(ok(data));
    },
  );

  app.get(
    '/registrations/:id/reschedule-options',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['registrations'],
        summary: "The free slots of a booking's event and region it could move to",
        params: registrationParamsSchema,
        response: { 200: successEnvelope(rescheduleOptionsSchema) },
      },
    },
    async (request, reply) => {
      const data = await findRescheduleOptions(app.ctx, { registrationId: request.params.id });
      return reply.header('cache-control', 'no-store').send(ok(data));
    },
  );

  app.post(
    '/registrations/:id/reschedule',
    {
      config: changeLimit,
      schema: {
        tags: ['registrations'],
        summary: 'Move a booking to another free slot of its event and region before the cut-off',
        params: registrationParamsSchema,
        body: rescheduleRequestSchema,
        response: { 200: successEnvelope(rescheduleResultSchema) },
        errorAnswers: {
          409: 'Not movable in its status, already in that slot, past the change cut-off, or the slot is full or not offered.',
        },
      },
    },
    async (request) => {
      const data = await rescheduleAppointment(app.ctx, {
        registrationId: request.params.id,
        timeslotId: request.body.timeslotId,
        freedVisits,
      });
      return { ...ok(data), message: APPOINTMENT_RESCHEDULED_MESSAGE };
    },
  );

  app.post(
    '/registrations/verify',
    {
      // DESIGN §8.9: behind the bot check like every public call a script would make in bulk; wrong codes
      // are counted per (reference, client network) in the service, so no stranger locks the customer out.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, botCheck: 'call' },
      schema: {
        tags: ['registrations'],
        summary:
          "Keep a held visit with the code sent for it (the main flow's confirmation email, the older flow's text; the email's button posts the same call): the contact is proven, the visit no longer released at holdExpiresAt",
        body: holdVerificationRequestSchema,
        response: { 200: successEnvelope(holdVerificationSchema) },
        errorAnswers: {
          400: 'The code is not the one sent for this booking, or no booking has this reference (one answer for both).',
          409: 'The right code, but the hold has run out (the booking is expired) or the booking needs no code (cancelled).',
          429: 'Five wrong codes for this reference from this client network in the last hour.',
        },
      },
    },
    async (request) => {
      const key = `hold-code:${request.body.referenceNumber}:${clientNetwork(request.ip)}`;
      const data = await verifyHold(app.ctx, {
        request: request.body,
        counters: {
          wrongCodes: () => app.sharedCounters.read(key, WRONG_CODES_WINDOW_MS),
          addWrongCode: () => app.sharedCounters.increment(key, WRONG_CODES_WINDOW_MS),
        },
      });
      return { ...ok(data), message: HOLD_KEPT_MESSAGE };
    },
  );

  app.post(
    '/registrations/verify/resend',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, botCheck: 'call' },
      schema: {
        tags: ['registrations'],
        summary:
          "Send a new code for a visit held conditionally, by text to the booking's mobile; it replaces the old code. The same answer whether or not the reference is a booking waiting for a code",
        body: newHoldCodeRequestSchema,
        response: { 202: successEnvelope(z.null()) },
        errorAnswers: {
          429: 'Three new codes were asked for this reference in the last hour.',
        },
      },
    },
    async (request, reply) => {
      const key = `hold-code-resend:${request.body.referenceNumber}`;
      await sendNewHoldCode(app.ctx, {
        request: request.body,
        counters: {
          addNewCode: () => app.sharedCounters.increment(key, NEW_CODES_WINDOW_MS),
        },
      });
      return reply.status(202).send({ ...ok(null), message: HOLD_NEW_CODE_SENT_MESSAGE });
    },
  );

  app.get(
    '/registrations/lookup/:referenceNumber',
    {
      // Rule 4: look-ups by reference are rate-limited so that references cannot be scanned.
      // The bot check counts look-up misses too: a burst of them across clients checks every look-up.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, botCheck: 'look-up' },
      schema: {
        tags: ['registrations'],
        summary: 'Look up a booking by reference number (personal data masked)',
        params: z.object({ referenceNumber: z.string() }),
        response: { 200: successEnvelope(registrationLookupSchema) },
      },
    },
    async (request, reply) => {
      const data = await lookupRegistration({ ctx: app.ctx, referenceNumber: request.params.referenceNumber });
      return reply.header('cache-control', 'no-store').send(ok(data));
    },
  );
};
