import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simulatedNonceFor } from '@domain/payments/test-cards';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../src/server/testing/admin';
import {
  book,
  bookingRequest,
  homeEvent,
  householdMember,
  offeredSlots,
  packageIds,
} from '../../src/server/testing/bookings';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';

// Every route of /api/openapi.json, public and admin (with a valid admin session, and an API key for
// /api/v1, so the guards let the request through to validation), fed wrong types, missing fields,
// huge numbers and strings, unicode and NUL, deep JSON and broken bodies. Rule 3 (DESIGN §5): never a
// 5xx, and a refused request changes nothing (the tables' checksums before and after). The logs of the
// fuzz and of the booking and payment flows, at debug level, never hold an NRIC, a card number or a
// token. Bounded: FUZZ_RUNS requests per route (default 12).

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 12);
/** Planted in every identification field the fuzzer fills, and in the flows: never to be logged. */
// Real NRICs (their check letters), so that the fuzzed and the flow's bookings go past the ID's check.
const SENTINEL_NRIC = 'S9876543C';
const FLOW_NRIC = 'S8765432Z';
const CARD_NUMBER = '4111111111111111';

const lines: string[] = [];
let t: TestApp;
let dataDir: string;
let adminToken: string;
let apiKey: string;
const fixtures = { registrationId: '', reference: '', eventId: 0, slug: '' };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hs-fuzz-'));
  t = await createTestApp({
    // The app's own clock: bookings need slots after the real lead time.
    // A server that takes Stripe's webhook has its signing secret (without it the route answers 503 on
    // purpose, so Stripe delivers again): hostile deliveries must then be refused with 400.
    config: { LOG_LEVEL: 'debug', DATA_DIR: dataDir, STRIPE_WEBHOOK_SECRET: 'whsec_fuzz_only' },
    logStream: { write: (line) => lines.push(line) },
  });
  adminToken = (await signInAdmin(t)).token;
  const key = await t.app.inject({
    method: 'POST',
    url: '/api/admin/api-keys',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { description: 'fuzzing the read API' },
  });
  expect(key.statusCode).toBe(201);
  apiKey = key.json().data.key;
  const event = await homeEvent(t);
  const pkg = await packageIds(t);
  const [slot] = await offeredSlots(t, event.id);
  const booked = await book(t, bookingRequest({ eventId: event.id, packageId: pkg.premium, timeslotId: slot!.id }));
  expect(booked.statusCode).toBe(201);
  fixtures.registrationId = booked.json().data.id;
  fixtures.reference = booked.json().data.reference_number;
  fixtures.eventId = event.id;
  fixtures.slug = event.slug;
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

// ---- what "no change" means ------------------------------------------------------------------------

/** Columns a request may touch without changing anything: a session's last use, a key's last use. */
const VOLATILE_COLUMNS: Record<string, string[]> = {
  admin_sessions: ['last_seen_at'],
  api_keys: ['last_used'],
  users: ['last_login'],
};
/** Failed sign-ins are counted by design (the lock-out); the login route is refused with them. */
const COUNTED_ON_REFUSAL = new Set(['admin_login_failures']);

let checksumQuery: ReturnType<typeof sql.raw> | null = null;

async function tablesChecksum(): Promise<string> {
  if (!checksumQuery) {
    const result = (await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const parts = result.rows
      .map((row) => row.table_name)
      .filter((table) => !COUNTED_ON_REFUSAL.has(table))
      .map((table) => {
        const dropped = (VOLATILE_COLUMNS[table] ?? []).map((column) => ` - '${column}'`).join('');
        return `select '${table}:' || count(*) || ':' || coalesce(sum(hashtext((to_jsonb(x)${dropped})::text)::bigint), 0) as part from "${table}" x`;
      });
    checksumQuery = sql.raw(
      `select string_agg(part, ' ' order by part) as sum from (${parts.join(' union all ')}) as parts`,
    );
  }
  const result = (await t.db.execute(checksumQuery)) as unknown as { rows: { sum: string }[] };
  return result.rows[0]!.sum;
}

// ---- values -------------------------------------------------------------------------------------------

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
};

/** Nested arrays `depth` deep, as text (no recursion to build or print it). */
const deepArrayText = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const deepObject = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

const HUGE_STRING = 'A'.repeat(100_000);
const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    HUGE_STRING,
    '9'.repeat(400),
    '\u202e\ud800\udfff\ufeff',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 新加坡 🇸🇬',
    '<script>alert(1)</script>',
    "' OR 1=1; drop table registrations; --",
    '../../../../etc/passwd',
    '%00%2e%2e%2f',
    '<%= process.env %>',
    '\u0024{7*7}{{7*7}}',
    '__proto__',
    '',
    ' ',
    '2027-02-30',
    '1985-13-45',
    '-1',
    'NaN',
    'null',
  ),
);
const hugeNumber = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 64,
  0.1,
  -0,
  5e-324,
  1.2345678901234568e29,
);
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  hugeNumber,
  hostileString,
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxKeys: 4 }),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}')),
  fc.constantFrom(
    deepObject(2_000),
    Array.from({ length: 5_000 }, (_, i) => i),
  ),
);

/** A value the schema would accept, or close to it: what gets a request past the first checks. */
function plausible(schema: JsonSchema | undefined, name = ''): fc.Arbitrary<unknown> {
  if (!schema) return hostile;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => plausible(variant, name)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const lower = name.toLowerCase();
  switch (type) {
    case 'integer':
      return fc.oneof(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({
          min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
          max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1),
        }),
        fc.constant(fixtures.eventId),
      );
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 500 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items, name), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return hostile;
      return fc.record(Object.fromEntries(keys.map((key) => [key, field(properties[key], key)])), { requiredKeys: [] });
    }
    default: {
      if (lower.includes('identification') || lower === 'nric') return fc.constant(SENTINEL_NRIC);
      if (lower.includes('email')) return fc.constantFrom('fuzz@example.com', 'not-an-email', 'a@b');
      if (lower.includes('postal')) return fc.constantFrom('238801', '000000', '99999');
      if (lower.includes('date') || schema.format === 'date')
        return fc.constantFrom('2027-01-05', '1985-04-12', '2026-02-29');
      if (lower.includes('mobile') || lower.includes('phone')) return fc.constantFrom('91234567', '+6591234567');
      if (lower.includes('nonce')) return fc.constantFrom(simulatedNonceFor(CARD_NUMBER)!, 'fake-valid-nonce');
      if (lower === 'registrationid' || lower === 'id') return fc.constant(fixtures.registrationId);
      if (lower.includes('reference')) return fc.constant(fixtures.reference);
      const min = schema.minLength ?? 0;
      return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(schema.maxLength ?? 20, 40)) });
    }
  }
}

/** Mostly plausible, sometimes hostile, sometimes missing (fc.record's optional keys). */
const field = (schema: JsonSchema | undefined, name = '') =>
  fc.oneof({ weight: 3, arbitrary: plausible(schema, name) }, { weight: 2, arbitrary: hostile });

const pathValue = (name: string): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      fixtures.registrationId,
      fixtures.reference,
      fixtures.slug,
      '1',
      '2',
      '0',
      '-1',
      '100000000001',
      '99999999999999999999',
      '00000000-0000-0000-0000-000000000000',
    ),
    hostileString.map((value) => value.slice(0, 300)),
    fc.constant(name),
  );

// ---- requests -----------------------------------------------------------------------------------------

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; schema?: JsonSchema }[];
  body?: JsonSchema;
}

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

/** Header values must be visible ASCII; anything else is dropped by the HTTP layer before the app. */
const headerSafe = (value: unknown) =>
  String(typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 200);

/** A valid admin session for the admin area and the test tools, an API key for the read API. */
function authFor(op: Operation): Record<string, string> {
  if (op.path.startsWith('/api/v1/')) return { authorization: `Bearer ${apiKey}` };
  if (op.path.startsWith('/api/admin/') || op.path.startsWith('/api/test-')) {
    return { authorization: `Bearer ${adminToken}` };
  }
  return {};
}

/** Tried on every path parameter of every route, besides the generated ones. */
const HOSTILE_PATH_VALUES = [
  '\u0000',
  'HS2611-0000-000\u0000',
  'x'.repeat(199),
  'x'.repeat(201),
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '💥',
  '..%2F..%2Fetc',
  ' ',
];

function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const auth = authFor(op);
  const bodyText = op.body
    ? fc.oneof(
        { weight: 8, arbitrary: field(op.body).map((value) => JSON.stringify(value) ?? 'null') },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            deepArrayText(50_000),
            `{"a":${deepArrayText(20_000)}}`,
            '{"firstName": "unterminated',
            '{"a":1,"a":2}',
            '\u0000',
            '"\\u0000"',
            '[]',
            '1e999999',
            `{"x":"${'B'.repeat(1_100_000)}"}`,
          ),
        },
      )
    : fc.option(fc.constantFrom('{"unexpected":true}', 'not json'), { nil: undefined });
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => pathValue(p.name))),
      query: fc.tuple(...queryParams.map((p) => fc.option(field(p.schema, p.name), { nil: undefined }))),
      extraQuery: fc.option(
        fc.constantFrom('&__proto__[x]=1', '&page=1&page=2', '&%00=%00', `&q=${'C'.repeat(5000)}`),
        {
          nil: '',
        },
      ),
      body: bodyText,
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'application/json',
        'text/plain',
        'application/json; charset=utf-16',
        'application/x-www-form-urlencoded',
      ),
      idempotencyKey: fc.option(hostileString.map(headerSafe), { nil: undefined }),
      remoteAddress: fc.ipV4(),
    })
    .map((r) => {
      let url = op.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, encodeURIComponent(r.path[i] ?? ''));
      });
      const query = queryParams
        .map((p, i) => {
          const value = r.query[i];
          if (value === undefined) return null;
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          return `${encodeURIComponent(p.name)}=${encodeURIComponent(text ?? '')}`;
        })
        .filter(Boolean)
        .join('&');
      const search = `${query}${r.extraQuery}`.replace(/^&/, '');
      const headers: Record<string, string> = { ...auth };
      if (r.idempotencyKey !== undefined) headers['idempotency-key'] = r.idempotencyKey;
      if (r.body !== undefined && op.method !== 'GET') headers['content-type'] = r.contentType;
      return {
        url: search ? `${url}?${search}` : url,
        headers,
        payload: op.method === 'GET' ? undefined : r.body,
        remoteAddress: r.remoteAddress,
      };
    });
}

function operations(doc: {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Operation['parameters']; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path: route,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  // Reads first, deletes last: a delete the fuzzer gets right removes what later routes could reach.
  const order = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  return ops.sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
}

/** End the session the fuzz signs in with; logout has its own test below. */
const SKIPPED = new Set(['POST /api/admin/logout', 'POST /api/admin/logout-everywhere']);

describe('hostile input on every route of the OpenAPI document', () => {
  it(`never answers 5xx, and a refused request changes nothing (${RUNS_PER_ROUTE} requests per route)`, async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const ops = operations(doc).filter((op) => !SKIPPED.has(`${op.method} ${op.path}`));
    expect(ops.length).toBeGreaterThan(40);
    const statuses: Record<string, number> = {};
    const failures: string[] = [];
    let before = await tablesChecksum();
    /** Sends one request and says what is wrong with the answer, if anything. */
    const probe = async (op: Operation, request: FuzzRequest): Promise<string | null> => {
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
        remoteAddress: request.remoteAddress,
      });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      const after = await tablesChecksum();
      const changed = after !== before;
      before = after;
      if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
      if (res.statusCode >= 400 && changed) return `refused with ${res.statusCode} but changed the tables`;
      // Every refusal is the envelope (DESIGN §6).
      if (res.statusCode >= 400 && res.json().success !== false) return 'a refusal outside the envelope';
      return null;
    };
    const describeRequest = (request: FuzzRequest | undefined) =>
      `${request?.url.slice(0, 200) ?? ''} ${request?.payload?.slice(0, 200) ?? ''}`;

    for (const op of ops) {
      // First the same hostile path parameters for every route that has any (NUL, overlong, odd numbers)...
      const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      for (const value of pathNames.length ? HOSTILE_PATH_VALUES : []) {
        let url = op.path;
        for (const name of pathNames) url = url.replace(`{${name}}`, encodeURIComponent(value));
        const request: FuzzRequest = {
          url,
          headers: { ...authFor(op), 'content-type': 'application/json' },
          payload: op.method === 'GET' ? undefined : '{}',
          remoteAddress: '10.77.0.1',
        };
        const problem = await probe(op, request);
        if (problem) failures.push(`${op.method} ${op.path} ${problem} (${describeRequest(request)})`);
      }
      // ...then generated requests.
      const run = await fc.check(
        fc.asyncProperty(requestFor(op), async (request) => {
          const problem = await probe(op, request);
          if (problem) throw new Error(problem);
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (run.failed) {
        const example = run.counterexample?.[0] as FuzzRequest | undefined;
        const cause = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
        failures.push(`${op.method} ${op.path} ${cause} (seed ${run.seed}; ${describeRequest(example)})`);
      }
    }
    console.log(`fuzzed ${ops.length} routes: ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('logs', () => {
  it('hold no NRIC, card number or token across bookings, payments, look-ups and admin work', async () => {
    const event = await homeEvent(t);
    const pkg = await packageIds(t);
    const slots = await offeredSlots(t, event.id);
    const member = householdMember(pkg.premium);
    const booked = await book(
      t,
      bookingRequest({
        eventId: event.id,
        packageId: pkg.premium,
        timeslotId: slots[1]!.id,
        identificationNumber: FLOW_NRIC,
        participants: [member],
      }),
      { 'idempotency-key': 'log-check-booking-1' },
    );
    expect(booked.statusCode).toBe(201);
    const { id, reference_number: reference, amountDue, bookingToken } = booked.json().data;
    const token = await t.app.inject({ method: 'GET', url: '/api/payments/client-token' });
    const nonce = simulatedNonceFor(CARD_NUMBER)!;
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/process',
      payload: { registrationId: id, nonce, amount: amountDue },
    });
    expect(paid.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${reference}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/verify-aia-healthshield',
      payload: { identificationNumber: FLOW_NRIC, dateOfBirth: '1985-04-12' },
    });
    // A declined card and a refused booking log their failure without the data.
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/process',
      payload: { registrationId: id, nonce: simulatedNonceFor('4000000000000002'), amount: amountDue },
    });
    const admin = { authorization: `Bearer ${adminToken}` };
    await t.app.inject({ method: 'GET', url: `/api/admin/registrations?search=${FLOW_NRIC}`, headers: admin });
    await t.app.inject({ method: 'GET', url: `/api/admin/registrations/${id}`, headers: admin });
    // The reveal answers the full number: the logs still must not hold it.
    const revealed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${id}/reveal-identification`,
      headers: admin,
      payload: { participantId: null },
    });
    expect(revealed.json().data.identificationNumber).toBe(FLOW_NRIC);
    await t.app.inject({ method: 'GET', url: '/api/admin/registrations/export.csv', headers: admin });
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/registrations/${reference}`,
      headers: { authorization: `Bearer ${apiKey}` },
    });
    const other = await signInAdmin(t);
    const logout = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: other.headers });
    expect(logout.statusCode).toBe(200);

    const text = lines.join('\n');
    expect(lines.length).toBeGreaterThan(100);
    const secrets = {
      'fuzzed NRIC': SENTINEL_NRIC,
      'booking NRIC': FLOW_NRIC,
      'household NRIC': member.identificationNumber,
      'card number': CARD_NUMBER,
      'card nonce': nonce,
      'client token': token.json().data?.clientToken ?? token.json().data?.token ?? 'no-token',
      'admin session': adminToken,
      'second admin session': other.token,
      'API key': apiKey,
      'booking token': bookingToken,
    };
    for (const [what, secret] of Object.entries(secrets)) {
      expect(text.includes(secret), `${what} in the logs`).toBe(false);
    }
    // The masked form is what a page may show; the log does not need even that.
    expect(text).not.toMatch(/[STFGM]\d{7}[A-Z]/);
  });
});
