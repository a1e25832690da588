import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../http/openapi';
import { hasBookingToken } from './holds';
import { createReceipt } from './receipt';

/**
 * The answer is a PDF file (sent as a Buffer, which Fastify never serialises), documented as a binary
 * string.
 */
const pdfFile = z.any().meta({
  type: 'string',
  format: 'binary',
  description: 'The receipt: an A4 PDF, sent as application/pdf with content-disposition attachment',
});

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations/:id/receipt.pdf',
    {
      // Rule 4: limited like the look-up, so that ids cannot be probed at speed.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['registrations'],
        summary:
          "Receipt of a paid booking as a PDF, addressed by the booking id (the visit's address only with the booking's X-Booking-Token)",
        params: z.object({ id: z.string() }),
        headers: z.object({
          'x-booking-token': z
            .string()
            .optional()
            .describe("The booking's token: without it the receipt says the address is in the confirmation email"),
        }),
        response: { 200: fileAnswer('application/pdf', pdfFile) },
        errorAnswers: { 409: 'The booking is not paid, or is cancelled or expired.' },
      },
    },
    async (request, reply) => {
      const token = request.headers['x-booking-token'];
      const withVisitAddress =
        token !== undefined && (await hasBookingToken(app.ctx.db, request.params.id, token).catch(() => false));
      const receipt = await createReceipt({ ctx: app.ctx, registrationId: request.params.id, withVisitAddress });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
        .header('cache-control', 'no-store')
        .send(receipt.pdf);
    },
  );
};
