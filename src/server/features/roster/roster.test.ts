import {
  ROSTER_NOT_A_NURSE_MESSAGE,
  ROSTER_OVERLAP_MESSAGE,
  ROSTER_RANGE_MESSAGE,
  ROSTER_REGION_MESSAGE,
} from '@domain/roster/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rosterDuties } from '../../db/schema/roster';
import { createAdminUser, signInAdmin } from '../../testing/admin';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
let nurse: { id: number; displayName: string };
beforeAll(async () => {
  t = await createTestApp({ now: NOW, seed: false });
  admin = (await signInAdmin(t)).headers;
  const user = await createAdminUser(t, { role: 'nurse' });
  nurse = { id: user.id, displayName: user.username };
});
afterAll(() => t.close());

const addDuty = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/roster', headers: admin, payload });
const roster = (from: string, to: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/roster?from=${from}&to=${to}`, headers: admin });
const dutyCount = async () => (await t.db.select().from(rosterDuties)).length;

describe('/api/admin/roster', () => {
  it('puts a nurse on duty and lists the duties of a range, both days included', async () => {
    const morning = await addDuty({ staffId: nurse.id, region: 'north', date: '2026-12-14', partOfDay: 'morning' });
    expect(morning.statusCode).toBe(201);
    const afternoon = await addDuty({ staffId: nurse.id, region: 'east', date: '2026-12-14', partOfDay: 'afternoon' });
    expect(afternoon.statusCode).toBe(201);
    await addDuty({ staffId: nurse.id, region: 'central', date: '2026-12-16', partOfDay: 'day' });

    const res = await roster('2026-12-14', '2026-12-15');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: afternoon.json().data.id,
        staffId: nurse.id,
        displayName: nurse.displayName,
        region: 'east',
        date: '2026-12-14',
        partOfDay: 'afternoon',
      },
      {
        id: morning.json().data.id,
        staffId: nurse.id,
        displayName: nurse.displayName,
        region: 'north',
        date: '2026-12-14',
        partOfDay: 'morning',
      },
    ]);
    expect((await roster('2026-12-16', '2026-12-16')).json().data).toHaveLength(1);
  });

  it('refuses a second duty at the same time of the same day (a whole day meets both halves) with 409', async () => {
    await addDuty({ staffId: nurse.id, region: 'west', date: '2026-12-21', partOfDay: 'morning' });
    const before = await dutyCount();
    for (const partOfDay of ['morning', 'day']) {
      const res = await addDuty({ staffId: nurse.id, region: 'south', date: '2026-12-21', partOfDay });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ROSTER_OVERLAP_MESSAGE);
    }
    expect(await dutyCount()).toBe(before);
  });

  it('rosters only nurses, in the five regions, and lists at most 62 days', async () => {
    const adminUser = await createAdminUser(t, { role: 'admin' });
    const before = await dutyCount();
    const notNurse = await addDuty({ staffId: adminUser.id, region: 'north', date: '2026-12-22', partOfDay: 'day' });
    expect(notNurse.statusCode).toBe(400);
    expect(notNurse.json().message).toBe(ROSTER_NOT_A_NURSE_MESSAGE);
    const nobody = await addDuty({ staffId: 999_999, region: 'north', date: '2026-12-22', partOfDay: 'day' });
    expect(nobody.statusCode).toBe(400);
    const badRegion = await addDuty({ staffId: nurse.id, region: 'mars', date: '2026-12-22', partOfDay: 'day' });
    expect(badRegion.statusCode).toBe(400);
    expect(JSON.stringify(badRegion.json())).toContain(ROSTER_REGION_MESSAGE);
    const badDate = await addDuty({ staffId: nurse.id, region: 'north', date: '2026-02-30', partOfDay: 'day' });
    expect(badDate.statusCode).toBe(400);
    expect(await dutyCount()).toBe(before);
    const tooLong = await roster('2026-01-01', '2026-12-31');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(ROSTER_RANGE_MESSAGE);
    expect((await roster('2026-12-10', '2026-12-01')).statusCode).toBe(400);
  });

  it('takes a duty off the roster, and answers 404 for one that is not there', async () => {
    const added = await addDuty({ staffId: nurse.id, region: 'north', date: '2026-12-28', partOfDay: 'day' });
    const url = `/api/admin/roster/${added.json().data.id}`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
    expect((await roster('2026-12-28', '2026-12-28')).json().data).toEqual([]);
  });
});
