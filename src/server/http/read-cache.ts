import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type ZodType, z } from 'zod';

/** A catalogue that grows past this many keys (events × regions) is dropped whole rather than tracked. */
const MAX_ENTRIES = 1000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Entry {
  body: string;
  expiresAt: number;
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

  /** The stored answer for `key`, or the one `compute` gives (shared by every request that waits for it). */
  get(key: string, compute: () => Promise<string>): Promise<string> {
    if (this.maxAgeMs <= 0) return compute();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.clock()) return Promise.resolve(entry.body);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;

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

  /** Something changed: every answer read before now is out of date. */
  invalidate(): void {
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

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

/**
 * Decorates the app with its ReadCache and drops it whenever a change succeeds through this instance
 * (any unsafe request answered below 400), before that answer leaves, so the customer who has just
 * booked sees the slot's new count on their next read.
 */
export const readCache = fp<{ maxAgeMs: number }>(
  async (app, options) => {
    const cache = new ReadCache(options.maxAgeMs);
    app.decorate('readCache', cache);
    app.addHook('onSend', async (request, reply, payload) => {
      if (UNSAFE_METHODS.has(request.method) && reply.statusCode < 400) cache.invalidate();
      return payload;
    });
  },
  { name: 'read-cache' },
);
