import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
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
    // Each child says it is ready, then waits for the moment this process names once all are, tries to
    // take the lock at that moment and says whether it got it. The one that got it holds it until this
    // process has every answer (it ends their input then), so that the others see a live owner however
    // late a busy machine starts them.
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      const { createInterface } = await import('node:readline');
      const input = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
      console.log('ready');
      const start = Number((await input.next()).value);
      while (Date.now() < start) {}
      try { lockDataDir(${JSON.stringify(dir)}); console.log('locked'); }
      catch (error) { console.log(error.constructor.name); }
      await input.next();
    `;
    const children = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
      let errors = '';
      child.stderr.on('data', (chunk) => {
        errors += chunk;
      });
      const output = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
      const nextLine = async () => {
        const line = await output.next();
        if (line.done) throw new Error(`a racing process ended without an answer: ${errors}`);
        return line.value;
      };
      return { child, nextLine, closed };
    });
    try {
      for (const { nextLine } of children) expect(await nextLine()).toBe('ready');
      // All of them started: the same moment for each, a little ahead.
      const start = Date.now() + 50;
      for (const { child } of children) child.stdin.write(`${start}\n`);
      const results = await Promise.all(children.map(({ nextLine }) => nextLine()));
      expect(results.filter((result) => result === 'locked')).toHaveLength(1);
      expect(results.filter((result) => result === 'DataDirLockedError')).toHaveLength(3);
    } finally {
      for (const { child } of children) child.stdin.end();
      await Promise.all(children.map(({ closed }) => closed));
    }
  });

  it('treats an empty lock file as stale, never as an owner', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'server.lock'), '');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
