import { API_KEY_CREATED_MESSAGE, API_KEY_DELETED_MESSAGE, API_KEY_UPDATED_MESSAGE } from '@domain/api-keys/messages';
import { apiKeyFormSchema, apiKeySchema, createdApiKeySchema } from '@domain/api-keys/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { adminIdParamsSchema } from '@domain/shared/form-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { adminActor } from '../audit-log';
import { currentSession } from '../staff';
import { createApiKey, deleteApiKey, listApiKeys, updateApiKey } from './service';

// The API Keys tab (spec 001 §7). Admin routes: registered only inside the admin area's guard.

const tags = ['admin', 'api-keys'];
const security = [{ bearerAuth: [] }];

export const apiKeyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const actorOf = (request: Parameters<typeof currentSession>[0]) => adminActor(currentSession(request).user.username);

  app.get(
    '/api-keys',
    {
      schema: {
        tags,
        security,
        summary: 'Every API key, newest first (first 10 characters of each, never the key)',
        response: { 200: successEnvelope(z.array(apiKeySchema)) },
      },
    },
    async () => ok(await listApiKeys(ctx)),
  );

  app.post(
    '/api-keys',
    {
      schema: {
        tags,
        security,
        summary: 'Generate an API key: data.key is the whole key, shown this once (only its hash is kept)',
        body: apiKeyFormSchema,
        response: { 201: successEnvelope(createdApiKeySchema) },
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const created = await createApiKey(ctx, { form: request.body, adminId: user.id, actor: actorOf(request) });
      return reply.status(201).send({ ...ok(created), message: API_KEY_CREATED_MESSAGE });
    },
  );

  app.put(
    '/api-keys/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change a key's description or switch it off (an inactive key gets 401)",
        params: adminIdParamsSchema,
        body: apiKeyFormSchema,
        response: { 200: successEnvelope(apiKeySchema) },
      },
    },
    async (request) => ({
      ...ok(await updateApiKey(ctx, { id: request.params.id, form: request.body, actor: actorOf(request) })),
      message: API_KEY_UPDATED_MESSAGE,
    }),
  );

  app.delete(
    '/api-keys/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a key: applications using it lose access at once',
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await deleteApiKey(ctx, { id: request.params.id, actor: actorOf(request) });
      return { ...ok(null), message: API_KEY_DELETED_MESSAGE };
    },
  );
};
