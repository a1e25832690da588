import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParamsSchema } from '../../../domain/admin-schemas';
import { successEnvelope } from '../../../domain/api-schemas';
import {
  EMAIL_CONFIG_CREATED_MESSAGE,
  EMAIL_CONFIG_DELETED_MESSAGE,
  EMAIL_CONFIG_UPDATED_MESSAGE,
  EMAIL_RESENT_MESSAGE,
  testEmailSentMessage,
} from '../../../domain/email-messages';
import {
  emailConfigFormSchema,
  emailConfigSchema,
  emailConfigUpdateSchema,
  emailOutboxItemSchema,
  emailOutboxQuerySchema,
  emailResendResultSchema,
  testEmailQuerySchema,
  testEmailResultSchema,
  testPdfQuerySchema,
} from '../../../domain/email-schemas';
import { createMailer } from '../../adapters/mailer';
import { ok } from '../../http/envelope';
import { fileAnswer } from '../../http/openapi';
import { currentSession, requireAdminRole, requireSession } from '../admin-auth';
import { adminActor } from '../audit-log';
import { createEmailConfig, deleteEmailConfig, listEmailConfigs, updateEmailConfig } from './configs';
import { listOutbox, resendEmail } from './outbox';
import { renderTestEmail, renderTestPdf, sendTestEmail } from './test-tool';

const tags = ['admin'];
/** Every admin call carries the session (bearer header or cookie). */
const security = [{ bearerAuth: [] }];

/**
 * The email configurations and the outbox (spec 001 §7 Admin resources). Registered only inside the
 * admin area (app.ts), behind its session guard; the admin role is checked here.
 */
export const emailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Admins only (spec 001 §6), whichever part of the area registers these routes.
  app.addHook('onRequest', requireAdminRole);
  const editorOf = (request: Parameters<typeof currentSession>[0]) => {
    const { user } = currentSession(request);
    return { userId: user.id, username: user.username };
  };

  app.get(
    '/email-configs',
    {
      schema: {
        tags,
        security,
        summary: 'Every email configuration (sender, subjects and EJS templates), by key',
        response: { 200: successEnvelope(z.array(emailConfigSchema)) },
      },
    },
    async () => ok(await listEmailConfigs(ctx.db)),
  );

  app.post(
    '/email-configs',
    {
      schema: {
        tags,
        security,
        summary: 'Add a configuration (key unique: 409; a template that does not compile: 400 with its line)',
        body: emailConfigFormSchema,
        response: { 201: successEnvelope(emailConfigSchema) },
        errorAnswers: { 409: 'A configuration with this key exists.' },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        ...ok(await createEmailConfig(ctx, request.body, editorOf(request))),
        message: EMAIL_CONFIG_CREATED_MESSAGE,
      }),
  );

  app.patch(
    '/email-configs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a value and description (the key is read-only; a broken template: 400 with its line)',
        params: adminIdParamsSchema,
        body: emailConfigUpdateSchema,
        response: { 200: successEnvelope(emailConfigSchema) },
      },
    },
    async (request) => ({
      ...ok(await updateEmailConfig(ctx, request.params.id, request.body, editorOf(request))),
      message: EMAIL_CONFIG_UPDATED_MESSAGE,
    }),
  );

  app.delete(
    '/email-configs/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a configuration (the emails fall back to the default in its place)',
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await deleteEmailConfig(ctx, request.params.id, editorOf(request));
      return { ...ok(null), message: EMAIL_CONFIG_DELETED_MESSAGE };
    },
  );

  app.get(
    '/email-outbox',
    {
      schema: {
        tags,
        security,
        summary: 'Emails of one status (failed by default: those that used up their tries), newest first',
        querystring: emailOutboxQuerySchema,
        response: { 200: successEnvelope(z.array(emailOutboxItemSchema)) },
      },
    },
    async (request) => ok(await listOutbox(ctx.db, request.query)),
  );

  app.post(
    '/email-outbox/:id/resend',
    {
      schema: {
        tags,
        security,
        summary: 'Queue a failed email again (409 when it has not failed)',
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(emailResendResultSchema) },
        errorAnswers: { 409: 'The email has not failed.' },
      },
    },
    async (request) => ({
      ...ok(
        await resendEmail(ctx.db, {
          id: request.params.id,
          now: ctx.now(),
          actor: adminActor(currentSession(request).user.username),
        }),
      ),
      message: EMAIL_RESENT_MESSAGE,
    }),
  );
};

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
        errorAnswers: { 503: 'The email could not be sent.' },
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
      await sendTestEmail(ctx, mailer, { email: email!, type });
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
