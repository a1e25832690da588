import argon2 from 'argon2';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './client';
import { DEFAULT_EMAIL_CONFIGS, DEFAULT_TEXT_CONFIGS } from './email-defaults';
import { SINGAPORE_PUBLIC_HOLIDAYS } from './holidays';
import { discountIdentifiers } from './schema/discounts';
import { eventConfigs, eventPackages, events, packages } from './schema/events';
import { emailConfigs } from './schema/notifications';
import { users } from './schema/staff';
import { publicHolidays } from './schema/timeslots';
import { bootstrapAdmin, seedDemoData, seedReferenceData } from './seed';

const silentLog = { info: () => {}, warn: () => {} };

// Each test has a database of its own: an empty one, or one seeded as a first start leaves it.
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(() => handle.close());

async function seeded() {
  await seedReferenceData(handle.db);
  await seedDemoData(handle.db, testConfig());
}

async function tableCounts() {
  const { db } = handle;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    events: await n(events),
    packages: await n(packages),
    eventPackages: await n(eventPackages),
    eventConfigs: await n(eventConfigs),
    holidays: await n(publicHolidays),
    emailConfigs: await n(emailConfigs),
    codes: await n(discountIdentifiers),
  };
}

describe('demo seed', () => {
  it('writes the demo catalogue into an empty database', async () => {
    await seedReferenceData(handle.db);
    expect(await seedDemoData(handle.db, testConfig())).toBe(true);
    expect(await tableCounts()).toEqual({
      events: 2,
      packages: 4,
      eventPackages: 8,
      eventConfigs: 2,
      holidays: SINGAPORE_PUBLIC_HOLIDAYS.length,
      emailConfigs: DEFAULT_EMAIL_CONFIGS.length + DEFAULT_TEXT_CONFIGS.length,
      codes: 1,
    });
    const configs = await handle.db.select().from(eventConfigs);
    expect(configs.every((c) => c.configType === 'auto' && c.numSlots === 10 && c.bufferHours === 24)).toBe(true);
    const [welcome] = await handle.db.select().from(discountIdentifiers);
    expect(welcome?.identifier).toBe('WELCOME10');
  });

  it('changes nothing when the database is seeded again', async () => {
    await seeded();
    const before = await tableCounts();
    await seedReferenceData(handle.db);
    expect(await seedDemoData(handle.db, testConfig())).toBe(false);
    expect(await tableCounts()).toEqual(before);
  });

  it('names the partner event after PARTNER_NAME', async () => {
    await seeded();
    const [partner] = await handle.db.select().from(events).where(eq(events.slug, 'whitecoat-health-screening'));
    expect(partner?.name).toBe('WhiteCoat Health Screening');
  });

  it("holds Singapore's public holidays for 2026 and 2027, Sunday holidays with their Monday in lieu", () => {
    const years = new Set(SINGAPORE_PUBLIC_HOLIDAYS.map((h) => h.date.slice(0, 4)));
    expect(years).toEqual(new Set(['2026', '2027']));
    const dates = new Set(SINGAPORE_PUBLIC_HOLIDAYS.map((h) => h.date));
    for (const { date } of SINGAPORE_PUBLIC_HOLIDAYS) {
      if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) {
        const monday = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(dates.has(monday), `${date} falls on a Sunday: ${monday} should be in lieu`).toBe(true);
      }
    }
  });
});

describe('demo seed on instances starting together', () => {
  it('seeds once when two instances seed the same empty database at the same time', async () => {
    // On PostgreSQL the two transactions run side by side on two connections; PGlite runs them in turn.
    const fresh = await createTestDatabase();
    try {
      await seedReferenceData(fresh.db);
      const results = await Promise.all([seedDemoData(fresh.db, testConfig()), seedDemoData(fresh.db, testConfig())]);
      expect(results.sort()).toEqual([false, true]);
      expect((await fresh.db.select({ n: count() }).from(events))[0]!.n).toBe(2);
      expect((await fresh.db.select({ n: count() }).from(packages))[0]!.n).toBe(4);
      expect((await fresh.db.select({ n: count() }).from(discountIdentifiers))[0]!.n).toBe(1);
    } finally {
      await fresh.close();
    }
  });
});

describe('admin bootstrap', () => {
  it('creates the configured admin with an argon2id hash, and resets its password on the next start', async () => {
    const config = testConfig({ ADMIN_USERNAME: 'clinic', ADMIN_PASSWORD: 'first-password' });
    await bootstrapAdmin(handle.db, config, silentLog);
    let [admin] = await handle.db.select().from(users).where(eq(users.username, 'clinic'));
    expect(admin?.password).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(admin!.password, 'first-password')).toBe(true);

    await bootstrapAdmin(handle.db, { ...config, ADMIN_PASSWORD: 'second-password' }, silentLog);
    [admin] = await handle.db.select().from(users).where(eq(users.username, 'clinic'));
    expect(await argon2.verify(admin!.password, 'second-password')).toBe(true);
    expect((await handle.db.select({ n: count() }).from(users))[0]!.n).toBe(1);
  });

  it('creates a random-password admin only when there is no admin at all, and logs the password once', async () => {
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (message: string) => warnings.push(message) };
    await bootstrapAdmin(handle.db, testConfig({ ADMIN_USERNAME: 'clinic', ADMIN_PASSWORD: 'first-password' }), log);
    await bootstrapAdmin(handle.db, testConfig(), log);
    expect(warnings).toHaveLength(0);

    await handle.db.delete(users);
    await bootstrapAdmin(handle.db, testConfig(), log);
    await bootstrapAdmin(handle.db, testConfig(), log);
    expect(warnings).toHaveLength(1);
    const password = /password (\S+)/.exec(warnings[0]!)?.[1];
    const [admin] = await handle.db.select().from(users).where(eq(users.username, 'admin'));
    expect(await argon2.verify(admin!.password, password!)).toBe(true);
  });
});
