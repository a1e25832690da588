import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../../tests/stress/harness';
import type { LoadPlan, WorkerResult } from './load-worker';

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ: 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process (and its threads), in ms, from /proc/<pid>/stat. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * Statements run on one PostgreSQL database, from pg_stat_statements (calls, utility statements such
 * as BEGIN and COMMIT included). The counter's own statements are the only ones naming the view,
 * and are left out; the reset is limited to the bench database, leaving other databases' statistics
 * alone.
 */
export class StatementCounter {
  private constructor(
    private readonly client: pg.Client,
    private readonly dbid: number,
  ) {}

  static async open(serverUrl: string, databaseName: string): Promise<StatementCounter> {
    // The view is readable only where the extension is created: in the bench database, once.
    const benchUrl = new URL(serverUrl);
    benchUrl.pathname = `/${databaseName}`;
    const bench = new pg.Client({ connectionString: benchUrl.toString() });
    await bench.connect();
    try {
      await bench.query('create extension if not exists pg_stat_statements');
      const { rows } = await bench.query<{ preloaded: boolean }>(
        `select 'pg_stat_statements' = any(string_to_array(current_setting('shared_preload_libraries'), ', ')) as preloaded`,
      );
      if (!rows[0]?.preloaded) {
        throw new Error(
          'PostgreSQL does not load pg_stat_statements, which counts the statements per request: run "alter system set shared_preload_libraries = \'pg_stat_statements\'" as a superuser and restart PostgreSQL',
        );
      }
    } finally {
      await bench.end();
    }
    const client = new pg.Client({ connectionString: benchUrl.toString() });
    await client.connect();
    const { rows } = await client.query<{ oid: number }>(
      'select oid from pg_database where datname = $1 /* pg_stat_statements: the counter */',
      [databaseName],
    );
    return new StatementCounter(client, rows[0]!.oid);
  }

  async reset(): Promise<void> {
    await this.client.query('select pg_stat_statements_reset(0, $1, 0)', [this.dbid]);
  }

  /** Calls since the reset, without the counter's own statements (the only ones naming the view). */
  async calls(): Promise<number> {
    const { rows } = await this.client.query<{ calls: string | null }>(
      `select sum(calls)::bigint as calls from pg_stat_statements
       where dbid = $1 and query not ilike '%pg_stat_statements%'`,
      [this.dbid],
    );
    return Number(rows[0]?.calls ?? 0);
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

export interface WindowResult extends WorkerResult {
  /** Server process CPU over the window (utime + stime), ms; null when no server pid was given. */
  serverCpuMs: number | null;
  /** Statements the database ran over the window, or null (embedded database: not countable). */
  statements: number | null;
}

/**
 * One measured window: forks the load generator, lets it warm up, takes the server's CPU and resets
 * the statement counts, lets the window run, and takes them again. The counts cover only the window
 * (the warm-up is before the reset), plus whatever the server's own jobs run meanwhile.
 */
export async function runWindow(
  plan: LoadPlan,
  options: { serverPid?: number; statements?: StatementCounter | null },
): Promise<WindowResult> {
  const child = fork(path.join(ROOT, 'scripts/bench/load-worker.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const nextMessage = () =>
    new Promise<{ type: string; result?: WorkerResult }>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`load generator exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message: { type: string; result?: WorkerResult }) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  try {
    child.send({ type: 'start', plan });
    const ready = await nextMessage();
    if (ready.type !== 'ready') throw new Error(`load generator said ${ready.type}`);
    await options.statements?.reset();
    const cpuBefore = options.serverPid ? processCpuMs(options.serverPid) : 0;
    child.send({ type: 'go' });
    const done = await nextMessage();
    const cpuAfter = options.serverPid ? processCpuMs(options.serverPid) : 0;
    const statements = options.statements ? await options.statements.calls() : null;
    if (done.type !== 'done' || !done.result) throw new Error(`load generator said ${done.type}`);
    return { ...done.result, serverCpuMs: options.serverPid ? cpuAfter - cpuBefore : null, statements };
  } finally {
    if (child.exitCode === null) child.kill();
    await exited;
  }
}
