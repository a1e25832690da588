import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root';
import { testNric } from '../testing/bookings';
import { raceDatabaseUrl } from '../testing/race-database';
import { tallyDrift, tallyRows } from '../testing/tallies';
import { createTestDatabase } from '../testing/test-app';
import { type DatabaseHandle, openDatabase } from './client';
import { createEvent } from './factories';
import { participants, registrations } from './schema/bookings';
import { payments } from './schema/payments';
import { eventDates, timeslots } from './schema/timeslots';

// PGlite is what the tests and a small installation run; PostgreSQL what production runs, when one answers here.
const postgresUrl = await raceDatabaseUrl();
const engines: ('pglite' | 'postgres')[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

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

/** A package with the columns it had before the pre-visit forms: the schema's insert names every column of today. */
async function packageBefore(db: DatabaseHandle['db'], name: string, price: string): Promise<{ id: number }> {
  const inserted = (await db.execute(
    sql`insert into packages (name, price) values (${name}, ${price}) returning id`,
  )) as unknown as { rows: { id: number }[] };
  return inserted.rows[0]!;
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
    const old = await databaseBefore('0017_booking_tallies', 'pglite');
    try {
      const premium = await packageBefore(old.db, 'Premium', '118.00');
      const superior = await packageBefore(old.db, 'Superior', '218.00');
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
    }
  });

  it.each(engines)(
    'moves the payment facts of bookings made before their columns out of the audit log (%s)',
    async (engine) => {
      const old = await databaseBefore('0024_payment_facts', engine, postgresUrl);
      try {
        const premium = await packageBefore(old.db, 'Premium', '118.00');
        const event = await createEvent(old.db, {}, { packageIds: [premium!.id] });
        const [day] = await old.db.insert(eventDates).values({ eventId: event.id, date: '2027-03-01' }).returning();
        const [slot] = await old.db.insert(timeslots).values({ eventDateId: day!.id, time: '09:00' }).returning();
        const at = (minute: number) => new Date(Date.UTC(2027, 1, 1, 2, minute));
        // Written in SQL with the columns a booking, a payment and an audit entry had then.
        const book = async (reference: string, status: string, updatedAt: Date) => {
          const index = Number(reference.at(-1));
          const inserted = (await old.db.execute(sql`
            insert into registrations (event_id, timeslot_id, package_id, first_name, last_name, gender,
              identification_number, mobile_number, email, reference_number, status, updated_at)
            values (${event.id}, ${slot!.id}, ${premium!.id}, 'Tan', 'Before', 'female', ${testNric(8_720_000 + index)},
              ${`9${String(4_100_000 + index)}`}, ${`facts+${index}@example.com`}, ${reference}, ${status},
              ${updatedAt.toISOString()}::timestamptz)
            returning id`)) as unknown as { rows: { id: string }[] };
          return inserted.rows[0]!.id;
        };
        const trail = (registrationId: string, action: string, changes: object, createdAt: Date) =>
          old.db.execute(sql`
            insert into audit_log (actor, action, entity, entity_id, changes, created_at)
            values ('customer', ${action}, 'registration', ${registrationId}, ${JSON.stringify(changes)}::jsonb,
              ${createdAt.toISOString()}::timestamptz)`);
        const pay = (registrationId: string, transactionId: string, status: string) =>
          old.db.execute(sql`
            insert into payments (registration_id, transaction_id, gateway, method, status, amount, detail)
            values (${registrationId}, ${transactionId}, 'simulated', 'card', ${status}, '127.44',
              '{"brand":"Visa","last4":"1111"}'::jsonb)`);

        const byCard = await book('FACTS1', 'paid', at(50));
        await trail(byCard, 'create', { status: 'pending_payment' }, at(1));
        await trail(byCard, 'pay', { transactionId: 'sim_card' }, at(5));
        await trail(byCard, 'confirm', { transactionId: 'sim_card' }, at(6));
        await pay(byCard, 'sim_card', 'settled');
        const prepaid = await book('FACTS2', 'completed', at(51));
        await trail(prepaid, 'create', { status: 'paid' }, at(2));
        const untracked = await book('FACTS3', 'paid', at(52));
        const unpaid = await book('FACTS4', 'pending_payment', at(53));
        const refunded = await book('FACTS5', 'cancelled', at(54));
        await trail(refunded, 'pay', { transactionId: 'sim_given' }, at(3));
        await pay(refunded, 'sim_given', 'refunded');
        await trail(refunded, 'refund', { transactionId: 'sim_given', refundId: 'rf_given', method: 'void' }, at(7));
        const owed = await book('FACTS6', 'cancelled', at(55));
        await trail(owed, 'pay', { transactionId: 'sim_owed' }, at(4));
        await pay(owed, 'sim_owed', 'refund_pending');
        await trail(owed, 'refund_pending', { transactionId: 'sim_owed', reason: 'Gateway timed out' }, at(8));
        await trail(owed, 'refund_pending', { transactionId: 'sim_owed', reason: 'Card account closed' }, at(9));

        await old.migrate();
        const paidAt = new Map(
          (await old.db.select({ id: registrations.id, paidAt: registrations.paidAt }).from(registrations)).map(
            (row) => [row.id, row.paidAt?.toISOString() ?? null],
          ),
        );
        expect(paidAt.get(byCard)).toBe(at(5).toISOString());
        expect(paidAt.get(prepaid)).toBe(at(2).toISOString());
        // Paid with no trail: dated by its last change, as the receipt did.
        expect(paidAt.get(untracked)).toBe(at(52).toISOString());
        expect(paidAt.get(unpaid)).toBeNull();
        expect(paidAt.get(refunded)).toBe(at(3).toISOString());

        const refunds = await old.db
          .select({
            transactionId: payments.transactionId,
            refundId: payments.refundId,
            refundedAt: payments.refundedAt,
            refundMethod: payments.refundMethod,
            refundFailureReason: payments.refundFailureReason,
            refundFailedAt: payments.refundFailedAt,
          })
          .from(payments)
          .orderBy(asc(payments.id));
        expect(refunds).toEqual([
          {
            transactionId: 'sim_card',
            refundId: null,
            refundedAt: null,
            refundMethod: null,
            refundFailureReason: null,
            refundFailedAt: null,
          },
          {
            transactionId: 'sim_given',
            refundId: 'rf_given',
            refundedAt: at(7),
            refundMethod: 'void',
            refundFailureReason: null,
            refundFailedAt: null,
          },
          // The last refusal is the one staff act on.
          {
            transactionId: 'sim_owed',
            refundId: null,
            refundedAt: null,
            refundMethod: null,
            refundFailureReason: 'Card account closed',
            refundFailedAt: at(9),
          },
        ]);
      } finally {
        await old.close();
      }
    },
  );
});

/**
 * A database as one deployed before `tag` has it: the migrations before it applied, on a fresh PGlite or
 * a new database of the PostgreSQL server at `postgresUrl` (dropped on close). `migrate` applies the rest.
 */
async function databaseBefore(
  tag: string,
  engine: 'pglite' | 'postgres',
  postgresUrl?: string | null,
): Promise<DatabaseHandle> {
  const folder = mkdtempSync(path.join(tmpdir(), 'hs-migrations-'));
  cpSync(path.join(PROJECT_ROOT, 'drizzle'), folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  writeFileSync(journalPath, JSON.stringify(journal));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });

  if (engine === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return { ...handle, close: () => handle.close().finally(removeFolder) };
  }
  if (!postgresUrl) throw new Error('No PostgreSQL server to migrate');
  const name = `hs_migrations_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(`drop database if exists ${name} with (force)`);
      removeFolder();
    },
  };
}
