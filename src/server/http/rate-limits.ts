import { once } from 'node:events';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  normalizeIP,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** IPv6 clients are counted by their /64, the block one subscriber usually holds. */
const IPV6_CLIENT_PREFIX = 64;

/**
 * The client network the per-client limits count: an IPv4 address as it is, an IPv6 address as the
 * start of its /64 (an IPv4-mapped one as its IPv4 address). Also what slows down failed staff sign-ins
 * and what the bot check counts calls by.
 */
export const clientNetwork = (ip: string): string => normalizeIP(ip, IPV6_CLIENT_PREFIX);

/**
 * The network a hold is counted by (DESIGN §8.9 HOLDS_PER_NETWORK_PER_DAY): an IPv4 address's /24, an
 * IPv6 address's /56 (the block a home or small office is usually given). Wider than clientNetwork,
 * since a script rotates addresses inside what it rents; whole carriers still span many such blocks.
 */
export function holdNetwork(ip: string): string {
  const address = normalizeIP(ip, 56);
  if (address.includes(':')) return `${address}/56`;
  const octets = address.split('.');
  return octets.length === 4 ? `${octets.slice(0, 3).join('.')}.0/24` : address;
}

/** How long start-up waits for Redis before counting locally. */
const REDIS_READY_WAIT_MS = 1000;

type Store = FastifyRateLimitStore & { read?: FastifyRateLimitStore['incr'] };
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteStoreOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * Counters in Redis, shared by every instance; while Redis cannot answer, each instance counts on
 * its own instead. A limit that silently stopped counting (the plugin's skipOnError) would leave
 * look-ups, logins and payments unlimited exactly when something is already wrong.
 */
class SharedWithFallback implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, cb: Callback, timeWindow: number, max: number) {
    this.shared.incr(
      key,
      (error, result) => (error ? this.local.incr(key, cb, timeWindow, max) : cb(null, result)),
      timeWindow,
      max,
    );
  }

  read(key: string, cb: Callback, timeWindow: number, max: number) {
    this.shared.read?.(
      key,
      (error, result) => (error ? this.local.read?.(key, cb, timeWindow, max) : cb(null, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteStoreOptions): Store {
    return new SharedWithFallback(this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

function sharedStoreWithLocalFallback(redis: Redis, namespace: string) {
  // The plugin constructs the store itself with its global settings.
  const ctor = class extends SharedWithFallback {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, namespace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
  return ctor as FastifyRateLimitStoreCtor;
}

/** How many keys an instance counts in memory before it forgets the oldest (the plugin's default is 5000). */
const LOCAL_COUNTERS = 50_000;

/**
 * Counts beside the rate limits, in their store: Redis shared by every instance when configured (and
 * this instance's memory while Redis cannot answer), else this instance's memory. Each key counts in a
 * window that starts at its first count and lasts the given time. The bot check counts with these.
 */
export interface SharedCounters {
  /** Adds one to the key's count and answers the new count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** The key's count in its current window (0 when none), without adding to it. */
  read(key: string, windowMs: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharedCounters: SharedCounters;
  }
}

function sharedCounters(redis: Redis | null, namespace: string): SharedCounters {
  const local = new LocalStore(false, false, LOCAL_COUNTERS) as Store;
  const store: Store = redis
    ? new SharedWithFallback(new RedisStore(false, false, redis, `${namespace}counters:`), local)
    : local;
  const call = (operation: 'incr' | 'read', key: string, windowMs: number) =>
    new Promise<number>((resolve, reject) => {
      const run = operation === 'incr' ? store.incr.bind(store) : store.read?.bind(store);
      if (!run) return reject(new Error('The counter store cannot read'));
      run(key, (error, result) => (error || !result ? reject(error) : resolve(result.current)), windowMs, 0);
    });
  return {
    increment: (key, windowMs) => call('incr', key, windowMs),
    read: (key, windowMs) => call('read', key, windowMs),
  };
}

/**
 * Per-client limits, opted into per route (look-ups, verification, discount checks, bookings). With a
 * Redis URL the counters live in Redis, so that several instances share one limit per client. IPv6
 * clients are counted by their /64, the block one subscriber usually holds.
 */
export const rateLimits = fp<{ redisUrl?: string; namespace: string }>(
  async (app, options) => {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, {
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
          // Fail at once while disconnected, so requests fall back to local counting without waiting.
          enableOfflineQueue: false,
        })
      : null;
    if (redis) {
      // Reconnection is ioredis's job; the fallback covers the gap. Without a listener an error would crash the process.
      redis.on('error', () => {});
      // Start counting in Redis when it answers within a moment; otherwise locally until it does.
      await Promise.race([
        once(redis, 'ready').catch(() => {}),
        new Promise((resolve) => setTimeout(resolve, REDIS_READY_WAIT_MS)),
      ]);
      app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
    }
    app.decorate('sharedCounters', sharedCounters(redis, options.namespace));
    await app.register(rateLimit, {
      global: false,
      ipv6Subnet: IPV6_CLIENT_PREFIX,
      ...(redis ? { store: sharedStoreWithLocalFallback(redis, options.namespace) } : {}),
    });
  },
  { name: 'rate-limits' },
);
