import { CROSS_SITE_MESSAGE } from '@domain/bookings/messages';
import { NURSE_ROLE_REQUIRED_MESSAGE } from '@domain/nurse/messages';
import { ADMIN_LOGIN_REQUIRED_MESSAGE, ADMIN_ROLE_REQUIRED_MESSAGE } from '@domain/staff/messages';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../testing/admin';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { adminSessionRoutes } from '../staff/admin-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, seed: false });
});
afterAll(() => t.close());

/**
 * Every route the router holds, read from its own tree (printRoutes): each line is a segment that
 * continues its parent's path, with the route's methods where one ends there.
 */
function registeredRoutes(tree: string): { path: string; methods: string[] }[] {
  const routes: { path: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]) routes.push({ path: stack.join(''), methods: match[3].split(', ') });
  }
  return routes;
}

/** One entry per method and path, less the methods light-my-request cannot send (a catch-all's others are tried). */
const routeList = (routes: { path: string; methods: string[] }[]) =>
  routes
    .flatMap((route) => route.methods.map((method) => ({ method, path: route.path })))
    .filter(({ method }) => method !== 'QUERY' && method !== 'TRACE');

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';
/** A concrete URL for a route pattern: parameters and the wildcard filled in. */
const concrete = (path: string) =>
  path
    .replace(/:id\b/g, path.includes('/registrations/') ? SAMPLE_UUID : '1')
    .replace(/:[A-Za-z]+/g, 'x')
    .replace(/\*$/, 'anything/at/all');

/** The one route under /api/admin outside the guard (app.ts registers it beside the admin area). */
const LOGIN = 'POST /api/admin/login';

/** The routes a plugin registers under `prefix`, as `METHOD /path`: read by registering it on a bare instance. */
async function routesOf(plugin: FastifyPluginAsync, prefix: string): Promise<Set<string>> {
  const probe = Fastify({ logger: false });
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  probe.decorate('ctx', t.app.ctx);
  const found = new Set<string>();
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) found.add(`${method} ${route.url}`);
  });
  await probe.register(plugin, { prefix });
  await probe.ready();
  await probe.close();
  return found;
}

type OpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
};

/**
 * What the 403 check goes by, read from the code rather than listed here:
 * - the routes under /api/admin that need no admin role: the staff feature's session routes
 *   (adminSessionRoutes, which the admin area registers inside its session guard but outside its
 *   admin-role scope), and the login;
 * - the staff routes outside /api/admin (the email test tool and its previews, …): every operation the
 *   OpenAPI document answers 401 for want of an admin session. openapi.ts decides that from the route
 *   itself when it is added: the session guard's request decorator on the plugin it belongs to (the
 *   staff hooks), or the session scheme its schema declares.
 */
async function staffRoutes() {
  const sessionOnly = new Set([...(await routesOf(adminSessionRoutes, '/api/admin')), LOGIN]);
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
  const guardedPaths = new Set(
    Object.entries(document.paths)
      .filter(([, operations]) =>
        Object.values(operations).some(({ responses }) => /admin session/i.test(responses?.['401']?.description ?? '')),
      )
      .map(([path]) => path.replace(/\{(\w+)\}/g, ':$1')),
  );
  // Every method the router holds there, the HEAD of a GET (which the document leaves out) among them.
  const outside = routeList(registeredRoutes(t.app.printRoutes())).filter(
    ({ path }) => guardedPaths.has(path) && !path.startsWith('/api/admin/'),
  );
  return { sessionOnly, outside };
}

describe('the admin guard', () => {
  const adminRoutes = () =>
    routeList(registeredRoutes(t.app.printRoutes())).filter(
      ({ path }) => path === '/api/admin' || path.startsWith('/api/admin/'),
    );

  it('finds the admin routes in the router, the catch-all among them', () => {
    const found = adminRoutes().map(({ method, path }) => `${method} ${path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/admin/login',
        'GET /api/admin/user',
        'POST /api/admin/logout',
        'GET /api/admin/events',
        'DELETE /api/admin/events/:id',
        'GET /api/admin/registrations/export.csv',
        'PATCH /api/admin/registrations/:id',
        'PUT /api/admin/public-holidays/:id',
        'GET /api/admin/audit-log',
        'POST /api/admin/*',
      ]),
    );
    expect(found.length).toBeGreaterThan(30);
  });

  it('answers 401 without a session on every registered admin route but the login', async () => {
    const open: string[] = [];
    for (const { method, path } of adminRoutes()) {
      if (`${method} ${path}` === LOGIN) continue;
      const res = await t.app.inject({
        method: method as 'GET',
        url: concrete(path),
        ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
      });
      const body = method === 'HEAD' ? null : res.json();
      if (res.statusCode !== 401 || (body && body.message !== ADMIN_LOGIN_REQUIRED_MESSAGE)) {
        open.push(`${method} ${path} → ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  });

  it.each([
    ['GET', '/%61pi/admin/events'],
    ['GET', '/api/%61dmin/registrations'],
    ['GET', '/api/admin/%72egistrations/export.csv'],
    ['DELETE', '/%61pi/admin/events/1'],
    ['GET', '/api/admin/does-not-exist'],
    ['GET', '/%61pi/admin/does-not-exist'],
    ['POST', '/api/admin/events/1/anything'],
    ['GET', '/api/admin/login'],
    ['GET', '/api/admin'],
    ['GET', '/api/admin/'],
    ['GET', '/api/admin?x=1'],
  ])('answers %s %s with 401 without a session', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: ADMIN_LOGIN_REQUIRED_MESSAGE });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown admin path with 404 for a signed-in admin, and lets an encoded path through to its route', async () => {
    const { headers } = await signInAdmin(t);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/does-not-exist', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().success).toBe(false);
    const encoded = await t.app.inject({ method: 'GET', url: '/%61pi/admin/events', headers });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['cache-control']).toBe('no-store');
  });

  it('lets a signed-in user without the admin role see who they are', async () => {
    const { headers } = await signInAdmin(t, { role: 'viewer' });
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/user', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.role).toBe('viewer');
  });

  it('finds the session-only routes in the plugins that declare them, and the staff routes outside /api/admin in the OpenAPI document', async () => {
    const { sessionOnly, outside } = await staffRoutes();
    expect([...sessionOnly]).toEqual(expect.arrayContaining(['GET /api/admin/user', 'POST /api/admin/logout']));
    expect(sessionOnly.size).toBeLessThan(6);
    expect(outside.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['GET /api/test-email', 'HEAD /api/test-email', 'GET /api/test-pdf']),
    );
  });

  // A nurse and a doctor (DESIGN §8.12) have their own calls outside /api/admin; in the admin area only
  // who they are and signing out.
  it.each(['nurse', 'doctor', 'viewer'])(
    'answers 403 to a signed-in %s on every route that needs a staff session, but the session routes',
    async (role) => {
      const { sessionOnly, outside } = await staffRoutes();
      const guarded = [
        ...adminRoutes().filter(({ method, path }) => !sessionOnly.has(`${method} ${path}`)),
        ...outside,
      ];
      expect(guarded.length).toBeGreaterThan(30);
      expect(guarded.map(({ method, path }) => `${method} ${path}`)).toEqual(
        expect.arrayContaining(['POST /api/admin/staff', 'GET /api/admin/roster', 'DELETE /api/admin/roster/:id']),
      );
      const { headers } = await signInAdmin(t, { role });
      const open: string[] = [];
      const isNurseRoute = (path: string) => path.startsWith('/api/nurse/');
      // A nurse's own calls are hers (nurse.test.ts); everyone else is refused them by the nurse role's check.
      for (const { method, path } of guarded.filter((route) => role !== 'nurse' || !isNurseRoute(route.path))) {
        const res = await t.app.inject({
          method: method as 'GET',
          url: concrete(path),
          headers,
          ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: {} } : {}),
        });
        const body = method === 'HEAD' ? null : res.json();
        const refusal = isNurseRoute(path) ? NURSE_ROLE_REQUIRED_MESSAGE : ADMIN_ROLE_REQUIRED_MESSAGE;
        if (res.statusCode !== 403 || (body && body.message !== refusal)) {
          open.push(`${method} ${path} → ${res.statusCode}`);
        }
      }
      expect(open).toEqual([]);
    },
  );
});

describe('the origin check on state-changing requests', () => {
  it.each([
    ['POST', '/%61pi/admin/logout'],
    ['POST', '/api/admin/logout'],
    ['DELETE', '/%61pi/admin/events/1'],
    ['POST', '/%61pi/registrations'],
    ['PUT', '/api/nothing-here'],
  ])('refuses %s %s from a foreign origin, by the route it matched', async (method, url) => {
    const { headers } = await signInAdmin(t);
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...headers, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CROSS_SITE_MESSAGE);
  });

  it('lets the same state-changing request through from the site itself', async () => {
    const { headers } = await signInAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/admin/logout',
      headers: { ...headers, origin: t.config.PUBLIC_BASE_URL },
    });
    expect(res.statusCode).toBe(200);
  });
});
