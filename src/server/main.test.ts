import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './project-root';

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs the server's entry point as a deployment would, until it exits or `until` matches its output
 * (then it is stopped). Answers its exit code and everything it printed.
 */
function runServer(env: Record<string, string>, until?: RegExp): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hs-main-'));
  dataDirs.push(dataDir);
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

describe('a production start (DESIGN §8.2)', () => {
  it('refuses while the partner and insurer simulators would answer, naming the variables', async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(output).toMatch(/PARTNER_API_URL, INSURER_API_URL: unset in production/);
    expect(output).toMatch(/ALLOW_SIMULATORS=true/);
  });

  it('with ALLOW_SIMULATORS=true starts, says which adapters are simulated, warns, and seeds no demo data', async () => {
    const { output } = await runServer({ NODE_ENV: 'production', ALLOW_SIMULATORS: 'true' }, /Server listening at/);
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; level: number; system?: string; real?: boolean });
    const adapters = Object.fromEntries(lines.filter((line) => line.system).map((line) => [line.system, line.real]));
    expect(adapters).toMatchObject({ partner: false, insurer: false, database: true, email: false });
    expect(lines.some((line) => line.level === 40 && /Simulators are answering for real services/.test(line.msg))).toBe(
      true,
    );
    expect(output).not.toMatch(/seeded demo data/);
  }, 90_000);
});
