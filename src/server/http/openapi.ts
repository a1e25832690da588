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
        components: {
          securitySchemes: {
            // The admin session token (POST /api/admin/login), sent as a bearer header or the session cookie.
            bearerAuth: { type: 'http', scheme: 'bearer' },
            // An API key (the admin's API Keys tab) for the read API under /api/v1; header only.
            apiKeyAuth: { type: 'http', scheme: 'bearer', description: 'API key: Authorization: Bearer hs_…' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
