import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrationLookupSchema, registrationResultSchema, successEnvelope } from '../../../domain/api-schemas';
import { createBookingRequestSchema } from '../../../domain/booking-schemas';
import { todayInSingapore } from '../../../domain/dates';
import { ok } from '../../http/envelope';
import { answerOnce, idempotencyKeyHeaders } from '../../http/idempotency';
import { findPartnerPrepayment, linkReferral } from '../partner';
import { bookRegistration, lookupRegistration, prepareRegistration } from './service';

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
