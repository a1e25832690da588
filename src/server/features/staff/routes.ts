import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_RATE_LIMITED_MESSAGE,
  loginLockedMessage,
} from '../../../domain/admin-messages';
import { adminLoginRequestSchema, adminLoginResultSchema } from '../../../domain/admin-schemas';
import { successEnvelope } from '../../../domain/api-schemas';
import { AppError } from '../../errors';
import { ok } from '../../http/envelope';
import { setSessionCookie } from './guard';
import { login } from './service';

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
