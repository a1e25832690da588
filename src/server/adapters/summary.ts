import { andList, type Config, type SimulatedSystemsConfig, simulatedOutsideSystems } from '../config';
import { ONEMAP_DEFAULT_BASE_URL, usesOneMap } from './address';
import { hasBraintreeCredentials } from './payments';

/** One outside system and what answers for it in this process. */
export interface AdapterLine {
  system:
    | 'database'
    | 'partner'
    | 'insurer'
    | 'card payments'
    | 'PayNow'
    | 'email'
    | 'texts'
    | 'addresses'
    | 'rate limits';
  /** False while something built in stands in for the real system. */
  real: boolean;
  detail: string;
}

/** What every start logs: which outside systems are real and which are simulated (DESIGN §8.2). */
export function describeAdapters(config: Config, state: { paymentTestMode: boolean }): AdapterLine[] {
  const simulated = new Set(simulatedOutsideSystems(config).map((system) => system.name));
  const braintree = hasBraintreeCredentials(config);
  return [
    config.DATABASE_URL
      ? { system: 'database', real: true, detail: 'PostgreSQL (DATABASE_URL)' }
      : { system: 'database', real: true, detail: `embedded PGlite under ${config.DATA_DIR}` },
    simulated.has('partner')
      ? { system: 'partner', real: false, detail: 'built-in simulator (PARTNER_API_URL unset)' }
      : { system: 'partner', real: true, detail: `partner service at ${new URL(config.PARTNER_API_URL!).origin}` },
    simulated.has('insurer')
      ? { system: 'insurer', real: false, detail: 'built-in member roster (INSURER_API_URL unset)' }
      : { system: 'insurer', real: true, detail: `insurer at ${new URL(config.INSURER_API_URL!).origin}` },
    state.paymentTestMode
      ? { system: 'card payments', real: false, detail: 'test mode: the simulated gateway, nothing is charged' }
      : braintree
        ? { system: 'card payments', real: true, detail: `Braintree (${config.BRAINTREE_ENVIRONMENT})` }
        : { system: 'card payments', real: false, detail: 'live mode without Braintree credentials: payments refused' },
    state.paymentTestMode
      ? {
          system: 'PayNow',
          real: false,
          detail: 'test mode: the site makes the QR code, "Simulate PayNow payment" pays it',
        }
      : !config.STRIPE_SECRET_KEY
        ? { system: 'PayNow', real: false, detail: 'live mode without STRIPE_SECRET_KEY: PayNow is not offered' }
        : config.STRIPE_WEBHOOK_SECRET
          ? { system: 'PayNow', real: true, detail: 'Stripe, confirmed by its signed webhook' }
          : {
              system: 'PayNow',
              real: true,
              detail: 'Stripe, but STRIPE_WEBHOOK_SECRET is unset: no payment is confirmed until it is',
            },
    config.SMTP_URL
      ? { system: 'email', real: true, detail: `SMTP at ${new URL(config.SMTP_URL).host}` }
      : { system: 'email', real: false, detail: 'written as .eml files under DATA_DIR/outbox (SMTP_URL unset)' },
    config.TWILIO_ACCOUNT_SID
      ? {
          system: 'texts',
          real: true,
          detail: `Twilio: ${[config.SMS_FROM && 'SMS', config.WHATSAPP_FROM && 'WhatsApp'].filter(Boolean).join(' and ')}`,
        }
      : {
          system: 'texts',
          real: false,
          detail: 'SMS and WhatsApp written as text files under DATA_DIR/outbox (TWILIO_ACCOUNT_SID unset)',
        },
    usesOneMap(config)
      ? {
          system: 'addresses',
          real: true,
          detail: `OneMap at ${new URL(config.ONEMAP_BASE_URL ?? ONEMAP_DEFAULT_BASE_URL).origin}${config.ONEMAP_API_TOKEN ? ', with an access token' : ''}`,
        }
      : {
          system: 'addresses',
          real: false,
          detail:
            "built-in address book: the demo postal codes, else the postal sector's centre (ONEMAP_BASE_URL unset)",
        },
    config.REDIS_URL
      ? { system: 'rate limits', real: true, detail: 'shared through Redis (REDIS_URL)' }
      : { system: 'rate limits', real: true, detail: "this instance's memory (REDIS_URL unset)" },
  ];
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The warning at start and on the dashboard while simulators answer in production on purpose
 * (ALLOW_SIMULATORS); null otherwise. Outside production the simulators are the demo and need no warning.
 */
export function simulatorWarning(config: SimulatedSystemsConfig & Pick<Config, 'NODE_ENV'>) {
  if (config.NODE_ENV !== 'production') return null;
  const simulated = simulatedOutsideSystems(config);
  if (simulated.length === 0) return null;
  const described = simulated.map(
    ({ simulator, variables }) =>
      `the ${simulator} (${andList(variables)} ${variables.length > 1 ? 'are' : 'is'} not set)`,
  );
  return `Simulators are answering for real services: ${andList(described)}. ${upperFirst(andList(simulated.map((system) => system.notReal)))} are not real until these are set.`;
}
