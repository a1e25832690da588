import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('PostgreSQL connection pool', () => {
  it('survives the server dropping an idle connection and reconnects for the next query', async () => {
    const dropped: string[] = [];
    const handle = await openDatabase({
      kind: 'postgres',
      url: serverUrl!,
      poolSize: 1,
      onIdleError: (error) => dropped.push(error.code ?? error.name),
    });
    try {
      const pidRows = (await handle.db.execute(sql`select pg_backend_pid() as pid`)).rows as { pid: number }[];
      const pid = pidRows[0]!.pid;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(dropped).toEqual(['57P01']);
      const [row] = (await handle.db.execute(sql`select 1 as ok`)).rows as { ok: number }[];
      expect(row?.ok).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
