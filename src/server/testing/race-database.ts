import { sql } from 'drizzle-orm';
import { describe, inject } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { findRaceDatabaseUrl, NO_POSTGRES_REASON } from './postgres-probe';

// The race tests (concurrent bookings, redemptions, cancels, reschedules, two outbox workers, the
// connection pool) run on PostgreSQL: PGlite runs one query at a time, so a read-check-write race
// cannot happen there and a test of one would pass whatever the code does. Plain `npm test` runs
// them on the local server when it answers; every other server test stays on PGlite unless
// TEST_DATABASE_URL moves them all.

let found: Promise<string | null> | undefined;

/**
 * The PostgreSQL server of the race tests: TEST_DATABASE_URL if set, else postgresql://postgres@
 * 127.0.0.1:5432/test if it answers (asked once per run by the global setup), else null.
 */
export function raceDatabaseUrl(): Promise<string | null> {
  found ??= (async () => {
    if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
    const provided = inject('raceDatabaseUrl');
    // Run without the global setup (another Vitest config): ask here.
    if (provided === undefined) return findRaceDatabaseUrl();
    return provided || null;
  })();
  return found;
}

/**
 * `describe` for race tests: on PostgreSQL, the title saying so, or skipped with the reason in the title.
 * `const describeRace = await raceDescribe();` at the top of the file.
 */
export async function raceDescribe(): Promise<(title: string, body: () => void) => void> {
  const url = await raceDatabaseUrl();
  return (title, body) => {
    if (url) describe(`${title} (PostgreSQL)`, body);
    else describe.skip(`${title}: ${NO_POSTGRES_REASON}`, body);
  };
}

/**
 * A race test app's own PostgreSQL database opened a second time, with a pool of its own: another
 * instance of the server, as two behind a load balancer would be. The caller closes it.
 */
export async function openSecondInstance(db: Database): Promise<DatabaseHandle> {
  const result = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL((await raceDatabaseUrl()) ?? '');
  url.pathname = `/${result.rows[0]?.name}`;
  return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
}
