import {
  EMAIL_CONFIG_CREATED_MESSAGE,
  EMAIL_CONFIG_DELETED_MESSAGE,
  EMAIL_CONFIG_UPDATED_MESSAGE,
  EMAIL_RESENT_MESSAGE,
} from '@domain/notifications/email-messages';
import {
  emailConfigFormSchema,
  emailConfigSchema,
  emailConfigUpdateSchema,
  emailResendResultSchema,
  outboxItemSchema,
  outboxQuerySchema,
} from '@domain/notifications/email-schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { adminIdParamsSchema } from '@domain/shared/form-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { adminActor } from '../audit-log';
import { listOutbox, resendEmail } from '../outbox';
import { currentSession, requireAdminRole } from '../staff';
import { createEmailConfig, deleteEmailConfig, listEmailConfigs, updateEmailConfig } from './configs';
import { emailPreviewRoutes } from './email-preview-routes';

const tags = ['admin'];
/** Every admin call carries the session (bearer header or cookie). */
const security = [{ bearerAuth: [] }];

/**
 * The email configurations and the outbox (spec 001 §7 Admin resources). Registered only inside the
 * admin area (app.ts), behind its session guard; the admin role is checked here.
 */
export const notificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Admins only (spec 001 §6), whichever part of the area registers these routes.
  app.addHook('onRequest', requireAdminRole);
  await app.register(emailPreviewRoutes);
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
        summary:
          'Add a configuration (key unique: 409; a template that does not compile, fails or is stopped by its limits: 400 with its line and reason)',
        body: emailConfigFormSchema,
        response: { 201: successEnvelope(emailConfigSchema) },
        errorAnswers: { 409: 'A configuration with this key exists.' },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        ...ok(await createEmailConfig(ctx, { form: request.body, editor: editorOf(request) })),
        message: EMAIL_CONFIG_CREATED_MESSAGE,
      }),
  );

  app.patch(
    '/email-configs/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Change a value and description (the key is read-only; a template that does not compile, fails or is stopped by its limits: 400 with its line and reason)',
        params: adminIdParamsSchema,
        body: emailConfigUpdateSchema,
        response: { 200: successEnvelope(emailConfigSchema) },
      },
    },
    async (request) => ({
      ...ok(await updateEmailConfig(ctx, { id: request.params.id, form: request.body, editor: editorOf(request) })),
      message: EMAIL_CONFIG_UPDATED_MESSAGE,
    }),
  );

  app.delete(
    '/email-configs/:id',
    {
      schema: {
        tags,
        security,
        summary: "Delete a configuration of staff's own (one the emails and texts need: 409)",
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(z.null()) },
        errorAnswers: { 409: 'The emails or texts need this configuration: edit it instead.' },
      },
    },
    async (request) => {
      await deleteEmailConfig(ctx, { id: request.params.id, editor: editorOf(request) });
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
        querystring: outboxQuerySchema,
        response: { 200: successEnvelope(z.array(outboxItemSchema)) },
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
