import { successEnvelope } from '@domain/shared/envelope';
import { INVALID_CREDENTIALS_MESSAGE, LOGIN_RATE_LIMITED_MESSAGE, loginSlowedMessage } from '@domain/staff/messages';
import { adminLoginRequestSchema, adminLoginResultSchema } from '@domain/staff/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { ok } from '../../http/envelope';
import { clientNetwork } from '../../http/rate-limits';
import { setSessionCookie } from './guard';
import { login } from './service';

/** Sign-in attempts per client address and minute, whatever the username. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

/**
 * POST /api/admin/login, the one admin route outside the guard (registered on its own at
 * /api/admin, beside the guarded area). Throttled per client address here, and per username and
 * client network after failures in the service.
 */
export const adminLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    {
      config: {
        // A sign-in changes nothing the catalogue reads show.
        readOnly: true,
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
          429: 'Also: after repeated failures for a username from one client network, that pair waits (1 s doubling up to 15 minutes).',
        },
      },
    },
    async (request, reply) => {
      const outcome = await login(app.ctx, { ...request.body, network: clientNetwork(request.ip) });
      if (outcome.kind === 'slowed') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError('RATE_LIMITED', loginSlowedMessage(outcome.retryAfterSeconds));
      }
      if (outcome.kind === 'invalid') throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS_MESSAGE);
      setSessionCookie(request, reply, outcome.token);
      return ok({ token: outcome.token });
    },
  );
};
