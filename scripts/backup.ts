/**
 * Writes a compressed copy of the embedded database to DATA_DIR/backups/. The embedded database
 * belongs to one process, so the server must be stopped first (the data-directory lock enforces it).
 * Restore: stop the server, move DATA_DIR/pgdata aside and run `npm run backup -- --restore <file>`.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../src/server/config';
import { lockDataDir } from '../src/server/db/lock';

async function main() {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump, e.g. `pg_dump "$DATABASE_URL" > backup.sql`.');
    process.exit(1);
  }
  const release = lockDataDir(config.DATA_DIR);
  try {
    const pgdata = path.join(config.DATA_DIR, 'pgdata');
    const restoreIndex = process.argv.indexOf('--restore');
    if (restoreIndex > 0) {
      const file = process.argv[restoreIndex + 1];
      if (!file) throw new Error('Usage: npm run backup -- --restore <backup.tar.gz>');
      renameSync(pgdata, `${pgdata}.before-restore-${Date.now()}`);
      const db = new PGlite(pgdata, { loadDataDir: new Blob([readFileSync(file)]) });
      await db.waitReady;
      await db.close();
      console.log(`Restored ${file} into ${pgdata}`);
      return;
    }
    const db = new PGlite(pgdata);
    await db.waitReady;
    const dump = await db.dumpDataDir('gzip');
    await db.close();
    const dir = path.join(config.DATA_DIR, 'backups');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `pgdata-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    console.log(`Backup written to ${file}`);
  } finally {
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
