import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelAppointmentResultSchema,
  legacyRegistrationResultSchema,
  registrationLookupSchema,
  registrationResultSchema,
  rescheduleOptionsSchema,
  rescheduleResultSchema,
  successEnvelope,
} from '../../../domain/api-schemas';
import { APPOINTMENT_CANCELLED_MESSAGE, APPOINTMENT_RESCHEDULED_MESSAGE } from '../../../domain/appointment-messages';
import {
  createBookingRequestSchema,
  createLegacyBookingRequestSchema,
  rescheduleRequestSchema,
} from '../../../domain/booking-schemas';
import { todayInSingapore } from '../../../domain/dates';
import { registrationParamsSchema } from '../../../domain/payment-schemas';
import { ok } from '../../http/envelope';
import { answerOnce, idempotencyKeyHeaders } from '../../http/idempotency';
import { findPartnerPrepayment, linkReferral } from '../partner';
import { cancelAppointment } from './cancellation';
import { describeLegacyRegistration, legacyBookingDraft, resolveLegacySlot } from './legacy-booking';
import { findRescheduleOptions, rescheduleAppointment } from './reschedule';
import { bookRegistration, lookupRegistration, prepareRegistration } from './service';

/** Anonymous changes to a booking by its id (rule 7): limited per client, like look-ups. */
const changeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/registrations',
    {
      // A booking answers with member prices, so unlimited bookings would let anyone probe who is a member.
      config: { rateLimit: { max: app.ctx.config.BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['registrations'],
        summary: 'Book a screening: the server prices it, takes the capacity and any code redemption',
        headers: idempotencyKeyHeaders,
        body: createBookingRequestSchema(() => todayInSingapore(app.ctx.now())),
        response: { 201: successEnvelope(registrationResultSchema) },
        errorAnswers: {
          404: 'No active event with this eventId, no such discount code, or a partner code the partner does not know.',
          409: "The slot is full or no longer offered, the total differs from the server's (data holds the new one), the code is used up, the ID has too many unpaid bookings, the partner code already booked a visit, or the Idempotency-Key was used for another request.",
          503: 'The partner could not be asked about the partner code.',
        },
      },
    },
    async (request, reply) => {
      const { ctx } = app;
      const answer = await answerOnce(
        ctx.db,
        {
          scope: 'POST /api/registrations',
          key: request.headers['idempotency-key'],
          request: request.body,
          status: 201,
          now: ctx.now,
        },
        {
          prepare: () =>
            prepareRegistration({
              ctx,
              booking: request.body,
              findPartnerPrepayment: (code) => findPartnerPrepayment(ctx, code),
            }),
          commit: async (tx, prepared) => {
            const now = ctx.now();
            const booked = await bookRegistration(tx, {
              ...prepared,
              now,
              unpaidHoldHours: ctx.config.UNPAID_HOLD_HOURS,
            });
            if (prepared.partner)
              await linkReferral(tx, { code: prepared.partner.code, registrationId: booked.id, now });
            return booked;
          },
        },
      );
      return reply.status(answer.status).send(ok(answer.data));
    },
  );

  app.post(
    '/registrations/legacy',
    {
      config: { rateLimit: { max: app.ctx.config.BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['registrations'],
        summary: 'Book through the older flow (decision 007): no address, paid on the day (status confirmed)',
        headers: idempotencyKeyHeaders,
        body: createLegacyBookingRequestSchema(() => todayInSingapore(app.ctx.now())),
        response: { 201: successEnvelope(legacyRegistrationResultSchema) },
        errorAnswers: {
          404: 'No active event with this eventId.',
          409: 'The slot is full or no longer offered, the ID has too many unpaid bookings, or the Idempotency-Key was used for another request.',
        },
      },
    },
    async (request, reply) => {
      const { ctx } = app;
      const answer = await answerOnce(
        ctx.db,
        {
          scope: 'POST /api/registrations/legacy',
          key: request.headers['idempotency-key'],
          request: request.body,
          status: 201,
          now: ctx.now,
        },
        {
          prepare: async () => {
            const timeslotId = await resolveLegacySlot(ctx, request.body);
            return prepareRegistration({
              ctx,
              booking: legacyBookingDraft(request.body, timeslotId),
              // The older request carries no partner code, so the partner is never asked.
              findPartnerPrepayment: (code) => findPartnerPrepayment(ctx, code),
            });
          },
          commit: async (tx, prepared) => {
            const booked = await bookRegistration(tx, {
              ...prepared,
              now: ctx.now(),
              unpaidHoldHours: ctx.config.UNPAID_HOLD_HOURS,
              payOnTheDay: true,
            });
            return describeLegacyRegistration(tx, booked.id);
          },
        },
      );
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
        errorAnswers: { 409: 'Already cancelled, not cancellable in its status, or past the change cut-off.' },
      },
    },
    async (request) => {
      const data = await cancelAppointment(app.ctx, { registrationId: request.params.id });
      return { ...ok(data), message: APPOINTMENT_CANCELLED_MESSAGE };
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
      });
      return { ...ok(data), message: APPOINTMENT_RESCHEDULED_MESSAGE };
    },
  );

  app.get(
    '/registrations/lookup/:referenceNumber',
    {
      // Rule 4: look-ups by reference are rate-limited so that references cannot be scanned.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
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
