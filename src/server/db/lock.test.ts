import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hs-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second owner while the first one lives, with a message naming the folder', async () => {
    const dir = freshDir();
    // Another live process holds the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another server process/);
    } finally {
      other.kill();
    }
  });

  it('takes over the stale lock of a process that has died', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});

describe('data directory lock, two processes starting together', () => {
  it('is taken by exactly one of several processes racing for it', async () => {
    const dir = freshDir();
    const lockModule = path.resolve(import.meta.dirname, 'lock.ts');
    // Each child tries to take the lock at the same moment and reports whether it got it, then holds
    // it for a while so that the others see a live owner.
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      const start = Number(process.argv[1]);
      while (Date.now() < start) {}
      try { lockDataDir(${JSON.stringify(dir)}); console.log('locked'); await new Promise((r) => setTimeout(r, 1500)); }
      catch (error) { console.log(error.constructor.name); }
    `;
    const start = Date.now() + 1500;
    const runs = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, String(start)]);
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
      });
      return new Promise<string>((resolve) => child.on('close', () => resolve(out.trim())));
    });
    const results = await Promise.all(runs);
    expect(results.filter((result) => result === 'locked')).toHaveLength(1);
    expect(results.filter((result) => result === 'DataDirLockedError')).toHaveLength(3);
  });

  it('treats an empty lock file as stale, never as an owner', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'server.lock'), '');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
