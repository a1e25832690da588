import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type RegistrationResult,
  registrationLookupSchema,
  registrationResultSchema,
  successEnvelope,
} from '../../../domain/api-schemas';
import { createBookingRequestSchema } from '../../../domain/booking-schemas';
import { todayInSingapore } from '../../../domain/dates';
import { ok } from '../../http/envelope';
import { createRegistration, lookupRegistration } from './service';

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, { error: 'Idempotency-Key must not be empty' })
    .max(200, { error: 'Idempotency-Key must be at most 200 characters' })
    .optional(),
});

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/registrations',
    {
      // A booking answers with member prices, so unlimited bookings would let anyone probe who is a member.
      config: { rateLimit: { max: app.ctx.config.BOOKING_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['registrations'],
        summary: 'Book a screening: the server prices it, takes the capacity and any code redemption',
        headers: idempotencyHeaders,
        body: createBookingRequestSchema(() => todayInSingapore(app.ctx.now())),
        response: { 201: successEnvelope(registrationResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await createRegistration({
        ctx: app.ctx,
        booking: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      // The stored answer of a retried request is the same 201 confirmation.
      return reply.status(201).send(result.body as ReturnType<typeof ok<RegistrationResult>>);
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
