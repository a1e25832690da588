import { BOT_CHECK_HEADER } from '@domain/shared/bot-check';
import { botCheckRefusalSchema, failureEnvelopeSchema } from '@domain/shared/envelope';
import swagger from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type DocumentedRoute, type ErrorAnswerStatus, errorAnswersOf, type RouteGuards } from './error-answers';

/** The failure envelope of DESIGN §6, once in the document; every error answer refers to it. */
export const FAILURE_ENVELOPE_REF = '#/components/schemas/FailureEnvelope';
/** The bot check's 428: the failure envelope with the challenge to solve in `data.challenge`. */
export const BOT_CHECK_REFUSAL_REF = '#/components/schemas/BotCheckRefusal';

/**
 * Hands the error answers from the per-route transform to the whole-document one: @fastify/swagger
 * copies `x-` keys of a route's schema into its operation, where they are turned into responses.
 */
const PENDING_ERROR_ANSWERS = 'x-pending-error-answers';

const failureEnvelopeJsonSchema = z.toJSONSchema(failureEnvelopeSchema, { target: 'openapi-3.0', io: 'output' });
const botCheckRefusalJsonSchema = z.toJSONSchema(botCheckRefusalSchema, { target: 'openapi-3.0', io: 'output' });

/** The request header of a call under the bot check, documented on each such operation. */
const BOT_CHECK_PARAMETER = {
  in: 'header',
  name: BOT_CHECK_HEADER,
  required: false,
  description:
    'The solved challenge of an earlier 428 answer: the base64 of the JSON `{ challenge, solution }` (altcha-lib solveChallenge, or the altcha widget). Needed only after a 428; each payload is accepted once, before its challenge expires.',
  schema: { type: 'string' },
};

type Operation = {
  responses?: Record<string, unknown>;
  parameters?: unknown[];
  [PENDING_ERROR_ANSWERS]?: [ErrorAnswerStatus, string][];
};

function errorResponse(status: ErrorAnswerStatus, description: string) {
  return {
    description,
    ...(status === 429
      ? {
          headers: {
            'Retry-After': { description: 'Seconds until a new attempt is counted', schema: { type: 'integer' } },
          },
        }
      : {}),
    content: {
      'application/json': { schema: { $ref: status === 428 ? BOT_CHECK_REFUSAL_REF : FAILURE_ENVELOPE_REF } },
    },
  };
}

/**
 * A success answer that is a file or a page, not JSON (a PDF, a CSV export, an HTML preview): documented
 * with the media type the route sends. Fastify sends such bodies as they are, whatever the schema.
 */
export function fileAnswer(mediaType: 'application/pdf' | 'text/csv' | 'text/html' | 'text/xml', schema: z.ZodType) {
  return { description: schema.description, content: { [mediaType]: { schema } } };
}

/** Turns the error answers each route's transform left on its operation into responses. */
function addErrorResponses(document: {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}) {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const pending = operation[PENDING_ERROR_ANSWERS];
      if (!pending) continue;
      delete operation[PENDING_ERROR_ANSWERS];
      operation.responses ??= {};
      // A status the route documents itself (the health check's 503) keeps its own answer.
      for (const [status, description] of pending) operation.responses[status] ??= errorResponse(status, description);
      if (pending.some(([status]) => status === 428))
        operation.parameters = [...(operation.parameters ?? []), BOT_CHECK_PARAMETER];
    }
  }
}

/**
 * The OpenAPI document at /api/openapi.json, generated from the routes' zod schemas (request and
 * response). Registered before the routes, so that it sees them all. Each operation also lists its
 * error answers (error-answers.ts), from what the route is and what its schema declares.
 */
export const openApi = fp(
  async (app) => {
    // The guards are hooks of the plugin a route belongs to, not options of the route: each guard
    // decorates the request it lets through, so the route's own instance tells which ones it sits behind.
    const guardsOf = new WeakMap<object, RouteGuards>();
    app.addHook('onRoute', function (this: typeof app, route) {
      guardsOf.set(route, {
        adminSession: this.hasRequestDecorator('adminSession'),
        apiKey: this.hasRequestDecorator('apiKey'),
      });
    });

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
      transform: (document) => {
        const transformed = jsonSchemaTransform(document);
        const schema = transformed.schema as Record<string, unknown> | undefined;
        if (!schema || schema.hide) return transformed;
        const { errorAnswers: _declared, ...documented } = schema;
        const route = document.route as RouteOptions & DocumentedRoute;
        const guards = guardsOf.get(route) ?? { adminSession: false, apiKey: false };
        const answers = [...errorAnswersOf(route, guards)];
        return { url: transformed.url, schema: { ...documented, [PENDING_ERROR_ANSWERS]: answers } as FastifySchema };
      },
      transformObject: (document) => {
        if (!('openapiObject' in document)) return document.swaggerObject;
        const openapi = document.openapiObject as Parameters<typeof addErrorResponses>[0];
        addErrorResponses(openapi);
        openapi.components = {
          ...openapi.components,
          schemas: {
            ...openapi.components?.schemas,
            FailureEnvelope: failureEnvelopeJsonSchema,
            BotCheckRefusal: botCheckRefusalJsonSchema,
          },
        };
        return document.openapiObject;
      },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
