import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Per-client limits, opted into per route (look-ups, verification, discount checks, bookings). With a
 * Redis URL the counters live in Redis, so that several instances share one limit per client.
 */
export const rateLimits = fp<{ redisUrl?: string; namespace: string }>(
  async (app, options) => {
    const store = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    if (store) app.addHook('onClose', async () => void (await store.quit().catch(() => {})));
    await app.register(rateLimit, {
      global: false,
      ...(store ? { redis: store, nameSpace: options.namespace, skipOnError: true } : {}),
    });
  },
  { name: 'rate-limits' },
);
