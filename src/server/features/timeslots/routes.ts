import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postalCodeTimeslotsResponseSchema } from '../../../domain/api-schemas';
import { timeslotQuerySchema } from '../../../domain/booking-schemas';
import { findActiveEventSlotsByPostalCode } from '../events';

export const timeslotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/timeslots/postal-code',
    {
      schema: {
        tags: ['timeslots'],
        summary: "An event's timeslots for the region of a postal code, grouped by date",
        querystring: timeslotQuerySchema,
        response: { 200: postalCodeTimeslotsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await findActiveEventSlotsByPostalCode({ ctx: app.ctx, ...request.query })),
    }),
  );
};
