import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AddressAdapter, createAddressAdapter } from './adapters/address';
import { createInsurerAdapter, type InsurerAdapter } from './adapters/insurer';
import { createPartnerAdapter, type PartnerAdapter } from './adapters/partner';
import { createPaymentGateways, type PaymentGateway } from './adapters/payments';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { getOrCreateSecret } from './db/secrets';
import { addressRoutes } from './features/addresses/routes';
import { adminArea } from './features/admin';
import { readApiRoutes } from './features/api-keys/routes';
import { holdsLookScripted } from './features/bookings';
import { registrationRoutes } from './features/bookings/routes';
import { discountRoutes } from './features/discounts/routes';
import { requireActiveEvent } from './features/events';
import { eventRoutes } from './features/events/routes';
import { healthRoutes } from './features/health/routes';
import { memberRoutes } from './features/members/routes';
import { emailTestRoutes } from './features/notifications/routes';
import { smsRoutes } from './features/notifications/sms-routes';
import { nurseRoutes, rebookRoutes } from './features/nurse';
import { participantRoutes } from './features/participants/routes';
import { bookingPartnerSteps } from './features/partner';
import { partnerRoutes } from './features/partner/routes';
import { recordStripePayNowPayment, refundsFor } from './features/payments';
import { paymentRoutes } from './features/payments/routes';
import {
  type PayNowSucceededHandler,
  type StripeWebhookRoutesOptions,
  stripeWebhookRoutes,
} from './features/payments/stripe-webhook-routes';
import { questionnaireRoutes } from './features/questionnaire/routes';
import { receiptRoutes } from './features/receipts/routes';
import { adminLoginRoutes } from './features/staff/routes';
import { autoScheduleRoutes } from './features/timeslots/auto-schedule-routes';
import { waitlistRoutes } from './features/waitlist/routes';
import { freedVisitOffers } from './features/waitlist-offers';
import { apiNoStore } from './http/api-cache';
import { botCheck } from './http/bot-check';
import { handleClientError } from './http/client-errors';
import { compression } from './http/compression';
import { errorHandler, frameworkErrorHandler } from './http/error-handler';
import { buildIndexPages } from './http/index-page';
import { notFound } from './http/not-found';
import { openApi } from './http/openapi';
import { rateLimits } from './http/rate-limits';
import { readCache } from './http/read-cache';
import { nulGuard, originGuard } from './http/request-guards';
import { securityHeaders } from './http/security-headers';
import { hasBuiltClient, staticClient } from './http/static-client';
import { requestLogFields } from './log-fields';
import { PROJECT_ROOT } from './project-root';

export { errorLogFields, requestLogFields } from './log-fields';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  now?: () => Date;
  /** Replaces the insurer chosen from the configuration (tests). */
  insurer?: InsurerAdapter;
  /** Replace the partner service and payment gateways chosen from the configuration (tests). */
  partner?: PartnerAdapter;
  payments?: { test: PaymentGateway; live: PaymentGateway | null };
  /** Replaces the address adapter chosen from the configuration (tests). */
  addresses?: AddressAdapter;
  /** Records a live PayNow payment that Stripe's webhook reports (DESIGN §8.4); tests pass their own. */
  onPayNowSucceeded?: PayNowSucceededHandler;
  /** Folder of the built web client; the default is dist/client. Tests without a build pass null. */
  clientDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (tests read it back); the default is stdout. */
  logStream?: { write(line: string): void };
  /**
   * Logs for a person at a terminal: the default logger's lines go through pino-pretty (colours, local
   * times, one line per entry) instead of JSON. The same fields either way, redacted the same way.
   */
  prettyLogs?: boolean;
}

/** pino-pretty in pino's worker thread, so formatting never delays a request. */
const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
};

const defaultClientDir = path.join(PROJECT_ROOT, 'dist', 'client');
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The longest path parameter the router hands to a route (Fastify's default is 100). Slugs and
 * reference numbers are far shorter, so the routes answer anything up to this with their own 404; a
 * longer one gets a 414 in the envelope.
 */
export const MAX_PARAM_LENGTH = 200;

/** The public API, under /api. */
const apiRoutes: FastifyPluginAsync<StripeWebhookRoutesOptions> = async (api, options) => {
  await api.register(healthRoutes);
  await api.register(eventRoutes);
  await api.register(memberRoutes);
  await api.register(discountRoutes);
  await api.register(addressRoutes);
  // Bookings sit below partner, payments and the waitlist: what a booking needs of them is composed here.
  await api.register(registrationRoutes, {
    partnerSteps: bookingPartnerSteps(api.ctx),
    refunds: refundsFor(api.ctx),
    freedVisits: freedVisitOffers,
  });
  await api.register(participantRoutes);
  await api.register(questionnaireRoutes);
  await api.register(rebookRoutes, { freedVisits: freedVisitOffers });
  await api.register(paymentRoutes);
  await api.register(stripeWebhookRoutes, { onPayNowSucceeded: options.onPayNowSucceeded });
  // What Twilio posts: customers' STOP and START, and delivery reports (signed; its own form parser).
  await api.register(smsRoutes);
  await api.register(waitlistRoutes);
  await api.register(partnerRoutes);
  await api.register(receiptRoutes);
  // The admin area (rule 6): the login alone outside the guard, every other /api/admin route inside it.
  await api.register(adminLoginRoutes, { prefix: '/admin' });
  await api.register(adminArea, { prefix: '/admin' });
  await api.register(nurseRoutes, { prefix: '/nurse' });
  // The read API of the API keys (its own guard: an active key, never an admin session).
  await api.register(readApiRoutes, { prefix: '/v1' });
  await api.register(autoScheduleRoutes, { requireActiveEvent });
  // The email test tool: outside /api/admin (its previews open in a new tab), admin-only by its own hooks.
  await api.register(emailTestRoutes);
};

async function createContext(options: BuildAppOptions, log: FastifyBaseLogger): Promise<AppContext> {
  return {
    db: options.db,
    config: options.config,
    insurer: options.insurer ?? createInsurerAdapter(options.config),
    partner: options.partner ?? createPartnerAdapter(options.config),
    addresses:
      options.addresses ??
      createAddressAdapter(options.config, {
        // The reason only: the postal code asked for stays out of the logs.
        onUnavailable: (error) =>
          log.warn({ reason: error.message }, 'OneMap did not answer: the built-in address book did'),
      }),
    payments: options.payments ?? createPaymentGateways(options.config, { db: options.db }),
    secrets: {
      memberVerificationKey: await getOrCreateSecret(
        options.db,
        'member_verification_key',
        'Key of the hashes that let a booking reuse a recent member verification',
      ),
    },
    now: options.now ?? (() => new Date()),
  };
}

/** A hop count trusts that many proxies nearest the server (proxy-addr's rule for a number). */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      // Personal data travels in bodies, paths, query strings and cookies: none of them are logged.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { req: requestLogFields },
      ...(options.logStream
        ? { stream: options.logStream }
        : options.prettyLogs
          ? { transport: PRETTY_TRANSPORT }
          : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.decorate('ctx', await createContext(options, app.log));

  // Order matters where a plugin adds hooks: they apply to the routes registered after it.
  await app.register(cookie);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(rateLimits, { redisUrl: config.REDIS_URL, namespace: config.RATE_LIMIT_NAMESPACE });
  await app.register(botCheck, {
    challengeAfterPerHour: config.CHALLENGE_AFTER_PER_HOUR,
    hmacKey: async () =>
      config.ALTCHA_HMAC_KEY ??
      getOrCreateSecret(
        options.db,
        'altcha_hmac_key',
        'Key that signs the bot check challenges (unless ALTCHA_HMAC_KEY is set)',
      ),
    holdsLookScripted: () => holdsLookScripted(options.db, app.ctx.now()),
  });
  await app.register(originGuard, { publicBaseUrl: config.PUBLIC_BASE_URL });
  await app.register(nulGuard);
  await app.register(apiNoStore);
  await app.register(readCache, {
    maxAgeMs: config.PUBLIC_READ_CACHE_MS,
    // With the cache off here there is nothing to drop; instances of one site share their settings.
    redisUrl: config.PUBLIC_READ_CACHE_MS > 0 ? config.REDIS_URL : undefined,
    channel: config.READ_CACHE_CHANNEL,
  });
  await app.register(openApi);
  await app.register(apiRoutes, {
    prefix: '/api',
    // Stripe's webhook settles a live PayNow payment inside the transaction that records its event.
    onPayNowSucceeded:
      options.onPayNowSucceeded ?? ((payment, tx) => recordStripePayNowPayment({ ...app.ctx, db: tx }, payment)),
  });

  const clientDir = options.clientDir === undefined ? defaultClientDir : options.clientDir;
  const hasClient = hasBuiltClient(clientDir);
  const indexPages = hasClient ? buildIndexPages(clientDir) : null;
  if (hasClient && indexPages) await app.register(staticClient, { root: clientDir, indexPages });
  await app.register(notFound, { indexPages });

  return app;
}
