import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root';
import { testNric } from '../testing/bookings';
import { tallyDrift, tallyRows } from '../testing/tallies';
import { createTestDatabase } from '../testing/test-app';
import { type DatabaseHandle, openDatabase } from './client';
import { createEvent } from './factories';
import { participants, registrations } from './schema/bookings';
import { packages } from './schema/events';
import { eventDates, timeslots } from './schema/timeslots';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function indexDefinitions(table: string): Promise<string[]> {
  const result = await handle.db.execute(
    sql`select indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table}`,
  );
  return (result as unknown as { rows: { indexdef: string }[] }).rows.map((row) => row.indexdef);
}

describe('migrations', () => {
  // The clean-up deletes run on every idempotent booking claim and every member verification.
  it.each([
    ['idempotency_keys', 'idempotency_keys_created_at_idx', 'created_at'],
    ['member_verifications', 'member_verifications_verified_at_idx', 'verified_at'],
  ])('index %s on the column its clean-up filters by', async (table, name, column) => {
    expect(await indexDefinitions(table)).toContainEqual(
      expect.stringMatching(new RegExp(`^CREATE INDEX ${name} ON .*${table} USING btree \\(${column}\\)$`)),
    );
  });

  it('counts the bookings made before the insights tallies existed, once', async () => {
    // The migrations up to the one before the tallies, as a database deployed then would have them.
    const folder = mkdtempSync(path.join(tmpdir(), 'hs-migrations-'));
    const old = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      cpSync(path.join(PROJECT_ROOT, 'drizzle'), folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((entry) => entry.tag < '0017_booking_tallies');
      writeFileSync(journalPath, JSON.stringify(journal));
      await migrate(old.db as unknown as PgliteDatabase, { migrationsFolder: folder });

      const [premium, superior] = await old.db
        .insert(packages)
        .values([
          { name: 'Premium', price: '118.00' },
          { name: 'Superior', price: '218.00' },
        ])
        .returning({ id: packages.id });
      const event = await createEvent(old.db, {}, { packageIds: [premium!.id, superior!.id] });
      const [day] = await old.db.insert(eventDates).values({ eventId: event.id, date: '2027-03-01' }).returning();
      const [slot] = await old.db.insert(timeslots).values({ eventDateId: day!.id, time: '09:00' }).returning();
      // Written in SQL with the columns a booking had then: the schema's insert names every column of today.
      const made: { id: string }[] = [];
      for (const [index, status] of ['paid', 'cancelled', 'paid'].entries()) {
        const inserted = (await old.db.execute(sql`
          insert into registrations (event_id, timeslot_id, package_id, first_name, last_name, gender,
            identification_number, mobile_number, email, reference_number, status)
          values (${event.id}, ${slot!.id}, ${premium!.id}, 'Tan', 'Before', 'female', ${testNric(8_700_000 + index)},
            ${`9${String(4_000_000 + index)}`}, ${`before+${index}@example.com`}, ${`BEFORE${index}`}, ${status})
          returning id`)) as unknown as { rows: { id: string }[] };
        made.push(inserted.rows[0]!);
      }
      await old.db.insert(participants).values(
        made.slice(0, 2).map((booking, index) => ({
          registrationId: booking.id,
          firstName: 'Lim',
          lastName: 'Before',
          gender: 'male',
          identificationNumber: testNric(8_710_000 + index),
          packageId: superior!.id,
          packagePrice: '218.00',
          originalPrice: '218.00',
        })),
      );

      await old.migrate();
      expect(await tallyDrift(old.db)).toEqual([]);
      // One row per slot, status and package: paid Premium, paid Superior, cancelled Premium and Superior.
      expect(await tallyRows(old.db)).toBe(4);
      await old.db.update(registrations).set({ status: 'completed' }).where(sql`${registrations.status} = 'paid'`);
      expect(await tallyDrift(old.db)).toEqual([]);
    } finally {
      await old.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
