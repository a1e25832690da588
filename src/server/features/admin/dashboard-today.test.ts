import type { DashboardToday } from '@domain/admin/dashboard-today-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/outbox';
import { type AdminApi, adminApi, signInAdmin } from '../../testing/admin';
import { type BookingSetup, book, bookingSetup, legacyBookingRequest, NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let setup: BookingSetup;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  setup = await bookingSetup(t);
});
afterAll(() => t.close());

async function today(api: AdminApi): Promise<DashboardToday> {
  const res = await api('GET', '/api/admin/dashboard/today');
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /api/admin/dashboard/today', () => {
  it('needs an admin session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/today' })).statusCode).toBe(401);
  });

  it("lists tomorrow's visits in time order with their address or the need of one, the holds about to go and the failed messages", async () => {
    const wizard = await setup.createBooking({ lastName: 'Dashboard' });
    const older = await book(
      t,
      legacyBookingRequest({ eventId: setup.eventId, packageId: setup.pkg.premium, timeslotId: setup.slots.next() }),
    );
    expect(older.statusCode).toBe(201);
    const cancelled = await setup.createBooking();

    // Now: both holds end within the next hours (unproven contact), soonest first.
    let api = adminApi(await signInAdmin(t));
    const now = await today(api);
    expect(now.today).toBe('2026-11-21');
    expect(now.tomorrow).toBe('2026-11-22');
    const held = now.expiringHolds.map((hold) => hold.referenceNumber);
    expect(held).toEqual(expect.arrayContaining([wizard.reference_number, older.json().data.referenceNumber]));
    expect(now.expiringHolds.every((hold, i, all) => i === 0 || all[i - 1]!.expiresAt <= hold.expiresAt)).toBe(true);

    const cancel = await api('PATCH', `/api/admin/registrations/${cancelled.id}`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(200);
    const [message] = await t.db
      .update(outboxMessages)
      .set({ status: 'failed' })
      .where(eq(outboxMessages.registrationId, cancelled.id))
      .returning({ id: outboxMessages.id });
    expect(message).toBeDefined();

    // The day before the visits: they are tomorrow's; the holds have ended, the cancelled visit is gone.
    const visitDate = (await api('GET', `/api/admin/registrations/${wizard.id}`)).json().data.timeslotDate;
    t.setNow(new Date(new Date(`${visitDate}T02:00:00Z`).getTime() - 24 * 3_600_000));
    api = adminApi(await signInAdmin(t));
    const dayBefore = await today(api);
    expect(dayBefore.tomorrow).toBe(visitDate);
    const visits = dayBefore.visits.filter((visit) => visit.date === visitDate);
    const wizardVisit = visits.find((visit) => visit.id === wizard.id);
    const olderVisit = visits.find((visit) => visit.id === older.json().data.id);
    expect(wizardVisit).toMatchObject({ address: '1 Orchard Road', addressNeeded: false, region: 'central' });
    expect(olderVisit).toMatchObject({ address: null, addressNeeded: true, status: 'confirmed' });
    expect(visits.some((visit) => visit.id === cancelled.id)).toBe(false);
    expect(visits.map((visit) => visit.time)).toEqual([...visits.map((visit) => visit.time)].sort());
    expect(dayBefore.expiringHolds.some((hold) => hold.id === wizard.id)).toBe(false);
    expect(dayBefore.failedMessages).toBeGreaterThanOrEqual(1);
  });
});
