import type { InsurerAdapter } from './adapters/insurer';
import type { Config } from './config';
import type { Database } from './db/client';

/** What every feature's routes and services are given: the database, the settings, the clock and the adapters. */
export interface AppContext {
  db: Database;
  config: Config;
  insurer: InsurerAdapter;
  /** Keys for hashing personal data that must be matched later but never read back. */
  secrets: { memberVerificationKey: string };
  /** Injected so tests can pin "now" (Singapore time rules depend on it). */
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
