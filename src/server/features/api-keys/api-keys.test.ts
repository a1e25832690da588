import {
  API_KEY_DESCRIPTION_MESSAGE,
  API_KEY_NOT_FOUND_MESSAGE,
  API_KEY_REQUIRED_MESSAGE,
  API_LIMIT_MESSAGE,
  API_REGISTRATION_NOT_FOUND_MESSAGE,
  CURSOR_MESSAGE,
  UPDATED_SINCE_MESSAGE,
} from '@domain/api-keys/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema/api-keys';
import { auditLog } from '../../db/schema/audit-log';
import { registrations } from '../../db/schema/bookings';
import { type AdminApi, adminApi, signInAdmin } from '../../testing/admin';
import {
  book,
  bookingRequest,
  bookingSetup,
  homeEvent,
  householdMember,
  NOW,
  offeredSlots,
  packageIds,
} from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cursorSealer } from './read-api';
import { hashApiKey } from './service';

let t: TestApp;
let sessionToken: string;
let admin: AdminApi;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const session = await signInAdmin(t);
  admin = adminApi(session, { prefix: '/api/admin' });
  sessionToken = session.token;
});
afterAll(() => t.close());
const v1 = (url: string, key?: string, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...extra },
  });

async function createKey(description = 'CRM sync') {
  const res = await admin('POST', '/api-keys', { description });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; key: string; maskedKey: string };
}

describe('the API Keys tab', () => {
  it('generates a key shown once, stored as its hash beside a 10-character prefix', async () => {
    const res = await admin('POST', '/api-keys', { description: '  Partner portal  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('API key created');
    const created = res.json().data;
    expect(created.key).toMatch(/^hs_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      description: 'Partner portal',
      isActive: true,
      lastUsed: null,
      maskedKey: `${created.key.slice(0, 10)}…`,
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row).toMatchObject({ key: hashApiKey(created.key), keyPrefix: created.key.slice(0, 10) });
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await admin('GET', '/api-keys');
    const listed = list.json().data.find((key: { id: number }) => key.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      description: 'Partner portal',
      key: `${created.key.slice(0, 10)}…`,
      lastUsed: null,
      createdAt: NOW.toISOString(),
      isActive: true,
    });
    expect(list.body).not.toContain(created.key);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'api_key'));
    expect(JSON.stringify(entry!.changes)).not.toContain(created.key);
  });

  it('asks for a description of at least 3 characters', async () => {
    for (const payload of [{ description: 'ab' }, { description: '   ' }, {}, { isActive: true }]) {
      const res = await admin('POST', '/api-keys', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(API_KEY_DESCRIPTION_MESSAGE);
    }
  });

  it('edits the description and the active switch; 404 for an unknown key', async () => {
    const { id } = await createKey();
    const res = await admin('PUT', `/api-keys/${id}`, { description: 'Renamed key', isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'API key updated',
      data: { description: 'Renamed key', isActive: false },
    });
    for (const [method, payload] of [
      ['PUT', { description: 'Whatever' }],
      ['DELETE', undefined],
    ] as const) {
      const missing = await admin(method, '/api-keys/99999', payload);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(API_KEY_NOT_FOUND_MESSAGE);
    }
  });
});

describe('the read API (/api/v1)', () => {
  let reference: string;
  let partnerReference: string;

  beforeAll(async () => {
    const { eventId, pkg, slots } = await bookingSetup(t);
    const first = await book(
      t,
      bookingRequest({
        eventId,
        packageId: pkg.premium,
        timeslotId: slots.next(),
        identificationNumber: 'S1234567D',
        dateOfBirth: '1980-01-01',
        email: 'mei.ling@example.com',
        mobileNumber: '91234567',
        participants: [householdMember(pkg.comprehensive, 'Ahmad')],
      }),
    );
    expect(first.statusCode).toBe(201);
    reference = first.json().data.reference_number;
    const second = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next() }));
    partnerReference = second.json().data.reference_number;
    await t.db
      .update(registrations)
      .set({ wcBookingCode: '100000000777' })
      .where(eq(registrations.referenceNumber, partnerReference));
  });

  it('reads a booking by reference with a key, and sets Last Used', async () => {
    const { id, key } = await createKey();
    const later = new Date(NOW.getTime() + 60_000);
    t.setNow(later);
    const res = await v1(`/registrations/${reference.toLowerCase()}`, key);
    t.setNow(NOW);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toMatchObject({
      referenceNumber: reference,
      status: 'pending_payment',
      eventName: 'Home Based Health Screening',
      region: 'central',
      firstName: 'Tan',
      email: 'mei.ling@example.com',
      mobileNumber: '91234567',
      identificationNumberMasked: '*****567D',
      personCount: 2,
      packageNames: ['Premium', 'Comprehensive'],
      currency: 'SGD',
      isPaid: false,
    });
    expect(data.persons.map((person: { firstName: string }) => person.firstName)).toEqual(['Tan', 'Ahmad']);
    expect(data.amounts.total).toMatch(/^\d+\.\d{2}$/);
    // Rule 4 and rule 7: no booking id, date of birth, address, postal code or medical conditions.
    for (const field of [
      'id',
      'dateOfBirth',
      'address',
      'postalCode',
      'unitNumber',
      'medicalConditions',
      'identificationNumber',
    ]) {
      expect(data).not.toHaveProperty(field);
    }
    expect(res.body).not.toContain('S1234567D');
    expect(res.body).not.toContain('1980-01-01');
    expect(res.body).not.toContain('Orchard');
    const listed = (await admin('GET', '/api-keys')).json().data.find((k: { id: number }) => k.id === id);
    expect(listed.lastUsed).toBe(later.toISOString());
  });

  it('reads a booking by partner code, and answers the same 404 for every miss', async () => {
    const { key } = await createKey();
    const res = await v1('/registrations/by-partner-code/100000000777', key);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ referenceNumber: partnerReference, partnerBookingCode: '100000000777' });
    for (const url of [
      '/registrations/by-partner-code/100000000999',
      '/registrations/by-partner-code/abc',
      '/registrations/HS0000-0000-0000',
      `/registrations/${'X'.repeat(150)}`,
    ]) {
      const miss = await v1(url, key);
      expect(miss.statusCode, url).toBe(404);
      expect(miss.json()).toEqual({ success: false, message: API_REGISTRATION_NOT_FOUND_MESSAGE });
    }
  });

  it('refuses no key, a wrong key, an admin session token, an inactive key and a deleted key with 401', async () => {
    const { id, key } = await createKey();
    const refused = async (res: Awaited<ReturnType<typeof v1>>) => {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: API_KEY_REQUIRED_MESSAGE });
    };
    await refused(await v1(`/registrations/${reference}`));
    await refused(await v1(`/registrations/${reference}`, `${key.slice(0, -1)}x`));
    await refused(await v1(`/registrations/${reference}`, 'hs_'));
    await refused(await v1(`/registrations/${reference}`, sessionToken));
    await refused(await v1(`/registrations/${reference}`, undefined, { cookie: `hs_admin_session=${sessionToken}` }));
    await refused(await v1(`/registrations/${reference}`, undefined, { authorization: `Basic ${key}` }));
    // A key is not an admin session either.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/user', headers: { authorization: `Bearer ${key}` } }))
        .statusCode,
    ).toBe(401);

    await admin('PUT', `/api-keys/${id}`, { description: 'CRM sync', isActive: false });
    await refused(await v1(`/registrations/${reference}`, key));
    await admin('PUT', `/api-keys/${id}`, { description: 'CRM sync', isActive: true });
    expect((await v1(`/registrations/${reference}`, key)).statusCode).toBe(200);

    const deleted = await admin('DELETE', `/api-keys/${id}`);
    expect(deleted.json()).toMatchObject({ success: true, message: 'API key deleted' });
    await refused(await v1(`/registrations/${reference}`, key));
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.id, id))).toEqual([]);
  });

  it('answers an unknown path 401 without a key and 404 with one', async () => {
    const { key } = await createKey();
    for (const url of ['/nothing', '/', '/registrations/x/y/z']) {
      expect((await v1(url)).statusCode).toBe(401);
      expect((await v1(url, key)).statusCode).toBe(404);
    }
  });

  it('pages the bookings changed since a time by (updatedAt, id), without gaps or repeats', async () => {
    const { key } = await createKey();
    const eventId = (await homeEvent(t)).id;
    const { premium } = await packageIds(t);
    const slots = await offeredSlots(t, eventId);
    const since = new Date(NOW.getTime() + 3_600_000);
    t.setNow(since);
    const references: string[] = [];
    for (const slot of slots.slice(2, 7)) {
      const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slot.id }));
      references.push(res.json().data.reference_number);
    }
    t.setNow(NOW);

    const seen: string[] = [];
    let cursor: string | null = null;
    let url = `/registrations?updatedSince=${encodeURIComponent(since.toISOString())}&limit=2`;
    for (let page = 0; page < 5; page += 1) {
      const res = await v1(url, key);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.data.map((row: { referenceNumber: string }) => row.referenceNumber));
      expect(body.meta.limit).toBe(2);
      cursor = body.meta.nextCursor;
      if (!body.meta.hasMore) break;
      url = `/registrations?cursor=${cursor}&limit=2`;
    }
    // Five bookings made in the same millisecond come in id order, each once.
    expect([...seen].sort()).toEqual([...references].sort());
    expect(new Set(seen).size).toBe(5);

    // Nothing new since the last cursor; a booking that changes later comes after it.
    const empty = await v1(`/registrations?cursor=${cursor}`, key);
    expect(empty.json()).toMatchObject({ data: [], meta: { nextCursor: cursor, hasMore: false } });
    await t.db
      .update(registrations)
      .set({ status: 'cancelled', updatedAt: new Date(since.getTime() + 1000) })
      .where(eq(registrations.referenceNumber, references[0]!));
    const changed = await v1(`/registrations?cursor=${cursor}`, key);
    expect(
      changed.json().data.map((row: { referenceNumber: string; status: string }) => [row.referenceNumber, row.status]),
    ).toEqual([[references[0], 'cancelled']]);

    // Without updatedSince: from the beginning, every booking.
    const all = await v1('/registrations?limit=200', key);
    expect(all.json().data.length).toBeGreaterThanOrEqual(7);
  });

  it('walks every booking exactly once with cursors that reveal no id and no time', async () => {
    const { key } = await createKey();
    const eventId = (await homeEvent(t)).id;
    const { premium } = await packageIds(t);
    for (const slot of (await offeredSlots(t, eventId)).slice(8, 11)) {
      expect((await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slot.id }))).statusCode).toBe(
        201,
      );
    }
    const stored = await t.db
      .select({
        id: registrations.id,
        reference: registrations.referenceNumber,
        at: sql<string>`to_char(${registrations.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
        ms: sql<string>`(extract(epoch from ${registrations.updatedAt}) * 1000)::bigint::text`,
      })
      .from(registrations);
    // What a cursor must not give away: ids (with and without dashes), references, change times.
    const secrets = stored.flatMap((row) => [
      row.id,
      row.id.replaceAll('-', ''),
      row.reference,
      row.at,
      row.at.slice(0, 19),
      row.ms,
    ]);
    expect(stored.length).toBeGreaterThanOrEqual(3);

    const seen: string[] = [];
    const cursors: string[] = [];
    let url = '/registrations?limit=2';
    for (let page = 0; page < 100; page += 1) {
      const res = await v1(url, key);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      seen.push(...body.data.map((row: { referenceNumber: string }) => row.referenceNumber));
      cursors.push(body.meta.nextCursor);
      if (!body.meta.hasMore) break;
      url = `/registrations?cursor=${body.meta.nextCursor}&limit=2`;
    }
    expect([...seen].sort()).toEqual(stored.map((row) => row.reference).sort());
    expect(new Set(seen).size).toBe(seen.length);

    for (const cursor of cursors) {
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(cursor.length).toBeLessThanOrEqual(200);
      // Decoded every way a reader might try (base64url, base64, and the result decoded again), read
      // as text or bytes: no id, reference or change time in it.
      const once = [Buffer.from(cursor, 'base64url'), Buffer.from(cursor, 'base64')];
      const twice = once.flatMap((bytes) => [
        Buffer.from(bytes.toString('latin1'), 'base64url'),
        Buffer.from(bytes.toString('latin1'), 'base64'),
      ]);
      const readings = [
        cursor,
        ...[...once, ...twice].flatMap((bytes) => [bytes.toString('latin1'), bytes.toString('hex')]),
      ];
      for (const reading of readings) {
        for (const secret of secrets) expect(reading.toLowerCase()).not.toContain(secret.toLowerCase());
        expect(reading).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
        expect(reading).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
      }
    }
    // Each cursor is encrypted afresh: the same position twice gives two different cursors.
    const first = (await v1('/registrations?limit=1', key)).json().meta.nextCursor;
    const again = (await v1('/registrations?limit=1', key)).json().meta.nextCursor;
    expect(first).not.toBe(again);
    expect((await v1(`/registrations?cursor=${first}&limit=1`, key)).json().data).toEqual(
      (await v1(`/registrations?cursor=${again}&limit=1`, key)).json().data,
    );
  });

  it('refuses an altered, cut or foreign cursor with 400', async () => {
    const { key } = await createKey();
    const cursor: string = (await v1('/registrations?limit=1', key)).json().meta.nextCursor;
    const [row] = await t.db
      .select({
        id: registrations.id,
        at: sql<string>`to_char(${registrations.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      })
      .from(registrations)
      .limit(1);
    const flip = (text: string, index: number) =>
      `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
    const refused = [
      flip(cursor, 0),
      flip(cursor, 20),
      flip(cursor, Math.floor(cursor.length / 2)),
      flip(cursor, cursor.length - 2),
      cursor.slice(0, -4),
      cursor.slice(0, 30),
      // Another server's cursor: sealed with another secret.
      cursorSealer('another server').seal(Buffer.from(`${row!.at}|${row!.id}`).toString('base64url')),
      // The readable form the API gave before.
      Buffer.from(`${row!.at}|${row!.id}`).toString('base64url'),
    ];
    for (const value of refused) {
      const res = await v1(`/registrations?cursor=${value}`, key);
      expect(res.statusCode, value).toBe(400);
      expect(res.json()).toEqual({ success: false, message: CURSOR_MESSAGE });
    }
    expect(CURSOR_MESSAGE).toBe('Invalid cursor: pass the meta.nextCursor of an earlier answer, unchanged');
    expect((await v1(`/registrations?cursor=${cursor}`, key)).statusCode).toBe(200);
  });

  it.each([
    ['updatedSince=yesterday', UPDATED_SINCE_MESSAGE],
    ['updatedSince=2026-11-21', UPDATED_SINCE_MESSAGE],
    ['limit=0', API_LIMIT_MESSAGE],
    ['limit=201', API_LIMIT_MESSAGE],
    ['cursor=not*a*cursor', CURSOR_MESSAGE],
    ['cursor=aGVsbG8', CURSOR_MESSAGE],
  ])('refuses %s with 400', async (query, message) => {
    const { key } = await createKey();
    const res = await v1(`/registrations?${query}`, key);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect([body.message, ...(body.errors ?? []).map((error: { message: string }) => error.message)]).toContain(
      message,
    );
  });

  it('is documented in the OpenAPI document with its bearer scheme', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.apiKeyAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of [
      '/api/v1/registrations',
      '/api/v1/registrations/{reference}',
      '/api/v1/registrations/by-partner-code/{code}',
    ]) {
      expect(doc.paths[path].get.security, path).toEqual([{ apiKeyAuth: [] }]);
    }
    expect(doc.paths['/api/admin/api-keys'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});
