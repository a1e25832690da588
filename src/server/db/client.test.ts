import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import { raceDatabaseUrl, raceDescribe } from '../testing/race-database';
import { openDatabase } from './client';

// The pool's time-outs and reconnection, on the race tests' PostgreSQL server.
const describeRace = await raceDescribe();
const serverUrl = await raceDatabaseUrl();

/** Rows of a raw query (drizzle types a raw result per driver; this test only runs on pg). */
const rows = async <T>(result: Promise<unknown>) => ((await result) as { rows: T[] }).rows;

describeRace('the connection pool', () => {
  it('cancels a statement that runs past its time-out and ends a transaction left idle', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: serverUrl!, poolSize: 1, statementTimeoutMs: 200 });
    try {
      const [settings] = await rows<{ statement: string; idle: string }>(
        handle.db.execute(
          sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`,
        ),
      );
      expect(settings).toEqual({ statement: '200ms', idle: '30s' });
      await expect(handle.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({ cause: { code: '57014' } });
    } finally {
      await handle.close();
    }
  });

  it('survives the server dropping an idle connection and reconnects for the next query', async () => {
    const dropped: string[] = [];
    const handle = await openDatabase({
      kind: 'postgres',
      url: serverUrl!,
      poolSize: 1,
      onIdleError: (error) => dropped.push(error.code ?? error.name),
    });
    try {
      const pid = (await rows<{ pid: number }>(handle.db.execute(sql`select pg_backend_pid() as pid`)))[0]!.pid;
      const admin = new pg.Client({ connectionString: serverUrl! });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // The pool hears of it when the server's message reaches the idle connection.
      await vi.waitFor(() => expect(dropped).toEqual(['57P01']), { timeout: 10_000, interval: 10 });
      const [row] = await rows<{ ok: number }>(handle.db.execute(sql`select 1 as ok`));
      expect(row?.ok).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
