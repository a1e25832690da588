import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  loginLockedMessage,
} from '../../../domain/admin-messages';
import { adminLoginRequestSchema, adminLoginResultSchema, adminUserSchema } from '../../../domain/admin-schemas';
import { successEnvelope } from '../../../domain/api-schemas';
import { AppError } from '../../errors';
import { ok } from '../../http/envelope';
import { clearSessionCookie, currentSession, setSessionCookie } from './guard';
import { login, logout } from './service';

/** Sign-in attempts per client address and minute, whatever the username. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/**
 * POST /api/admin/login, the one admin route outside the guard (registered on its own at
 * /api/admin, beside the guarded area). Throttled per client address here and per username in the
 * service.
 */
export const adminLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: {
        rateLimit: {
          max: LOGIN_ATTEMPTS_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: () => new AppError('RATE_LIMITED', LOGIN_RATE_LIMITED_MESSAGE),
        },
      },
      schema: {
        tags: ['admin'],
        summary: 'Sign in: a bearer token in data.token, also set as an HttpOnly cookie',
        body: adminLoginRequestSchema,
        response: { 200: successEnvelope(adminLoginResultSchema) },
        errorAnswers: {
          401: 'Wrong username or password.',
          429: 'Also: the username is locked for a while after repeated failures.',
        },
      },
    },
    async (request, reply) => {
      const outcome = await login(app.ctx, request.body);
      if (outcome.kind === 'locked') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', loginLockedMessage(Math.ceil(outcome.retryAfterSeconds / 60)));
      }
      if (outcome.kind === 'invalid') throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
      setSessionCookie(request, reply, outcome.token);
      return ok({ token: outcome.token });
    },
  );
};

/** GET /api/admin/user and POST /api/admin/logout: inside the guard, for any signed-in user. */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's logout has no body; a client may still label the empty body as JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.get(
    '/user',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in user (401 without a session)',
        response: { 200: successEnvelope(adminUserSchema) },
      },
    },
    async (request) => ok(currentSession(request).user),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign out: the token is revoked and the cookie cleared',
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request, reply) => {
      await logout(app.ctx, currentSession(request));
      clearSessionCookie(request, reply);
      return { ...ok(null), message: LOGOUT_SUCCESS_MESSAGE };
    },
  );
};
