import {
  STAFF_PASSWORD_MESSAGE,
  STAFF_ROLE_MESSAGE,
  STAFF_USERNAME_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
} from '@domain/staff/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log';
import { users } from '../../db/schema/staff';
import { createAdminUser, freshAddress, signInAdmin } from '../../testing/admin';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, seed: false });
  admin = (await signInAdmin(t)).headers;
});
afterAll(() => t.close());

const NURSE = {
  username: 'nurse.aisha',
  displayName: 'Aisha Rahman',
  role: 'nurse',
  password: 'a long nurse password',
};
const createStaff = (payload: unknown, headers = admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/staff', headers, payload: payload as object });

describe('POST and GET /api/admin/staff', () => {
  it('creates a nurse who signs in with her role and display name; the password is stored hashed and audited without it', async () => {
    const res = await createStaff(NURSE);
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toEqual({
      id: expect.any(Number),
      username: 'nurse.aisha',
      displayName: 'Aisha Rahman',
      role: 'nurse',
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(stored!.password).toMatch(/^\$argon2id\$/);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(entry).toMatchObject({ action: 'create', entity: 'user' });
    expect(JSON.stringify(entry)).not.toContain(NURSE.password);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: NURSE.username, password: NURSE.password },
      remoteAddress: freshAddress(),
    });
    expect(signIn.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/user',
      headers: { authorization: `Bearer ${signIn.json().data.token}` },
    });
    expect(me.json().data).toMatchObject({ username: 'nurse.aisha', displayName: 'Aisha Rahman', role: 'nurse' });

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(created);
    expect(list.body).not.toContain('argon2');
  });

  it('refuses a username taken, in any case, with 409, and changes nothing of the account', async () => {
    await createStaff({ ...NURSE, username: 'dr.tan', displayName: 'Dr Tan', role: 'doctor' });
    // An account of ADMIN_USERNAME may be spelt with capitals.
    await createAdminUser(t, { username: 'Admin.Lee' });
    for (const username of ['dr.tan', 'admin.lee']) {
      const before = await t.db.select().from(users).orderBy(users.id);
      const res = await createStaff({ ...NURSE, username, displayName: 'Someone else', role: 'admin' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: USERNAME_TAKEN_MESSAGE });
      expect(await t.db.select().from(users).orderBy(users.id)).toEqual(before);
    }
  });

  it.each([
    [{ ...NURSE, username: 'x1', role: 'nurse' }, STAFF_USERNAME_MESSAGE],
    [{ ...NURSE, username: 'Has Space', role: 'nurse' }, STAFF_USERNAME_MESSAGE],
    [{ ...NURSE, username: 'new.one', role: 'superuser' }, STAFF_ROLE_MESSAGE],
    [{ ...NURSE, username: 'new.two', password: 'short' }, STAFF_PASSWORD_MESSAGE],
  ])('refuses %j with 400 and its message', async (payload, message) => {
    const count = (await t.db.select().from(users)).length;
    const res = await createStaff(payload);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    expect((await t.db.select().from(users)).length).toBe(count);
  });

  it('is refused to a nurse and a doctor (403), and creates nothing', async () => {
    for (const role of ['nurse', 'doctor']) {
      const { headers } = await signInAdmin(t, { role });
      const res = await createStaff({ ...NURSE, username: `made.by.${role}`, role: 'admin' }, headers);
      expect(res.statusCode).toBe(403);
      expect(
        await t.db
          .select()
          .from(users)
          .where(eq(users.username, `made.by.${role}`)),
      ).toEqual([]);
    }
  });
});
