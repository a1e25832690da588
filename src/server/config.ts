import { isIP } from 'node:net';
import { DEFAULT_HOLD_VERIFY_MINUTES } from '@domain/bookings/hold-messages';
import { PARTNER_DISPLAY_NAME } from '@domain/bookings/messages';
import { DEFAULT_MESSAGE_RETENTION_DAYS, DEFAULT_RETENTION_DAYS_AFTER_VISIT } from '@domain/privacy/personal-data';
import { DEFAULT_WAITLIST_OFFER_MINUTES } from '@domain/waitlist/rules';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const flagValue = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
/** A yes/no variable with a default. */
const booleanFlag = (fallback: boolean) => flagValue.optional().transform((value) => value ?? fallback);

const TRUST_PROXY_TRUE_MESSAGE =
  "must name the proxy's addresses or CIDR ranges, or the number of proxy hops: 'true' would let any client choose its address";

const configSchema = z
  .object({
    // Deployments set production; a newcomer's `npm start` does not, and gets the simulators and demo data.
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    // PostgreSQL connections this instance may hold; several instances share the server's limit.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    // A query that runs longer is cancelled by PostgreSQL, so a stuck query cannot hold a connection.
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    // A request whose body has not fully arrived by then is answered 408 (slow clients hold no socket).
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    // How long an instance reuses its answer to a public catalogue read (events, slots); 0 turns it off.
    PUBLIC_READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    // How often the outbox worker sends what is due; the benchmark sets it past its run, to keep
    // rendering out of the measured window.
    EMAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).max(2_147_483_647).default(5000),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
    // A staff session ends this long after its sign-in, however active (besides 12 hours without a request).
    ADMIN_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    // Unset: demo data outside production only (DESIGN §8.2); production seeds it only when told to.
    SEED_DEMO: flagValue.optional(),
    // In production the partner, insurer and card payment simulators answer only when this says so on purpose.
    ALLOW_SIMULATORS: booleanFlag(false),
    PARTNER_NAME: z.string().min(1).default(PARTNER_DISPLAY_NAME),
    PARTNER_API_URL: optionalText.pipe(z.url().optional()),
    PARTNER_API_KEY: optionalText,
    INSURER_API_URL: optionalText.pipe(z.url().optional()),
    INSURER_API_KEY: optionalText,
    // Addresses from the postal code (DESIGN §8.12) through OneMap: its address (https://www.onemap.gov.sg
    // when only the token is set) and its access token; both unset, the built-in address book answers.
    ONEMAP_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    ONEMAP_API_TOKEN: optionalText,
    // Look-ups of an address by postal code one client network may make in an hour: a customer types a
    // code or two, and the site is no free geocoder for a script.
    ADDRESS_LOOKUPS_PER_HOUR: z.coerce.number().int().positive().default(60),
    BRAINTREE_MERCHANT_ID: optionalText,
    BRAINTREE_PUBLIC_KEY: optionalText,
    BRAINTREE_PRIVATE_KEY: optionalText,
    BRAINTREE_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    // The merchant account decides the currency; needed when the merchant's default account is not SGD.
    BRAINTREE_MERCHANT_ACCOUNT_ID: optionalText,
    // PayNow in live mode (DESIGN §8.4): Stripe's secret API key (sk_live_… or sk_test_…)...
    STRIPE_SECRET_KEY: optionalText,
    // ...and the signing secret of the webhook endpoint (whsec_…); unset, the webhook answers 503.
    STRIPE_WEBHOOK_SECRET: optionalText,
    // Where the Stripe client sends its calls instead of api.stripe.com (tests point it at a local fake).
    STRIPE_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    // Texts (DESIGN §8.5) through Twilio: the account and its auth token (which also checks the
    // signature of what Twilio posts to /api/sms/*); unset, texts are files under DATA_DIR/outbox.
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    // The sender of SMS (a number in E.164, or an alphanumeric sender ID) and of WhatsApp (E.164).
    SMS_FROM: optionalText,
    WHATSAPP_FROM: optionalText,
    // Where the Twilio client sends its calls instead of api.twilio.com (tests point it at a local fake).
    TWILIO_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    // How long a visit freed for the waitlist is held for the entry it is offered to (DESIGN §8.6).
    WAITLIST_OFFER_MINUTES: z.coerce.number().int().min(5).max(1440).default(DEFAULT_WAITLIST_OFFER_MINUTES),
    // How long a PayNow QR code can be paid; after that the page offers a new code (DESIGN §8.4).
    PAYNOW_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    // The UEN that receives PayNow payments in the SGQR code test mode makes (a demo UEN by default).
    PAYNOW_UEN: z
      .string()
      .trim()
      .regex(/^[0-9A-Z]{9,10}$/, 'must be a UEN such as 201234567K')
      .default('201234567K'),
    // How long an unpaid booking holds its home visit before it is released (never past the lead time).
    UNPAID_HOLD_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    // An unpaid booking whose contact is not proven (the emailed code or link) is released after this.
    HOLD_VERIFY_MINUTES: z.coerce.number().int().min(5).max(1440).default(DEFAULT_HOLD_VERIFY_MINUTES),
    // DESIGN §8.3: a booking's personal data is erased this many days after its visit...
    RETENTION_DAYS_AFTER_VISIT: z.coerce.number().int().min(1).max(3650).default(DEFAULT_RETENTION_DAYS_AFTER_VISIT),
    // ...and sent messages (outbox rows and their files) this many days after they were made.
    MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_MESSAGE_RETENTION_DAYS),
    // No self-service cancel, reschedule or participant change within this many hours of the visit.
    CHANGE_CUTOFF_HOURS: z.coerce.number().int().min(0).max(720).default(24),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    PUBLIC_BASE_URL: z.url().default('http://localhost:5000'),
    // Set only behind a trusted reverse proxy: its addresses / CIDR ranges separated by commas, or
    // the number of proxy hops. Otherwise a client could choose its own address in X-Forwarded-For
    // and escape the rate limits.
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx): false | number | string[] => {
        if (!value || value === 'false') return false;
        // 'true' would trust every X-Forwarded-For hop, so any client could choose its own address.
        if (value === 'true') {
          ctx.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_MESSAGE });
          return z.NEVER;
        }
        if (/^\d+$/.test(value)) {
          const hops = Number(value);
          if (hops < 1 || hops > 10)
            ctx.addIssue({ code: 'custom', message: 'the number of proxy hops must be 1 to 10' });
          return hops;
        }
        const entries = value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        for (const entry of entries) {
          const [address, prefix] = entry.split('/');
          const version = isIP(address ?? '');
          const maxPrefix = version === 6 ? 128 : 32;
          const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= maxPrefix);
          if (version === 0 || !prefixOk) {
            ctx.addIssue({ code: 'custom', message: `"${entry}" is not an IP address or CIDR range` });
          }
        }
        return entries;
      }),
    REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    RATE_LIMIT_NAMESPACE: z.string().min(1).default('hs-rate-limit:'),
    // The Redis channel on which instances tell each other to drop their read caches.
    READ_CACHE_CHANNEL: z.string().min(1).default('hs-read-cache'),
    BOOKING_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    // DESIGN §8.9: unproven or unpaid holds (bookings, waitlist entries) one client network (IPv4 /24,
    // IPv6 /56) may take in 24 hours; past it, 429 naming the clinic's phone. 0 turns the cap off.
    HOLDS_PER_NETWORK_PER_DAY: z.coerce.number().int().min(0).default(20),
    // DESIGN §8.9: member verifications per ID number per hour across all clients (a verification of the
    // same person reused within 15 minutes is not counted again).
    MEMBER_VERIFICATIONS_PER_ID_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
    // DESIGN §8.9: country calling codes texts may go to (digits, separated by commas); other numbers
    // get email only, so a script cannot pump texts to premium numbers abroad.
    SMS_ALLOWED_COUNTRY_CODES: z
      .string()
      .trim()
      .default('65')
      .transform((value, ctx): string[] => {
        const codes = value
          .split(',')
          .map((code) => code.trim().replace(/^\+/, ''))
          .filter(Boolean);
        for (const code of codes) {
          if (!/^[1-9]\d{0,2}$/.test(code))
            ctx.addIssue({ code: 'custom', message: `"${code}" is not a country calling code such as 65` });
        }
        return codes;
      }),
    PAYMENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    // The bot check (DESIGN §8.2): a client network's public calls in an hour before each needs a solved
    // proof-of-work challenge; 0 turns the check off. The key that signs the challenges: unset, a random
    // one is kept in the database, shared by every instance on it.
    CHALLENGE_AFTER_PER_HOUR: z.coerce.number().int().min(0).default(10),
    ALTCHA_HMAC_KEY: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .refine((env) => !env.TWILIO_ACCOUNT_SID || (env.TWILIO_AUTH_TOKEN && (env.SMS_FROM || env.WHATSAPP_FROM)), {
    message: 'TWILIO_ACCOUNT_SID needs TWILIO_AUTH_TOKEN and SMS_FROM or WHATSAPP_FROM',
    path: ['TWILIO_AUTH_TOKEN'],
  })
  .refine((env) => !(env.ADMIN_USERNAME && !env.ADMIN_PASSWORD), {
    message: 'ADMIN_USERNAME needs ADMIN_PASSWORD',
    path: ['ADMIN_PASSWORD'],
  })
  .superRefine((env, ctx) => {
    // A simulator answering for a real partner, insurer or card gateway gives away prepaid visits, member
    // prices or paid bookings (a test card pays) for nothing.
    const simulated = simulatedOutsideSystems(env);
    if (simulatorsAllowed(env) || simulated.length === 0) return;
    const variables = simulated.flatMap((system) => system.variables);
    ctx.addIssue({
      code: 'custom',
      path: [variables.join(', ')],
      message: `unset in production, so the built-in ${andList(simulated.map((system) => system.simulator))} would answer for the real ${simulated.length > 1 ? 'services' : 'service'}. Set ${andList(variables)}, or set ALLOW_SIMULATORS=true to run the simulators on purpose`,
    });
  })
  .transform(({ SEED_DEMO, ...env }) => ({ ...env, SEED_DEMO: SEED_DEMO ?? env.NODE_ENV !== 'production' }));

export type Config = z.infer<typeof configSchema>;

/** The Braintree keys live card payments need, all three; without one, card payments run in test mode. */
export const BRAINTREE_CREDENTIALS = [
  'BRAINTREE_MERCHANT_ID',
  'BRAINTREE_PUBLIC_KEY',
  'BRAINTREE_PRIVATE_KEY',
] as const;
export type BraintreeCredential = (typeof BRAINTREE_CREDENTIALS)[number];

/** The Braintree keys this configuration lacks (none: live card payments can be taken). */
export function missingBraintreeCredentials(config: Pick<Config, BraintreeCredential>): BraintreeCredential[] {
  return BRAINTREE_CREDENTIALS.filter((variable) => !config[variable]);
}

/** An outside system that a built-in simulator stands in for while its variables are unset. */
export interface SimulatedSystem {
  name: 'partner' | 'insurer' | 'card payments';
  /** The unset variables that leave the simulator answering. */
  variables: ('PARTNER_API_URL' | 'INSURER_API_URL' | BraintreeCredential)[];
  simulator: string;
  /** What is not real while the simulator answers (the warnings say so). */
  notReal: string;
}

/** What decides which simulators answer. */
export type SimulatedSystemsConfig = Pick<Config, 'PARTNER_API_URL' | 'INSURER_API_URL' | BraintreeCredential>;

/**
 * The simulators that answer with this configuration (DESIGN §7 fixtures, §8.2, §8.9): the partner and
 * insurer ones while their addresses are unset, and test mode's card gateway while the Braintree keys are.
 */
export function simulatedOutsideSystems(config: SimulatedSystemsConfig): SimulatedSystem[] {
  const systems: SimulatedSystem[] = [];
  if (!config.PARTNER_API_URL)
    systems.push({
      name: 'partner',
      variables: ['PARTNER_API_URL'],
      simulator: 'partner simulator',
      notReal: 'partner prepayments',
    });
  if (!config.INSURER_API_URL)
    systems.push({
      name: 'insurer',
      variables: ['INSURER_API_URL'],
      simulator: 'insurer member roster',
      notReal: 'member prices',
    });
  const missingKeys = missingBraintreeCredentials(config);
  if (missingKeys.length > 0)
    systems.push({
      name: 'card payments',
      variables: missingKeys,
      simulator: 'test-mode card payment simulator',
      notReal: 'card payments (a test card pays a booking)',
    });
  return systems;
}

/**
 * Whether simulators may answer: always outside production (they are the demo), in production only when
 * ALLOW_SIMULATORS=true says so on purpose (a staging site).
 */
export function simulatorsAllowed(config: Pick<Config, 'NODE_ENV' | 'ALLOW_SIMULATORS'>): boolean {
  return config.NODE_ENV !== 'production' || config.ALLOW_SIMULATORS;
}

/** 'a', 'a and b', 'a, b and c': names in the simulator messages. */
export function andList(items: readonly string[]): string {
  return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items);
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Configuration for tests: no environment read, embedded database in memory. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Tests fire many bookings from one address; the limit itself is tested with a low override.
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
      // Tests book many visits from one address; the per-network cap's own tests set it low.
      HOLDS_PER_NETWORK_PER_DAY: '0',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
      // Tests change data behind the server's back and read it at once; the cache's own tests turn it on.
      PUBLIC_READ_CACHE_MS: '0',
      // Tests fire many public calls from one address; the bot check's own tests turn it on.
      CHALLENGE_AFTER_PER_HOUR: '0',
    }),
    ...overrides,
  };
}
