import { routeNotFoundMessage } from '@domain/bookings/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdminRole, requireSession } from '../staff';
import { adminSessionRoutes } from '../staff/admin-routes';
import { adminRoutePlugins } from './admin-routes';

/**
 * The admin area (DESIGN §5 rule 6): one encapsulated plugin, registered at /api/admin, whose
 * onRequest hook requires a valid session for every route registered inside it, and every admin route
 * is registered inside it. The hook belongs to the routes, not to a URL pattern, so it is decided by
 * the route the router matched, however the path was spelled ('/%61pi/admin/…' matches the same route
 * and runs the same hook). The catch-all at the end makes an unknown /api/admin/… path a route of the
 * area too: 401 without a session, 404 only for a signed-in admin. The login route is the one admin
 * route outside (staff/routes.ts, registered beside this plugin). Every capability's admin routes come
 * from one list (admin-routes.ts).
 */
export const adminArea: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('adminSession', null);
  app.addHook('onRequest', requireSession(app.ctx));
  // Admin answers carry personal data: never stored by a browser or a proxy, whatever the path looked like.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // Any signed-in user: who am I, sign out.
  await app.register(adminSessionRoutes);

  // Admins only (spec 001 §6).
  await app.register(async (resources) => {
    resources.addHook('onRequest', requireAdminRole);
    for (const routes of adminRoutePlugins) await resources.register(routes);
    const unknownPath = async (request: FastifyRequest, reply: FastifyReply) =>
      reply
        .status(404)
        .send({ success: false, message: routeNotFoundMessage(request.method, request.url.split('?')[0] ?? '') });
    // '/api/admin' and '/api/admin/' themselves, and every path below them that no route above takes.
    resources.all('/', { schema: { hide: true } }, unknownPath);
    resources.all('/*', { schema: { hide: true } }, unknownPath);
  });
};
