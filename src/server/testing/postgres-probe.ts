import pg from 'pg';

/** Where the race tests look for PostgreSQL when TEST_DATABASE_URL is unset (the README's and CI's server). */
export const LOCAL_POSTGRES_URL = 'postgresql://postgres@127.0.0.1:5432/test';

/** The title of a skipped race test says this, and the run warns with it once. */
export const NO_POSTGRES_REASON = 'skipped: no PostgreSQL at 127.0.0.1:5432 (set TEST_DATABASE_URL)';

const PROBE_TIMEOUT_MS = 1000;

/** Whether a PostgreSQL server answers a query at `url` within a second. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** TEST_DATABASE_URL when set, else the local server if it answers, else null. */
export async function findRaceDatabaseUrl(): Promise<string | null> {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return (await postgresAnswers(LOCAL_POSTGRES_URL)) ? LOCAL_POSTGRES_URL : null;
}
