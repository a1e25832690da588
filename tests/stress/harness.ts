import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// Servers started as their own processes (`tsx src/server/main.ts`, the compiled dist/server/main.js, or
// another script), as the stress tests and the benchmark need them: on loopback, on a free port, with
// their output captured, stopped gracefully or killed with SIGKILL. Shared by tests/stress and
// scripts/bench.

export const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A fresh, empty directory for one embedded database. */
export function freshDataDir(prefix = 'hs-stress-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A new, empty database on the PostgreSQL server of `serverUrl`; `drop` removes it (forcing out connections). */
export async function freshPostgresDatabase(serverUrl: string, prefix = 'hs_stress_') {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface ServerProcess {
  port: number;
  baseUrl: string;
  pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM and wait for the exit (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL: no drain, no shutdown hook, the way a crash or an OOM kill ends a process. */
  kill9(): Promise<void>;
}

export interface StartOptions {
  /** The server's environment on top of the defaults below (PORT, HOST, PUBLIC_BASE_URL are set here). */
  env: Record<string, string>;
  /**
   * The script to run, relative to the repository: TypeScript runs under tsx, JavaScript (a compiled
   * build) under plain node. The product server's sources by default.
   */
  script?: string;
  /** A path that answers 200 once the server is ready. */
  healthPath?: string;
  /** Passed to node before the script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Echo the output to this process's stderr as well (debugging). */
  echo?: boolean;
  startTimeoutMs?: number;
}

/** Starts a server process on a free loopback port and waits until it answers its health path. */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const chunks: string[] = [];
  const script = options.script ?? 'src/server/main.ts';
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), ...loader, script], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // A production start with the partner and insurer simulators, on purpose, and the demo data.
      ALLOW_SIMULATORS: 'true',
      SEED_DEMO: 'true',
      // Load from one address would meet the bot check after 10 calls (DESIGN §8.2); it is tested on its own.
      CHALLENGE_AFTER_PER_HOUR: '0',
      // ...and so would the cap on holds per network per day (DESIGN §8.9).
      HOLDS_PER_NETWORK_PER_DAY: '0',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: options.env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (data: Buffer) => {
    const text = data.toString('utf8');
    chunks.push(text);
    if (options.echo) process.stderr.write(text);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + (options.startTimeoutMs ?? 90_000);
  const healthUrl = `${baseUrl}${options.healthPath ?? '/api/health'}`;
  for (;;) {
    if (!isRunning()) {
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${chunks.join('').slice(-3000)}`,
      );
    }
    try {
      const res = await fetch(healthUrl, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready within the start time-out:\n${chunks.join('').slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    port,
    baseUrl,
    pid: child.pid!,
    output: () => chunks.join(''),
    stop: async (graceMs = 15_000) => {
      if (!isRunning()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    kill9: async () => {
      if (!isRunning()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** JSON over HTTP to a server started here (loopback only). */
export async function requestJson(
  baseUrl: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: the tests that read an answer check its shape
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}
