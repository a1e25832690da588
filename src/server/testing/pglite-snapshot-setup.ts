import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { PROJECT_ROOT } from '../project-root';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of an empty, migrated PGlite database, '' when there is none (test-app.ts). */
    pgliteSnapshot: string;
  }
}

const MIGRATIONS = path.join(PROJECT_ROOT, 'drizzle');

/** What the snapshot is made of: every migration file and the versions of the engine and the migrator. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  for (const name of ['@electric-sql/pglite', 'drizzle-orm']) {
    const manifest = path.join(PROJECT_ROOT, 'node_modules', name, 'package.json');
    hash.update(`${name}@${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}\n`);
  }
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
      .sort();
  for (const file of files(MIGRATIONS)) hash.update(path.relative(MIGRATIONS, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Vitest's global setup: an empty PGlite database with every migration applied, dumped once to a
 * tarball that createTestDatabase loads instead of running initdb and the migrations for each test
 * database (a few seconds each on a busy machine, against well under one). Kept in the temporary
 * folder under a name made of the migrations and the versions that make it, so a run reuses it until
 * one of them changes. Not made when TEST_DATABASE_URL moves the tests to PostgreSQL.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const file = path.join(tmpdir(), `hs-test-pglite-${snapshotKey()}.tar`);
  if (!existsSync(file)) {
    // Written under a name of its own and renamed: a run starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    const client = new PGlite();
    try {
      await client.waitReady;
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
      await client.exec('checkpoint');
      const dump = await client.dumpDataDir('none');
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await client.close();
      rmSync(partial, { force: true });
    }
  }
  project.provide('pgliteSnapshot', file);
}
