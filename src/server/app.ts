import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createInsurerAdapter, type InsurerAdapter } from './adapters/insurer';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { getOrCreateSecret } from './db/secrets';
import { AppError, badRequest } from './errors';
import { discountRoutes } from './features/discounts/routes';
import { eventRoutes } from './features/events/routes';
import { healthRoutes } from './features/health/routes';
import { memberRoutes } from './features/members/routes';
import { registrationRoutes } from './features/registrations/routes';
import { timeslotRoutes } from './features/timeslots/routes';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  now?: () => Date;
  /** Replaces the insurer chosen from the configuration (tests). */
  insurer?: InsurerAdapter;
  /** Folder of the built web client; the default is dist/client. Tests without a build pass null. */
  clientDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests read it back); the default is stdout. */
  logStream?: { write(line: string): void };
}

const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
const BODY_LIMIT_BYTES = 1024 * 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';
export const MALFORMED_URL_MESSAGE = 'Malformed URL';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * What a request log line says about the request: the method and the matched route pattern
 * ('/api/registrations/lookup/:referenceNumber'), never the URL itself, whose path and query can
 * carry a reference number, a postal code or an event slug typed by a customer.
 */
export function requestLogFields(request: Pick<FastifyRequest, 'method'> & { routeOptions?: { url?: string } }) {
  return { method: request.method, route: request.routeOptions?.url ?? null };
}

/**
 * What an unexpected error log line says: the error's class and code, no message, stack or
 * parameters. A failed query's message holds its SQL parameters (NRICs, names, addresses), so for a
 * DrizzleQueryError only the database's own error code (SQLSTATE, e.g. 23505) is kept.
 */
export function errorLogFields(error: unknown): { errorName: string; errorCode: string | null } {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as { code?: unknown } | undefined;
    return { errorName: 'DrizzleQueryError', errorCode: typeof cause?.code === 'string' ? cause.code : null };
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { errorName: error.name, errorCode: typeof code === 'string' ? code : null };
  }
  return { errorName: typeof error, errorCode: null };
}

/** Walks with an explicit stack: a deeply nested body must not overflow the call stack. */
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      // Personal data travels in bodies, paths, query strings and cookies: none of them are logged.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: requestLogFields },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // A path with broken percent-encoding ('/api/events/%ZZ') is bad input like any other: a 400 in the envelope.
    frameworkErrors: (error, _request, reply) => {
      const isBadUrl = error.code === 'FST_ERR_BAD_URL';
      const status: number = isBadUrl ? 400 : 500;
      (reply as FastifyReply)
        .status(status)
        .header('cache-control', 'no-store')
        .send({ success: false, message: isBadUrl ? MALFORMED_URL_MESSAGE : INTERNAL_ERROR_MESSAGE });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    db: options.db,
    config,
    insurer: options.insurer ?? createInsurerAdapter(config),
    secrets: {
      memberVerificationKey: await getOrCreateSecret(
        options.db,
        'member_verification_key',
        'Key of the hashes that let a booking reuse a recent member verification',
      ),
    },
    now: options.now ?? (() => new Date()),
  };
  app.decorate('ctx', ctx);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.data !== undefined ? { data: error.data } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ success: false, message: errors[0]?.message ?? 'Invalid request', errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ success: false, message: 'Request body is too large (limit 1 MB)' });
    }
    if (status === 429) {
      return reply.status(429).send({ success: false, message: 'Too many requests. Please try again shortly.' });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
          ? 'Malformed JSON in request body'
          : error.message;
      return reply.status(status).send({ success: false, message });
    }
    request.log.error(errorLogFields(error), 'unhandled error');
    return reply.status(500).send({ success: false, message: INTERNAL_ERROR_MESSAGE });
  });

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // Limits are opted into per route (look-ups, verification, discount checks, login).
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Home Based Health Screening API', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });

  // Rule 7: state-changing calls from another site's pages are refused.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin || !request.url.startsWith('/api/')) return;
    const allowed = new Set([new URL(config.PUBLIC_BASE_URL).origin, `${request.protocol}://${request.host}`]);
    if (!allowed.has(origin)) throw new AppError('FORBIDDEN', 'Cross-site requests are not allowed');
  });

  // PostgreSQL text cannot hold NUL, so such input is refused here as bad input instead of failing in
  // the database. Path parameters are left to their routes: a NUL there names nothing, and a route
  // answers that with its own 404, the same as any other miss (rule 4).
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query)) {
      throw badRequest(NUL_CHARACTER_MESSAGE);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(eventRoutes);
      await api.register(memberRoutes);
      await api.register(timeslotRoutes);
      await api.register(discountRoutes);
      await api.register(registrationRoutes);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  const clientDir = options.clientDir === undefined ? defaultClientDir : options.clientDir;
  const hasClient = clientDir !== null && existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints asset names, so they can be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return reply
        .status(404)
        .send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
    }
    // Client-side routes: the web app renders them, including its own 404 page.
    if (hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  return app;
}
