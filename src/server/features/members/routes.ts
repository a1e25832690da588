import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope, verificationDataSchema } from '../../../domain/api-schemas';
import { createVerificationRequestSchema } from '../../../domain/booking-schemas';
import { todayInSingapore } from '../../../domain/dates';
import { ok } from '../../http/envelope';
import { verifyMembership } from './service';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify-aia-healthshield',
    {
      // Rule 4: verification answers whether an ID and birth date belong to a member, so it is rate-limited.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, botCheck: 'call' },
      schema: {
        tags: ['members'],
        summary: 'Verify AIA HealthShield or Vitality membership (reused by a booking for 15 minutes)',
        body: createVerificationRequestSchema(() => todayInSingapore(app.ctx.now())),
        response: { 200: successEnvelope(verificationDataSchema) },
        errorAnswers: { 503: 'The insurer could not be asked.' },
      },
    },
    async (request) => ok(await verifyMembership({ ctx: app.ctx, ...request.body })),
  );
};
