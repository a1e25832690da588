import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { InsurerAdapter } from '../adapters/insurer';
import type { PartnerAdapter } from '../adapters/partner';
import { buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import * as schema from '../db/schema';
import { seedDemoData, seedReferenceData } from '../db/seed';
import type { PayNowSucceededHandler } from '../features/payments/stripe-webhook-routes';
import { PROJECT_ROOT } from '../project-root';
import { NO_POSTGRES_REASON } from './postgres-probe';
import { raceDatabaseUrl } from './race-database';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again by `close`). `race: true` puts it on
 * the race tests' PostgreSQL server (raceDatabaseUrl), which must exist: those tests are skipped without.
 */
export async function createTestDatabase(options: { race?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = options.race ? await requireRaceDatabaseUrl() : process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = (await openSnapshotCopy()) ?? (await openDatabase({ kind: 'pglite', dataDir: null }));
    // Nothing to do on a copy of the migrated snapshot; every migration on a database made here.
    await handle.migrate();
    return handle;
  }
  const name = `hs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 20 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

let snapshot: Promise<Blob | null> | undefined;

/**
 * An in-memory PGlite database loaded from the global setup's migrated snapshot
 * (pglite-snapshot-setup.ts): the same empty, migrated database as openDatabase and migrate() make,
 * without initdb. Null when the run has no snapshot (another Vitest config).
 */
async function openSnapshotCopy(): Promise<DatabaseHandle | null> {
  snapshot ??= (async () => {
    const file = inject('pgliteSnapshot');
    return file ? new Blob([await readFile(file)]) : null;
  })();
  const tarball = await snapshot;
  if (!tarball) return null;
  const client = new PGlite({ loadDataDir: tarball });
  await client.waitReady;
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: path.join(PROJECT_ROOT, 'drizzle') }),
    close: () => client.close(),
  };
}

async function requireRaceDatabaseUrl(): Promise<string> {
  const url = await raceDatabaseUrl();
  if (!url) throw new Error(`No PostgreSQL for a race test: use raceDescribe(), which ${NO_POSTGRES_REASON}`);
  return url;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Moves the app's clock; defaults to the real time, and null gives it back. */
  setNow(date: Date | null): void;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    now?: Date;
    insurer?: InsurerAdapter;
    /** Replaces the partner simulator (partnerCodes() in testing/partner.ts hands out codes of its own). */
    partner?: PartnerAdapter;
    /** Records what Stripe's webhook reports as a PayNow payment (stripe-webhook-routes.ts). */
    onPayNowSucceeded?: PayNowSucceededHandler;
    /** On PostgreSQL, as a race test needs (createTestDatabase's `race`). */
    race?: boolean;
    /** A built web client to serve (tests of static serving); none by default. */
    clientDir?: string;
    /** Turns on the production logger, writing its JSON lines here (tests of what is logged). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase({ race: options.race });
  const config = testConfig(options.config);
  let now: Date | undefined = options.now;
  await seedReferenceData(handle.db);
  if (options.seed ?? true) await seedDemoData(handle.db, config);
  const app = await buildApp({
    config,
    db: handle.db,
    insurer: options.insurer,
    partner: options.partner,
    onPayNowSucceeded: options.onPayNowSucceeded,
    clientDir: options.clientDir ?? null,
    now: () => now ?? new Date(),
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    setNow: (date) => {
      now = date ?? undefined;
    },
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
