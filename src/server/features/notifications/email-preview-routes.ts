import { emailPreviewRequestSchema, emailPreviewSchema } from '@domain/notifications/email-names';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { previewEmail } from './email-preview';

/** Registered by the notifications' admin routes, behind the admin area's session guard and role check. */
export const emailPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/email-preview',
    {
      // Renders only: nothing is stored, so the read caches stay.
      config: { readOnly: true },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary:
          'Render one email of the sample booking (every kind the product sends), optionally with a template as typed in place of the stored one',
        body: emailPreviewRequestSchema,
        response: { 200: successEnvelope(emailPreviewSchema) },
        errorAnswers: {
          400: 'The template as typed fails with the sample booking, or is stopped by its time or memory limit: the message names its line and reason.',
        },
      },
    },
    async (request) => ok(await previewEmail(app.ctx, request.body)),
  );
};
