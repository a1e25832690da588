import { z } from 'zod';

// What the public API answers, one schema per success response: the server's routes declare them
// (they document /api/openapi.json and the response is serialized through them, so a field missing
// here never leaves the server) and the web client infers its types from them. Each capability's
// answers are in its own responses.ts; this file holds the envelope and the bot check's refusal.

/** The success envelope of DESIGN §6: `{ success: true, data, message? }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}
/** The failure envelope of DESIGN §6; `data` only where the client can act on it (PriceChange). */
export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  data: z.unknown().optional(),
});
export type ApiFailure = z.infer<typeof failureEnvelopeSchema>;
/** An Altcha proof-of-work challenge (altcha-lib's PoW v2): find the counter whose derived key starts with keyPrefix. */
export const altchaChallengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int(),
      keyLength: z.number().int(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().int().optional(),
      parallelism: z.number().int().optional(),
      /** Seconds since the epoch after which a solution is refused. */
      expiresAt: z.number().int().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string(),
  })
  .describe('An Altcha challenge (altcha-lib createChallenge), signed by the server');
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
/**
 * 428 from a call under the bot check: solve `data.challenge` (altcha-lib solveChallenge, or the altcha
 * widget) and repeat the call with the X-Altcha header.
 */
export const botCheckRefusalSchema = failureEnvelopeSchema.extend({
  data: z.object({ challenge: altchaChallengeSchema }),
});
export type BotCheckRefusal = z.infer<typeof botCheckRefusalSchema>;
/** GET /api/health. */
export const healthStatusSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthStatus = z.infer<typeof healthStatusSchema>;
