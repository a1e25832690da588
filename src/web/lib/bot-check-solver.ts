import { altchaChallengeSchema } from '@domain/shared/envelope';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** Gives up on a challenge after this long: the call then fails with the server's 428 message. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves an Altcha challenge (altcha-lib's PoW v2) and answers the base64 payload the server reads from
 * X-Altcha; null when it is not a challenge or no solution was found in time. Each try is a Web Crypto
 * PBKDF2 derivation, which the browser runs off the main thread, so the page stays responsive.
 */
export async function solvedPayload(value: unknown): Promise<string | null> {
  const parsed = altchaChallengeSchema.safeParse(value);
  if (!parsed.success) return null;
  // The challenge as the server sent it: its signature covers exactly these parameters.
  const challenge = value as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}
