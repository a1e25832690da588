import {
  AIA_PRICE_POSITIVE_MESSAGE,
  NAME_MIN_MESSAGE,
  PACKAGE_HAS_BOOKINGS_MESSAGE,
  PRICE_POSITIVE_MESSAGE,
  PRICE_TOO_LARGE_MESSAGE,
} from '@domain/events/messages';
import type { AdminPackage } from '@domain/events/package-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, adminApi, signInAdmin } from '../../testing/admin';
import { book, bookingRequest, bookingSetup, householdMember, NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: AdminApi;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  api = adminApi(await signInAdmin(t));
});
afterAll(() => t.close());

async function createPackage(payload: object = {}): Promise<AdminPackage> {
  const res = await api('POST', '/api/admin/packages', { name: 'Basic', price: '88.00', ...payload });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('POST /api/admin/packages', () => {
  it('creates a package with prices as two-decimal strings', async () => {
    const created = await createPackage({ name: 'Essential', price: '88.5', aiaPrice: 80, description: 'Blood tests' });
    expect(created).toMatchObject({
      name: 'Essential',
      price: '88.50',
      aiaPrice: '80.00',
      description: 'Blood tests',
      isActive: true,
      eventIds: [],
      bookingCount: 0,
    });
    const fetched = await api('GET', `/api/admin/packages/${created.id}`);
    expect(fetched.json().data).toEqual(created);
  });

  it('takes an empty member price as none', async () => {
    expect(await createPackage({ aiaPrice: '' })).toMatchObject({ aiaPrice: null });
  });

  it('answers a price beyond decimal(10,2) with 400, never 500', async () => {
    const res = await api('POST', '/api/admin/packages', { name: 'Huge', price: '123456789.00' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'price', message: PRICE_TOO_LARGE_MESSAGE }]);
    expect((await api('POST', '/api/admin/packages', { name: 'Max', price: '99999999.99' })).statusCode).toBe(201);
  });

  it.each([
    [{ name: 'ab', price: '10.00' }, 'name', NAME_MIN_MESSAGE],
    [{ name: 'Zero', price: '0' }, 'price', PRICE_POSITIVE_MESSAGE],
    [{ name: 'Negative', price: '-5.00' }, 'price', PRICE_POSITIVE_MESSAGE],
    [{ name: 'Words', price: 'ten' }, 'price', PRICE_POSITIVE_MESSAGE],
    [{ name: 'Missing' }, 'price', PRICE_POSITIVE_MESSAGE],
    [{ name: 'Member', price: '10.00', aiaPrice: '0' }, 'aiaPrice', AIA_PRICE_POSITIVE_MESSAGE],
    [{ name: 'Decimals', price: '10.005' }, 'price', 'Price can have at most two decimals'],
  ])('refuses %j with the message for %s', async (payload, path, message) => {
    const res = await api('POST', '/api/admin/packages', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path, message }]);
  });
});

describe('GET, PUT and DELETE /api/admin/packages', () => {
  it('lists every package, cheapest first, with the events that offer it', async () => {
    const list = (await api('GET', '/api/admin/packages')).json().data as AdminPackage[];
    const prices = list.map((p) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const premium = list.find((p) => p.name === 'Premium')!;
    expect(premium.eventIds).toHaveLength(2);
  });

  it('updates a package and records before and after', async () => {
    const created = await createPackage();
    const res = await api('PUT', `/api/admin/packages/${created.id}`, {
      name: 'Basic Plus',
      price: '99.90',
      aiaPrice: null,
      isActive: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Basic Plus', price: '99.90', isActive: false, description: null });
    const entry = (await api('GET', '/api/admin/audit-log?entity=package')).json().data[0];
    expect(entry).toMatchObject({
      action: 'update',
      entityId: String(created.id),
      changes: { before: { price: '88.00' }, after: { price: '99.90' } },
    });
  });

  it('refuses to delete a package a household member booked, and deletes an unbooked one', async () => {
    const { eventId, pkg, slots } = await bookingSetup(t);
    const booked = await book(
      t,
      bookingRequest({
        eventId,
        packageId: pkg.premium,
        timeslotId: slots.next(),
        participants: [householdMember(pkg.prestige)],
      }),
    );
    expect(booked.statusCode).toBe(201);
    const refused = await api('DELETE', `/api/admin/packages/${pkg.prestige}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PACKAGE_HAS_BOOKINGS_MESSAGE);
    expect((await api('GET', `/api/admin/packages/${pkg.prestige}`)).json().data.bookingCount).toBe(1);

    const unbooked = await createPackage();
    expect((await api('DELETE', `/api/admin/packages/${unbooked.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/admin/packages/${unbooked.id}`)).statusCode).toBe(404);
  });
});
