import { existsSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
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
import { errorLogFields, requestLogFields } from './log-fields';

export { errorLogFields, requestLogFields } from './log-fields';

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
export const URL_TOO_LONG_MESSAGE = 'The request URL is too long';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers or URL are too large';
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive';
export const BAD_REQUEST_MESSAGE = 'Bad request';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/**
 * The longest path parameter the router hands to a route (Fastify's default is 100). Slugs and
 * reference numbers are far shorter, so the routes answer anything up to this with their own 404; a
 * longer one gets a 414 in the envelope.
 */
export const MAX_PARAM_LENGTH = 200;

/**
 * The envelope message of a router error. Never the error's own message: it quotes the path, which
 * may carry what a customer typed.
 */
function frameworkErrorMessage(code: string, status: number): string {
  if (code === 'FST_ERR_BAD_URL') return MALFORMED_URL_MESSAGE;
  if (status === 414) return URL_TOO_LONG_MESSAGE;
  return BAD_REQUEST_MESSAGE;
}

type RawClientError = Error & { code?: string };

/** Status and message for an error Node raises before a request exists (the HTTP parser, time-outs). */
function clientErrorResponse(error: RawClientError): { status: number; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: HEADERS_TOO_LARGE_MESSAGE };
  if (error.code === 'HPE_URI_TOO_LONG') return { status: 414, message: URL_TOO_LONG_MESSAGE };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: REQUEST_TIMEOUT_MESSAGE };
  return { status: 400, message: BAD_REQUEST_MESSAGE };
}

/**
 * Node's 'clientError': an oversized header or URL (431), a malformed request line, a time-out. There
 * is no request or reply yet, so a minimal HTTP response with the JSON envelope is written to the
 * socket itself, as Fastify's default handler does with its own body, and the connection is closed.
 */
export function handleClientError(
  this: { log?: { debug(fields: object, message: string): void } } | undefined,
  error: RawClientError,
  socket: Duplex,
): void {
  // A reset connection is gone; nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorResponse(error);
  // The raw packet and the message may quote what the client sent: class and code only.
  this?.log?.debug({ ...errorLogFields(error), status }, 'client error');
  // A response already under way on this connection cannot be followed by another one.
  const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ success: false, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
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
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Router errors are bad input like any other, answered in the envelope with their own 4xx status:
    // broken percent-encoding ('/api/events/%ZZ') 400, a path parameter over MAX_PARAM_LENGTH 414.
    // Anything else is ours: a 500, logged.
    frameworkErrors: (error, request, reply) => {
      const ownStatus = error.statusCode ?? 500;
      const isClientError = ownStatus >= 400 && ownStatus < 500;
      if (!isClientError) request.log.error(errorLogFields(error), 'router error');
      (reply as FastifyReply)
        .status(isClientError ? ownStatus : 500)
        .header('cache-control', 'no-store')
        .send({
          success: false,
          message: isClientError ? frameworkErrorMessage(error.code, ownStatus) : INTERNAL_ERROR_MESSAGE,
        });
    },
    clientErrorHandler: handleClientError,
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
  // With REDIS_URL the counters live in Redis, so that several instances share one limit per client.
  const rateLimitStore = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (rateLimitStore) app.addHook('onClose', async () => void (await rateLimitStore.quit().catch(() => {})));
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitStore ? { redis: rateLimitStore, nameSpace: config.RATE_LIMIT_NAMESPACE, skipOnError: true } : {}),
  });
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
