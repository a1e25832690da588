// The pages' side of the bot check (DESIGN §8.2): a call the server answers with 428 and an Altcha
// challenge is solved here and repeated once with the solution, so the page only waits a little longer.
// The solver (altcha-lib, Web Crypto) loads the first time it is needed.

let solving = 0;
const listeners = new Set<() => void>();

function setSolving(change: 1 | -1) {
  solving += change;
  for (const listener of listeners) listener();
}

/** Whether a challenge is being solved now: the pages show "Checking your browser…" meanwhile. */
export const botCheckStatus = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isSolving: (): boolean => solving > 0,
};

/**
 * The X-Altcha header's value for the challenge of a 428 answer (`data.challenge`), or null when it
 * is not a challenge or cannot be solved here (no Web Crypto outside a secure context, a time-out).
 */
export async function solveBotCheck(challenge: unknown): Promise<string | null> {
  setSolving(1);
  try {
    const { solvedPayload } = await import('./bot-check-solver');
    return await solvedPayload(challenge);
  } catch {
    return null;
  } finally {
    setSolving(-1);
  }
}
