import { discountValidateSchema } from '@domain/bookings/schemas';
import { discountResultSchema } from '@domain/discounts/responses';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { validateDiscount } from './service';

export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/discounts/validate',
    {
      // Rule 4: rate-limited so that codes cannot be guessed in bulk.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, botCheck: 'call', readOnly: true },
      schema: {
        tags: ['discounts'],
        summary: 'Check a discount code and preview its amount on a subtotal',
        body: discountValidateSchema,
        response: { 200: successEnvelope(discountResultSchema) },
        errorAnswers: { 404: 'No active promo code with this text.', 409: 'The code is used up.' },
      },
    },
    async (request) => ok(await validateDiscount({ ctx: app.ctx, ...request.body })),
  );
};
