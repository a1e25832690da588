import { failureEnvelopeSchema } from '@domain/shared/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInAdmin } from './testing/admin';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

type Content = Record<string, { schema?: Record<string, unknown> }>;
type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses?: Record<string, { description?: string; content?: Content; headers?: Record<string, unknown> }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
const FAILURE_ENVELOPE_REF = '#/components/schemas/FailureEnvelope';
const BOT_CHECK_REFUSAL_REF = '#/components/schemas/BotCheckRefusal';

async function openApiDocument(): Promise<Document> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        route: `${method.toUpperCase()} ${path}`,
        operation,
        statuses: Object.keys(operation.responses ?? {}),
      })),
  );
}

/** The routes of the admin area (its session guard) and the email test tool (the same checks). */
// Behind a staff session: the admin area (and the staff tools outside it) and the nurse's view (DESIGN §8.12).
const isAdminRoute = (path: string) =>
  (path.startsWith('/api/admin/') && path !== '/api/admin/login') ||
  path === '/api/test-email' ||
  path === '/api/test-pdf' ||
  path.startsWith('/api/nurse/');
/** Admin routes any signed-in user may call: all the others also need the admin role. */
const ANY_SIGNED_IN_USER = ['/api/admin/user', '/api/admin/logout'];
const isReadApiRoute = (path: string) => path.startsWith('/api/v1/');
const hasPathParams = (path: string) => path.includes('{');

/** The routes among `operations` that lack `status`, for a readable failure. */
const lacking = (operations: ReturnType<typeof operationsOf>, status: string) =>
  operations.filter((op) => !op.statuses.includes(status)).map((op) => op.route);

describe('GET /api/openapi.json', () => {
  let document: Document;
  let operations: ReturnType<typeof operationsOf>;
  beforeAll(async () => {
    document = await openApiDocument();
    operations = operationsOf(document);
  });

  it('documents a response schema with its media type for the success status of every published route', () => {
    // Hidden routes (the document itself) are left out of the document by @fastify/swagger.
    expect(operations.map(({ route }) => route)).toContain('POST /api/registrations');
    const undocumented = operations
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        return !success.some(([, response]) => Object.values(response.content ?? {}).some((media) => media.schema));
      })
      .map(({ route }) => route);
    expect(undocumented).toEqual([]);
  });

  it('documents files and pages with their own media type, not as JSON', () => {
    const mediaTypes = (route: string) => {
      const [method, path] = route.split(' ') as [string, string];
      return Object.keys(document.paths[path]?.[method.toLowerCase()]?.responses?.['200']?.content ?? {});
    };
    expect(mediaTypes('GET /api/registrations/{id}/receipt.pdf')).toEqual(['application/pdf']);
    expect(mediaTypes('GET /api/test-pdf')).toEqual(['application/pdf']);
    expect(mediaTypes('GET /api/admin/registrations/export.csv')).toEqual(['text/csv']);
    expect(mediaTypes('GET /api/admin/discounts/{id}/identifiers.csv')).toEqual(['text/csv']);
    expect(mediaTypes('GET /api/admin/run-sheet.csv')).toEqual(['text/csv']);
    // The test email answers JSON when sent and the HTML of the email with render=1.
    expect(mediaTypes('GET /api/test-email')).toEqual(['application/json', 'text/html']);
    const binary = document.paths['/api/test-pdf']?.get?.responses?.['200']?.content?.['application/pdf']?.schema;
    expect(binary).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('documents both booking bodies and both answers: the main flow with its reference number, the older flow with the registration fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const booking = res.json().paths['/api/registrations'].post;
    const bodies = booking.requestBody.content['application/json'].schema.oneOf as { required: string[] }[];
    expect(bodies).toHaveLength(2);
    expect(bodies[0]?.required).toEqual(expect.arrayContaining(['postalCode', 'address']));
    expect(bodies[1]?.required).not.toContain('postalCode');
    expect(bodies[1]?.required).toEqual(expect.arrayContaining(['eventId', 'timeslotId', 'packageId', 'email']));
    const answers = booking.responses['201'].content['application/json'].schema.properties.data.oneOf as {
      required: string[];
    }[];
    expect(answers[0]?.required).toEqual(
      expect.arrayContaining(['reference_number', 'id', 'status', 'totalAmount', 'amountDue']),
    );
    expect(answers[1]?.required).toEqual(
      expect.arrayContaining(['id', 'referenceNumber', 'firstName', 'lastName', 'email', 'status']),
    );
  });

  it('documents every error answer with the failure envelope the error handler sends', () => {
    expect(document.components.schemas?.FailureEnvelope).toEqual(
      z.toJSONSchema(failureEnvelopeSchema, { target: 'openapi-3.0', io: 'output' }),
    );
    const failure = document.components.schemas?.FailureEnvelope;
    const other = operations.flatMap(({ route, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => /^[45]\d\d$/.test(status))
        .filter(([status, response]) => {
          const content = response.content ?? {};
          const schema = content['application/json']?.schema;
          // The bot check's 428 is the envelope with its challenge in `data` (botCheckRefusalSchema).
          const isEnvelope =
            schema?.$ref === FAILURE_ENVELOPE_REF ||
            JSON.stringify(schema) === JSON.stringify(failure) ||
            (status === '428' && schema?.$ref === BOT_CHECK_REFUSAL_REF);
          return Object.keys(content).join() !== 'application/json' || !isEnvelope || !response.description;
        })
        .map(([status]) => `${route} ${status}`),
    );
    expect(other).toEqual([]);
  });

  it('documents 400 on every route: schema validation, and the NUL check of every query string and body', () => {
    const withInput = operations.filter(
      ({ operation }) => operation.requestBody !== undefined || (operation.parameters ?? []).length > 0,
    );
    expect(withInput.length).toBeGreaterThan(40);
    expect(lacking(withInput, '400')).toEqual([]);
    expect(lacking(operations, '400')).toEqual([]);
  });

  it('documents 401 on every route behind the admin session or an API key, and only there or at sign-in', () => {
    const guarded = operations.filter(({ path }) => isAdminRoute(path) || isReadApiRoute(path));
    expect(guarded.length).toBeGreaterThan(45);
    expect(lacking(guarded, '401')).toEqual([]);
    const others = operations.filter(
      ({ path, statuses }) =>
        !isAdminRoute(path) && !isReadApiRoute(path) && path !== '/api/admin/login' && statuses.includes('401'),
    );
    expect(others.map(({ route }) => route)).toEqual([]);
  });

  it('documents 403 on every admin-only route (the role check) and every state-changing route (the origin check)', () => {
    const adminOnly = operations.filter(({ path }) => isAdminRoute(path) && !ANY_SIGNED_IN_USER.includes(path));
    expect(lacking(adminOnly, '403')).toEqual([]);
    const unsafe = operations.filter(({ method }) => UNSAFE.includes(method));
    expect(unsafe.length).toBeGreaterThan(30);
    expect(lacking(unsafe, '403')).toEqual([]);
    // Reading who is signed in needs a session, not the admin role; the read API never answers 403; a
    // public read answers 403 only when it asks for the booking's own token.
    // (The booking's token, or a moved day's rebook link's.)
    const takesBookingToken = (operation: Operation) =>
      (operation.parameters ?? []).some(
        (parameter) =>
          parameter.in === 'header' && (parameter.name === 'x-booking-token' || parameter.name === 'x-rebook-token'),
      );
    const neverForbidden = operations.filter(
      ({ method, path, operation }) =>
        method === 'GET' &&
        (path === '/api/admin/user' || isReadApiRoute(path) || (!isAdminRoute(path) && !takesBookingToken(operation))),
    );
    expect(neverForbidden.filter(({ statuses }) => statuses.includes('403')).map(({ route }) => route)).toEqual([]);
    const tokenReads = operations.filter(({ method, operation }) => method === 'GET' && takesBookingToken(operation));
    expect(tokenReads.map(({ route }) => route)).toContain('GET /api/registrations/{id}/visit-address');
  });

  it('documents 413 and 415 on every route that reads a body, and on no other', () => {
    const unsafe = operations.filter(({ method }) => UNSAFE.includes(method));
    expect(lacking(unsafe, '413')).toEqual([]);
    expect(lacking(unsafe, '415')).toEqual([]);
    const safe = operations.filter(({ method }) => !UNSAFE.includes(method));
    expect(safe.filter(({ statuses }) => statuses.includes('413') || statuses.includes('415'))).toEqual([]);
  });

  it('documents 404 on every route with a path parameter, and 414 on those outside the guarded areas', () => {
    const withParams = operations.filter(({ path }) => hasPathParams(path));
    expect(lacking(withParams, '404')).toEqual([]);
    // Inside the admin area and the read API a catch-all route takes an over-long parameter.
    const routed = withParams.filter(({ path }) => !isAdminRoute(path) && !isReadApiRoute(path));
    expect(lacking(routed, '414')).toEqual([]);
    const unrouted = operations.filter(
      ({ path }) => !hasPathParams(path) || isAdminRoute(path) || isReadApiRoute(path),
    );
    expect(unrouted.filter(({ statuses }) => statuses.includes('414')).map(({ route }) => route)).toEqual([]);
  });

  it('documents 429 with Retry-After on exactly the routes that count requests per client', async () => {
    // The rate limit answers every counted request with x-ratelimit-* headers, whatever it is then
    // refused for: each operation is called once (signed in where it needs it) to see which ones count.
    const admin = await signInAdmin(t);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: admin.headers,
      payload: { description: 'OpenAPI test' },
    });
    const keyHeaders = { authorization: `Bearer ${key.json().data.key}` };
    const counted: string[] = [];
    // Signing out would end the session the calls after it need.
    const ordered = [...operations].sort(
      (a, b) => Number(a.path === '/api/admin/logout') - Number(b.path === '/api/admin/logout'),
    );
    for (const { method, path, route } of ordered) {
      const headers = isAdminRoute(path) ? admin.headers : isReadApiRoute(path) ? keyHeaders : {};
      const url = path.replace(/\{[^}]+\}/g, 'x');
      const res = await t.app.inject({ method: method as 'GET', url, headers });
      if (res.headers['x-ratelimit-limit'] !== undefined) counted.push(route);
    }
    expect(counted.length).toBeGreaterThan(20);
    const documented = operations.filter(({ statuses }) => statuses.includes('429')).map(({ route }) => route);
    expect(documented.sort()).toEqual(counted.sort());
    const withoutRetryAfter = operations
      .filter(({ statuses }) => statuses.includes('429'))
      .filter(({ operation }) => !operation.responses?.['429']?.headers?.['Retry-After'])
      .map(({ route }) => route);
    expect(withoutRetryAfter).toEqual([]);
  });

  it('documents the refusals particular to a route', () => {
    const statusesOf = (route: string) => operations.find((op) => op.route === route)?.statuses;
    expect(statusesOf('POST /api/admin/login')).toEqual(expect.arrayContaining(['401', '429']));
    expect(statusesOf('POST /api/registrations')).toEqual(expect.arrayContaining(['404', '409', '503']));
    expect(statusesOf('POST /api/payments/process')).toEqual(expect.arrayContaining(['402', '404', '409', '503']));
    expect(statusesOf('POST /api/discounts/validate')).toEqual(expect.arrayContaining(['404', '409']));
    expect(statusesOf('DELETE /api/admin/events/{id}')).toContain('409');
    expect(statusesOf('POST /api/admin/registrations/{id}/reveal-identification')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    expect(statusesOf('GET /api/registrations/{id}/receipt.pdf')).toContain('409');
    expect(statusesOf('POST /api/verify-aia-healthshield')).toContain('503');
    // The address of a postal code: a malformed code, six digits of no sector, and the hourly limit.
    expect(statusesOf('GET /api/addresses/{postalCode}')).toEqual(['200', '400', '404', '414', '429']);
    // Only the card payment answers 402, and no route documents a status the server never sends.
    expect(operations.filter(({ statuses }) => statuses.includes('402')).map(({ route }) => route)).toEqual([
      'POST /api/payments/process',
    ]);
    // 202: a new waitlist code is on its way (the text is sent by the outbox).
    const known = [
      '200',
      '201',
      '202',
      '400',
      '401',
      '402',
      '403',
      '404',
      '409',
      '413',
      '414',
      '415',
      '428',
      '429',
      '503',
    ];
    expect(
      operations.flatMap(({ route, statuses }) =>
        statuses.filter((s) => !known.includes(s)).map((s) => `${route} ${s}`),
      ),
    ).toEqual([]);
  });
});
