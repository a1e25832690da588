import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { openConfiguredDatabase } from './db/open';
import { bootstrapAdmin, seedDemoData, seedReferenceData } from './db/seed';
import { warnIfNextYearHasNoHolidays } from './features/timeslots';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    database.release();
    process.exit(0);
  };

  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  await seedReferenceData(database.db);
  if (config.SEED_DEMO && (await seedDemoData(database.db, config))) app.log.info('seeded demo data');
  await bootstrapAdmin(database.db, config, app.log);
  // Auto-scheduled visits skip only the holidays the table holds; the seed covers the gazetted years.
  await warnIfNextYearHasNoHolidays({ db: database.db, now: new Date(), log: app.log });

  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
