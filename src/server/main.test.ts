import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { setPaymentTestMode } from './features/payments/test-mode';
import { PROJECT_ROOT } from './project-root';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-main-'));
  dataDirs.push(dataDir);
  return dataDir;
}

/**
 * Runs the server's entry point as a deployment would, until it exits or `until` matches its output
 * (then it is stopped). Answers its exit code and everything it printed.
 */
function runServer(
  env: Record<string, string>,
  until?: RegExp,
  dataDir = newDataDir(),
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The JSON lines the server logged, and what it said of each outside system (real or simulated). */
function logOf(output: string) {
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; level: number; system?: string; real?: boolean });
  const adapters = Object.fromEntries(lines.filter((line) => line.system).map((line) => [line.system, line.real]));
  const warnings = lines.filter((line) => line.level === 40).map((line) => line.msg);
  return { adapters, warnings };
}

const REAL_SYSTEMS = {
  PARTNER_API_URL: 'https://partner.example.com',
  INSURER_API_URL: 'https://insurer.example.com',
  BRAINTREE_MERCHANT_ID: 'merchant7x9k2f4q',
  BRAINTREE_PUBLIC_KEY: 'public-key',
  BRAINTREE_PRIVATE_KEY: 'private-key',
};

describe('a production start (DESIGN §8.2, §8.9)', () => {
  it('refuses while the partner, insurer and card payment simulators would answer, naming the variables', async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toMatch(
      /PARTNER_API_URL, INSURER_API_URL, BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY: unset in production/,
    );
    expect(output).toMatch(/ALLOW_SIMULATORS=true/);
  });

  it('refuses while card payments would run in test mode, naming the Braintree variables', async () => {
    const { code, output } = await runServer({
      NODE_ENV: 'production',
      PARTNER_API_URL: REAL_SYSTEMS.PARTNER_API_URL,
      INSURER_API_URL: REAL_SYSTEMS.INSURER_API_URL,
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY: unset in production, so the built-in test-mode card payment simulator would answer/,
    );
    expect(output).not.toMatch(/PARTNER_API_URL|INSURER_API_URL/);
  });

  it('with ALLOW_SIMULATORS=true starts, says which adapters are simulated, warns, and seeds no demo data', async () => {
    const { output } = await runServer({ NODE_ENV: 'production', ALLOW_SIMULATORS: 'true' }, /Server listening at/);
    const { adapters, warnings } = logOf(output);
    expect(adapters).toMatchObject({
      partner: false,
      insurer: false,
      'card payments': false,
      database: true,
      email: false,
    });
    expect(
      warnings.some((msg) => /Simulators are answering for real services/.test(msg) && /BRAINTREE/.test(msg)),
    ).toBe(true);
    expect(output).not.toMatch(/seeded demo data/);
  }, 90_000);

  it('with every real system starts in live mode, even on a database left in test mode, and says so', async () => {
    // A database switched to test mode before production refused it (or by a staging run).
    const dataDir = newDataDir();
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await setPaymentTestMode(database.db, { enabled: true, now: new Date() });
    await database.close();

    const { output } = await runServer({ NODE_ENV: 'production', ...REAL_SYSTEMS }, /Server listening at/, dataDir);
    const { adapters, warnings } = logOf(output);
    expect(adapters).toMatchObject({ partner: true, insurer: true, 'card payments': true });
    expect(warnings.some((msg) => /left in test mode/.test(msg))).toBe(true);
    expect(warnings.some((msg) => /Simulators are answering/.test(msg))).toBe(false);
  }, 90_000);
});
