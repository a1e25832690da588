import type { TestProject } from 'vitest/node';
import { findRaceDatabaseUrl, NO_POSTGRES_REASON } from './postgres-probe';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server of the race tests, '' when there is none (race-database.ts). */
    raceDatabaseUrl: string;
  }
}

/**
 * Vitest's global setup: looks for the race tests' PostgreSQL once per run, hands the answer to every
 * test file, and says once that the race tests are skipped when there is none.
 */
export default async function setup(project: TestProject) {
  const url = await findRaceDatabaseUrl();
  if (!url) {
    console.warn(
      `Race tests ${NO_POSTGRES_REASON}: they run on PostgreSQL only, since PGlite runs one query at a time and would hide a race.`,
    );
  }
  project.provide('raceDatabaseUrl', url ?? '');
}
