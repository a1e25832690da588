import { createHmac, randomInt } from 'node:crypto';
import { BOT_CHECK_MESSAGE } from '@domain/bookings/messages';
import { BOT_CHECK_HEADER, BOT_CHECK_STATUS_CODE } from '@domain/shared/bot-check';
import { altchaChallengeSchema, type BotCheckRefusal } from '@domain/shared/envelope';
import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { clientNetwork, type SharedCounters } from './rate-limits';

// DESIGN §8.2 "A bot check when traffic looks like a script": an Altcha proof-of-work on the public calls
// a script would make in bulk (booking, look-up, member verification, discount and partner-code checks,
// waitlist). A route opts in with one option, like the rate limits: `config: { botCheck: 'call' }`, or
// `'look-up'` for the look-up by reference, whose misses are counted too. The check applies to a call
// when any of these holds:
//   - its client network (the address, or the /64 of an IPv6 address) has made more than
//     CHALLENGE_AFTER_PER_HOUR of these calls in the hour (counted in the rate limits' store: Redis shared
//     by every instance when configured, else this instance's memory, never nothing);
//   - unproven holds exceed 20% of the next 7 days' visits (bookings' holdsLookScripted, asked at most
//     every HOLDS_CHECK_EVERY_MS by each instance);
//   - for a look-up: more than LOOK_UP_MISS_BURST look-ups by reference missed (404), across all
//     clients, in the last LOOK_UP_MISS_WINDOW_MS (a sliding window of two counted buckets).
// Then the call needs the header X-Altcha with the solution of a challenge this server signed, unexpired
// and not used before; otherwise it is refused with 428 and a fresh challenge in `data.challenge`.

/** How a public route takes part: 'call' counts and checks it; 'look-up' also counts its misses. */
export type BotCheckKind = 'call' | 'look-up';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Puts this public call under the bot check (DESIGN §8.2); see http/bot-check.ts. */
    botCheck?: BotCheckKind;
  }
}

/** The window a client network's calls are counted in. */
export const CALLS_WINDOW_MS = 60 * 60 * 1000;
/** How long an instance reuses its answer to "do unproven holds look like a script?". */
export const HOLDS_CHECK_EVERY_MS = 30 * 1000;
/** More look-up misses than this across all clients within LOOK_UP_MISS_WINDOW_MS: every look-up is checked. */
export const LOOK_UP_MISS_BURST = 50;
export const LOOK_UP_MISS_WINDOW_MS = 10 * 60 * 1000;
/** A challenge must be solved and used within this time; its payload is remembered as used until then. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * The work a challenge asks for: PBKDF2-SHA-256 at 1,000 iterations per try, the answer a counter
 * between 1,000 and 3,000 that the browser finds by trying from 0 (Web Crypto: about half a second to
 * two seconds on a phone). The server derives the key once, when it creates the challenge, and checks a
 * solution by its key signature, without redoing the work.
 */
const WORK = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, counterFrom: 1_000, counterTo: 3_000 } as const;
/** A payload is a few hundred characters; anything much longer is not one. */
const MAX_PAYLOAD_CHARACTERS = 4_096;

/** The payload the client sends back (altcha-lib's PoW v2 client payload), before its signature is checked. */
const payloadSchema = z.object({
  challenge: altchaChallengeSchema.extend({
    parameters: altchaChallengeSchema.shape.parameters.extend({ expiresAt: z.number().int() }),
  }),
  solution: z.object({ counter: z.number().int(), derivedKey: z.string(), time: z.number().optional() }),
});

export interface BotCheckOptions {
  /** CHALLENGE_AFTER_PER_HOUR: calls a client network may make in an hour without a challenge; 0 turns the check off. */
  challengeAfterPerHour: number;
  /** The secret that signs challenges, asked for when it is first needed. */
  hmacKey: () => Promise<string>;
  /** The second trigger: whether unproven holds exceed their share of the next days' visits. */
  holdsLookScripted: () => Promise<boolean>;
}

interface Keys {
  signature: string;
  keySignature: string;
}

/** Remembers a promise's value; a failure is not remembered, so the next call asks again. */
function remembered<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => {
    value ??= load().catch((error: unknown) => {
      value = null;
      throw error;
    });
    return value;
  };
}

/** The answer to `ask`, asked at most once every `everyMs` (on failure: the last answer, asked again later). */
function askedAtMostEvery(everyMs: number, ask: () => Promise<boolean>, onError: (error: unknown) => void) {
  let answer = false;
  let askedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<boolean> | null = null;
  return (): Promise<boolean> => {
    if (performance.now() - askedAt < everyMs) return Promise.resolve(answer);
    pending ??= ask()
      .then(
        (fresh) => {
          answer = fresh;
          return fresh;
        },
        (error: unknown) => {
          onError(error);
          return answer;
        },
      )
      .finally(() => {
        askedAt = performance.now();
        pending = null;
      });
    return pending;
  };
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export const botCheck = fp<BotCheckOptions>(
  async (app, options) => {
    if (options.challengeAfterPerHour === 0) return;
    const counters: SharedCounters = app.sharedCounters;

    const keys = remembered(async (): Promise<Keys> => {
      const secret = await options.hmacKey();
      // A second key, derived from the first, signs each challenge's answer: a solution is then checked by one HMAC.
      return {
        signature: secret,
        keySignature: createHmac('sha256', secret).update('altcha-key-signature').digest('hex'),
      };
    });

    const holdsLookScripted = askedAtMostEvery(HOLDS_CHECK_EVERY_MS, options.holdsLookScripted, (error) =>
      app.log.warn({ err: error }, 'bot check: could not count unproven holds'),
    );

    const missBucket = (at: number) => Math.floor(at / LOOK_UP_MISS_WINDOW_MS);
    const missKey = (bucket: number) => `bot-check:look-up-misses:${bucket}`;
    // A bucket is read while it is the current one and while it is the one before.
    const missKeyLifetime = 2 * LOOK_UP_MISS_WINDOW_MS;

    /** Look-up misses in the last window: this bucket's, and the last bucket's share still inside the window. */
    async function recentLookUpMisses(): Promise<number> {
      const now = Date.now();
      const bucket = missBucket(now);
      const [current, previous] = await Promise.all([
        counters.read(missKey(bucket), missKeyLifetime),
        counters.read(missKey(bucket - 1), missKeyLifetime),
      ]);
      const previousShare = 1 - (now - bucket * LOOK_UP_MISS_WINDOW_MS) / LOOK_UP_MISS_WINDOW_MS;
      return current + previous * previousShare;
    }

    async function freshChallenge(): Promise<Challenge> {
      const { signature, keySignature } = await keys();
      return createChallenge({
        algorithm: WORK.algorithm,
        cost: WORK.cost,
        counter: randomInt(WORK.counterFrom, WORK.counterTo),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
    }

    /** A solution this server's challenge asked for, unexpired, and used now for the first time. */
    async function acceptsSolution(header: string): Promise<boolean> {
      if (header.length > MAX_PAYLOAD_CHARACTERS) return false;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      if (!payloadSchema.safeParse(payload).success) return false;
      // The payload as sent, not as parsed: the signature covers its parameters exactly.
      const { challenge, solution } = payload as { challenge: Challenge; solution: Solution };
      const { signature, keySignature } = await keys();
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: signature,
          hmacKeySignatureSecret: keySignature,
        });
        if (!result.verified) return false;
      } catch {
        return false;
      }
      // Replays: the first use of a signature counts 1; it is remembered until the challenge has expired.
      const expiresAtMs = (challenge.parameters.expiresAt ?? 0) * 1000;
      const rememberMs = Math.max(1000, expiresAtMs - Date.now() + 1000);
      return (await counters.increment(`bot-check:used:${challenge.signature}`, rememberMs)) === 1;
    }

    /** Why this call must prove itself, or null when it need not. */
    async function reasonToCheck(request: FastifyRequest, kind: BotCheckKind): Promise<string | null> {
      const calls = await counters.increment(`bot-check:calls:${clientNetwork(request.ip)}`, CALLS_WINDOW_MS);
      if (calls > options.challengeAfterPerHour) return 'calls from this network';
      if (await holdsLookScripted()) return 'unproven holds';
      if (kind === 'look-up' && (await recentLookUpMisses()) > LOOK_UP_MISS_BURST) return 'look-up misses';
      return null;
    }

    const checkOf =
      (kind: BotCheckKind): onRequestHookHandler =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const reason = await reasonToCheck(request, kind);
        if (!reason) return;
        const header = request.headers[BOT_CHECK_HEADER.toLowerCase()];
        if (typeof header === 'string' && (await acceptsSolution(header))) return;
        request.log.info({ botCheck: reason, solution: header ? 'refused' : 'none' }, 'bot check: challenge sent');
        const refusal: BotCheckRefusal = {
          success: false,
          message: BOT_CHECK_MESSAGE,
          data: { challenge: (await freshChallenge()) as BotCheckRefusal['data']['challenge'] },
        };
        return reply.status(BOT_CHECK_STATUS_CODE).header('cache-control', 'no-store').send(refusal);
      };

    const countMiss: onResponseHookHandler = async (_request, reply) => {
      if (reply.statusCode !== 404) return;
      await counters.increment(missKey(missBucket(Date.now())), missKeyLifetime);
    };

    app.addHook('onRoute', (route) => {
      const kind = route.config?.botCheck;
      if (!kind) return;
      // After the hooks already there (the rate limit's): a client over its rate limit is refused before it is counted here.
      route.onRequest = [...hooksOf(route.onRequest), checkOf(kind)];
      if (kind === 'look-up') route.onResponse = [...hooksOf(route.onResponse), countMiss];
    });
  },
  { name: 'bot-check', dependencies: ['rate-limits'] },
);
