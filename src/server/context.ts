import type { AddressAdapter } from './adapters/address';
import type { InsurerAdapter } from './adapters/insurer';
import type { PartnerAdapter } from './adapters/partner';
import type { PaymentGateway, PayNowProvider } from './adapters/payments';
import type { Config } from './config';
import type { Database } from './db/client';

/** What every feature's routes and services are given: the database, the settings, the clock and the adapters. */
export interface AppContext {
  db: Database;
  config: Config;
  insurer: InsurerAdapter;
  partner: PartnerAdapter;
  /** Where a postal code is: OneMap with ONEMAP_* set, else the built-in address book (DESIGN §8.12). */
  addresses: AddressAdapter;
  /** The simulated gateway (test mode) and Braintree (live mode, null without credentials); a system setting picks one per payment. */
  /** …and live PayNow through Stripe (null without STRIPE_SECRET_KEY; absent in tests that pass their own). */
  payments: { test: PaymentGateway; live: PaymentGateway | null; paynow?: PayNowProvider | null };
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
