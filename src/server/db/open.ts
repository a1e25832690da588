import type { Config } from '../config';
import { type DatabaseHandle, openDatabase } from './client';
import { lockDataDir } from './lock';

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else the locked embedded one. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle & { release(): void }> {
  if (config.DATABASE_URL) {
    const handle = await openDatabase({
      kind: 'postgres',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      onIdleError: (error) => console.warn(`database connection dropped while idle (${error.code ?? error.name})`),
    });
    return { ...handle, release: () => {} };
  }
  const release = lockDataDir(config.DATA_DIR);
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
    return { ...handle, release };
  } catch (error) {
    release();
    throw error;
  }
}
