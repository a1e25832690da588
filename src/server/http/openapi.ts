import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document at /api/openapi.json, generated from the routes' zod schemas (request and
 * response). Registered before the routes, so that it sees them all.
 */
export const openApi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Home Based Health Screening API', version: '1.0.0' },
        // The admin session token (POST /api/admin/login), sent as a bearer header or the session cookie.
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
