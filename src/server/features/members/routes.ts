import { verificationDataSchema } from '@domain/members/responses';
import { createVerificationRequestSchema } from '@domain/members/schemas';
import { todayInSingapore } from '@domain/shared/dates';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { verifyMembership } from './service';

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const perIdPerHour = app.ctx.config.MEMBER_VERIFICATIONS_PER_ID_PER_HOUR;
  app.post(
    '/verify-aia-healthshield',
    {
      // Rule 4: verification answers whether an ID and birth date belong to a member, so it is rate-limited
      // per client here, and per ID number across all clients by the service (DESIGN §8.2).
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, botCheck: 'call', readOnly: true },
      schema: {
        tags: ['members'],
        summary: 'Verify AIA Health Shield or Vitality membership (reused by a booking for 15 minutes)',
        body: createVerificationRequestSchema(() => todayInSingapore(app.ctx.now())),
        response: { 200: successEnvelope(verificationDataSchema) },
        errorAnswers: {
          429: `Or this ID number had ${perIdPerHour} verifications in the last hour, from any client: the same refusal whatever the date of birth (the same ID number, date of birth and Vitality number asked again within 15 minutes is not counted again).`,
          503: 'The insurer could not be asked.',
        },
      },
    },
    async (request) => ok(await verifyMembership({ ctx: app.ctx, ...request.body })),
  );
};
