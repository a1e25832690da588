import {
  partnerBookingSchema,
  partnerCodeParamsSchema,
  partnerReferralRequestSchema,
  partnerReferralSchema,
} from '@domain/payments/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { lookupPartnerBooking, recordPartnerReferral } from './service';

// Rule 4: partner-code checks are rate-limited per client, so codes cannot be scanned; past a client
// network's hourly calls they need the bot check's challenge too (DESIGN §8.2).
const partnerLimit = { rateLimit: { max: 20, timeWindow: '1 minute' }, botCheck: 'call' } as const;

export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wc/:code',
    {
      config: partnerLimit,
      schema: {
        tags: ['partner'],
        summary: "The partner's booking behind a 12-16 digit code, to fill in the wizard",
        params: partnerCodeParamsSchema,
        response: { 200: successEnvelope(partnerBookingSchema) },
        errorAnswers: {
          404: 'The partner knows no booking with this code.',
          409: 'The code already booked a visit.',
          503: 'The partner could not be asked.',
        },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ ...ok(await lookupPartnerBooking(app.ctx, { code: request.params.code })), message: 'Booking found' }),
  );

  app.post(
    '/wc/create-registration',
    {
      config: partnerLimit,
      schema: {
        tags: ['partner'],
        summary: 'Record the referral from the partner; its id is kept by the page',
        body: partnerReferralRequestSchema,
        response: { 200: successEnvelope(partnerReferralSchema) },
        errorAnswers: {
          404: 'The partner knows no booking with this code.',
          409: 'The code already booked a visit.',
          503: 'The partner could not be asked.',
        },
      },
    },
    async (request) => ({
      ...ok(await recordPartnerReferral(app.ctx, { code: request.body.bookingCode })),
      message: 'Referral recorded',
    }),
  );
};
