import { RECEIPT_TOKEN_REQUIRED_MESSAGE } from '@domain/payments/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { fileAnswer } from '../../http/openapi';
import { hasBookingToken } from '../bookings';
import { staffSessionOf } from '../staff';
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

const TOKEN_DESCRIPTION =
  "The booking's token (data.bookingToken of the booking answer, or the email's manage link). Without it, or a staff session, 403";

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations/:id/receipt.pdf',
    {
      // Rule 4: limited like the look-up, so that ids cannot be probed at speed.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['registrations'],
        summary:
          "Receipt of a paid booking as a PDF, addressed by the booking id: only with the booking's token (X-Booking-Token, or ?token= for a plain link) or a staff session (DESIGN §8.9)",
        params: z.object({ id: z.string() }),
        querystring: z.object({ token: z.string().optional().describe(`${TOKEN_DESCRIPTION} (as the header)`) }),
        headers: z.object({ 'x-booking-token': z.string().optional().describe(TOKEN_DESCRIPTION) }),
        response: { 200: fileAnswer('application/pdf', pdfFile) },
        errorAnswers: {
          403: "No booking token, or not this booking's, and no staff session: the booking id alone opens no document.",
          409: 'The booking is not paid, or is cancelled or expired.',
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // The header first: a link's ?token= is for where no header can be sent. An unknown id is the
      // look-up's 404 either way (hasBookingToken reads the booking).
      const token = request.headers['x-booking-token'] || request.query.token;
      const allowed =
        (await hasBookingToken(app.ctx.db, id, token)) || (await staffSessionOf(app.ctx, request)) !== null;
      if (!allowed) throw new AppError('FORBIDDEN', RECEIPT_TOKEN_REQUIRED_MESSAGE);
      const receipt = await createReceipt({ ctx: app.ctx, registrationId: id });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
        .header('cache-control', 'no-store')
        .send(receipt.pdf);
    },
  );
};
