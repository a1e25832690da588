// Builds the web client (vite build) only when its sources changed since the last build, so that
// `npm start` starts in a second when nothing changed. The inputs are hashed (paths and contents) and
// the hash is kept beside the build; a missing build or a different hash builds again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Everything `vite build` reads: the client, the shared domain, the page, static files, settings, dependencies. */
const INPUTS = [
  'src/web',
  'src/domain',
  'index.html',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
const HASH_FILE = path.join(root, 'dist', 'client-build.hash');
const BUILT_INDEX = path.join(root, 'dist', 'client', 'index.html');

async function listFiles(relative: string): Promise<string[]> {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  const entries = await readdir(absolute, { withFileTypes: true }).catch(() => null);
  if (!entries) return [relative];
  const nested = await Promise.all(entries.map((entry) => listFiles(path.join(relative, entry.name))));
  return nested.flat();
}

async function hashClientInputs(): Promise<string> {
  const files = (await Promise.all(INPUTS.map(listFiles))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    // Forward slashes, so the hash is the same on every platform.
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

async function main(): Promise<void> {
  const hash = await hashClientInputs();
  const stored = existsSync(HASH_FILE) ? (await readFile(HASH_FILE, 'utf8')).trim() : null;
  if (stored === hash && existsSync(BUILT_INDEX)) {
    console.log('web client: up to date, not rebuilt');
    return;
  }
  await build({ root, configFile: path.join(root, 'vite.config.ts') });
  await writeFile(HASH_FILE, `${hash}\n`);
}

await main();
