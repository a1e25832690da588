import { testEmailSentMessage } from '@domain/notifications/email-messages';
import { testEmailQuerySchema, testEmailResultSchema, testPdfQuerySchema } from '@domain/notifications/email-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createMailer } from '../../adapters/mailer';
import { fileAnswer } from '../../http/openapi';
import { requireAdminRole, requireSession } from '../staff';
import { renderTestEmail, renderTestPdf, sendTestEmail } from './test-tool';

const tags = ['admin'];
/** Every admin call carries the session (bearer header or cookie). */
const security = [{ bearerAuth: [] }];

const htmlPage = z.any().meta({ type: 'string', description: 'The rendered email (text/html), with render=1' });
const pdfFile = z.any().meta({
  type: 'string',
  format: 'binary',
  description: 'The sample PDF: an A4 PDF, sent as application/pdf to show in the browser',
});

/**
 * The test tool (spec 001 §7 Test tools): outside /api/admin because the page opens its previews in a
 * new tab, where only the session cookie goes along; admin-only all the same (DESIGN §4), by the
 * admin area's own session and role checks, on every route of this plugin.
 */
export const emailTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const mailer = createMailer(ctx.config);
  app.addHook('onClose', async () => mailer.close());
  app.decorateRequest('adminSession', null);
  app.addHook('onRequest', requireSession(ctx));
  app.addHook('onRequest', requireAdminRole);

  app.get(
    '/test-email',
    {
      schema: {
        tags,
        security,
        summary: 'Send the sample email of a type to an address, or with render=1 answer its HTML',
        querystring: testEmailQuerySchema,
        response: {
          200: {
            content: { 'application/json': { schema: testEmailResultSchema }, 'text/html': { schema: htmlPage } },
          },
        },
        errorAnswers: {
          400: 'A stored subject or template fails with the sample booking, or is stopped by its time or memory limit: the message names its key, line and reason.',
          503: 'The email could not be sent.',
        },
      },
    },
    async (request, reply) => {
      const { email, type, render } = request.query;
      if (render) {
        const composed = await renderTestEmail(ctx, type);
        // The preview is staff-written HTML on our origin: a sandboxed page that runs no script and
        // loads nothing but inline styles and images, so a template cannot act for the admin viewing it.
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header(
            'content-security-policy',
            "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https:",
          )
          .send(composed.html);
      }
      await sendTestEmail(ctx, { mailer, email: email!, type });
      return { success: true as const, message: testEmailSentMessage(email!) };
    },
  );

  app.get(
    '/test-pdf',
    {
      schema: {
        tags,
        security,
        summary: 'The sample invoice (type confirmation or invoice) or receipt (type receipt) as a PDF',
        querystring: testPdfQuerySchema,
        response: { 200: fileAnswer('application/pdf', pdfFile) },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await renderTestPdf(ctx, request.query.type);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );
};
