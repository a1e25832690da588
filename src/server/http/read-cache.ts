import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type ZodType, z } from 'zod';

/** A catalogue that grows past this many keys (events × regions) is dropped whole rather than tracked. */
const MAX_ENTRIES = 1000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Entry {
  body: string;
  expiresAt: number;
}

/** An answer and whether it was there already (stored, or being computed for another request). */
export interface CachedAnswer {
  body: string;
  hit: boolean;
}

/**
 * The public catalogue reads (the event list, an event, a region's slots) are the same for every
 * visitor and are read far more often than they change. Each instance keeps their serialised answers
 * for `maxAgeMs`: requests for one key share one computation, and a change made through this instance
 * drops everything at once. Another instance's change shows here within `maxAgeMs`; what the page shows
 * is a guide only, since capacity, prices and membership are decided again when a booking is made.
 */
export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<string>>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Told of every change made through this instance (the plugin publishes it to the other instances). */
  onChange: () => void = () => {};

  /** The stored answer for `key`, or the one `compute` gives (shared by every request that waits for it). */
  async get(key: string, compute: () => Promise<string>): Promise<string> {
    return (await this.read(key, compute)).body;
  }

  /** As get, saying whether the answer was there already (X-Cache: HIT) or computed for this request. */
  read(key: string, compute: () => Promise<string>): Promise<CachedAnswer> {
    if (this.maxAgeMs <= 0) return compute().then((body) => ({ body, hit: false }));
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.clock()) return Promise.resolve({ body: entry.body, hit: true });
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight.then((body) => ({ body, hit: true }));
    return this.compute(key, compute).then((body) => ({ body, hit: false }));
  }

  private compute(key: string, compute: () => Promise<string>): Promise<string> {
    const generation = this.generation;
    const run = compute()
      .then((body) => {
        // Computed from data read before a change was made: answer it, but do not keep it.
        if (generation === this.generation) {
          if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
          this.entries.set(key, { body, expiresAt: this.clock() + this.maxAgeMs });
        }
        return body;
      })
      .finally(() => {
        if (this.pending.get(key) === run) this.pending.delete(key);
      });
    this.pending.set(key, run);
    return run;
  }

  /** Something changed through this instance: every answer read before now is out of date, here and elsewhere. */
  invalidate(): void {
    this.drop();
    this.onChange();
  }

  /** Something changed (here, or on another instance that said so): forget every answer read before now. */
  drop(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }
}

/**
 * The answer as the route's response schema would send it (encoded, then JSON), made once per
 * computation instead of once per request.
 */
export function serializeAnswer<Schema extends ZodType>(schema: Schema, answer: z.output<Schema>): string {
  return JSON.stringify(z.encode(schema, answer));
}

/** Sends an answer made by serializeAnswer as it is: Fastify does not serialise a JSON string again. */
export function sendSerialized(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** Sends a cached answer with `X-Cache: HIT` or `MISS` (the bench counts them for the hit rate). */
export function sendCached(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  return sendSerialized(reply.header('x-cache', answer.hit ? 'HIT' : 'MISS'), answer.body);
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
  interface FastifyContextConfig {
    /**
     * An unsafe call that changes nothing the catalogue reads show (a discount check, a member
     * verification, a staff sign-in): its success keeps the read cache.
     */
    readOnly?: boolean;
  }
}

/** How long start-up waits for Redis before going on without it (as the rate limits do). */
const REDIS_READY_WAIT_MS = 1000;
/** A change's answer waits at most this long for Redis to take the message to the other instances. */
const PUBLISH_WAIT_MS = 200;

/**
 * With Redis, every instance's cache is dropped at once when one of them makes a change: a message on
 * `channel`, sent before the change's answer leaves (within PUBLISH_WAIT_MS). A subscribing connection
 * can send nothing else, so there are two. While Redis cannot answer, each instance drops only its own
 * cache (logged once per outage) and the cache age bounds how late another instance's change shows;
 * after a reconnection the cache is dropped once, for the messages that may have been missed.
 */
async function shareInvalidations(
  cache: ReadCache,
  options: { redisUrl: string; channel: string; log: FastifyBaseLogger },
) {
  const instance = randomUUID();
  const { log, channel } = options;
  const publisher = new Redis(options.redisUrl, {
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    // Fail at once while disconnected: a change must not wait for Redis.
    enableOfflineQueue: false,
  });
  const subscriber = new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: null });
  let warned = false;
  const warnOnce = (error: unknown, what: string) => {
    if (warned) return;
    warned = true;
    log.warn({ err: error }, `read cache: Redis ${what} failed; other instances' changes show within the cache age`);
  };
  // Reconnection is ioredis's job. Without a listener an error would crash the process.
  publisher.on('error', (error) => warnOnce(error, 'connection'));
  publisher.on('ready', () => {
    warned = false;
  });
  subscriber.on('error', (error) => warnOnce(error, 'subscription'));
  let readyBefore = false;
  subscriber.on('ready', () => {
    // Messages sent while this connection was down are lost: forget what may have changed meanwhile.
    if (readyBefore) cache.drop();
    readyBefore = true;
  });
  subscriber.on('message', (from: string, sender: string) => {
    if (from === channel && sender !== instance) cache.drop();
  });
  subscriber.subscribe(channel).catch((error: unknown) => warnOnce(error, 'subscription'));
  await Promise.race([
    Promise.all([once(subscriber, 'ready'), once(publisher, 'ready')]).catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, REDIS_READY_WAIT_MS)),
  ]);

  let pending: Promise<unknown> = Promise.resolve();
  cache.onChange = () => {
    pending = Promise.race([
      publisher.publish(channel, instance).catch((error: unknown) => warnOnce(error, 'publish')),
      new Promise((resolve) => setTimeout(resolve, PUBLISH_WAIT_MS)),
    ]);
  };
  return {
    /** The last change's message, sent (or given up on). */
    published: () => pending,
    close: async () => {
      await Promise.all([publisher.quit().catch(() => {}), subscriber.quit().catch(() => {})]);
    },
  };
}

/**
 * Decorates the app with its ReadCache and drops it whenever a change succeeds through this instance
 * (an unsafe request answered below 400, unless its route is `readOnly`), before that answer leaves, so
 * the customer who has just booked sees the slot's new count on their next read; with `redisUrl`, every
 * other instance drops its cache too (shareInvalidations).
 */
export const readCache = fp<{ maxAgeMs: number; redisUrl?: string; channel: string }>(
  async (app, options) => {
    const cache = new ReadCache(options.maxAgeMs);
    app.decorate('readCache', cache);
    const shared = options.redisUrl
      ? await shareInvalidations(cache, { redisUrl: options.redisUrl, channel: options.channel, log: app.log })
      : null;
    if (shared) app.addHook('onClose', shared.close);
    app.addHook('onSend', async (request, reply, payload) => {
      if (UNSAFE_METHODS.has(request.method) && reply.statusCode < 400 && !request.routeOptions.config?.readOnly) {
        cache.invalidate();
        await shared?.published();
      }
      return payload;
    });
  },
  { name: 'read-cache' },
);
