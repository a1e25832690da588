import { CROSS_SITE_MESSAGE, NUL_CHARACTER_MESSAGE } from '@domain/bookings/messages';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Walks with an explicit stack: a deeply nested body must not overflow the call stack. */
export function containsNul(root: unknown): boolean {
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

/**
 * Rule 7: state-changing calls from another site's pages are refused. The site's own origin is the
 * public base URL, or the host the request was sent to.
 *
 * Decided by the route the router matched (`routeOptions.url`, the route as registered), never by the
 * raw URL: '/%61pi/admin/logout' matches the route '/api/admin/logout' but does not start with
 * '/api/'. Every unsafe method is checked on every route, and on a request no route matches as well
 * (it changes nothing, but answers no foreign page either); only the static client's routes take no
 * unsafe method.
 */
export const originGuard = fp<{ publicBaseUrl: string }>(
  async (app, options) => {
    const publicOrigin = new URL(options.publicBaseUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (!origin) return;
      const route = request.routeOptions.url;
      if (route !== undefined && !route.startsWith('/api/') && !request.is404) return;
      if (origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) {
        throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
      }
    });
  },
  { name: 'origin-guard' },
);

/**
 * PostgreSQL text cannot hold NUL, so such input is refused here as bad input instead of failing in
 * the database. Path parameters are left to their routes: a NUL there names nothing, and a route
 * answers that with its own 404, the same as any other miss (rule 4).
 */
export const nulGuard: FastifyPluginAsync = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (containsNul(request.body) || containsNul(request.query)) throw badRequest(NUL_CHARACTER_MESSAGE);
    });
  },
  { name: 'nul-guard' },
);
