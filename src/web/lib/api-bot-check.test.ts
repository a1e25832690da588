import { BOT_CHECK_MESSAGE } from '@domain/bookings/messages';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiPost } from './api';
import { botCheckStatus } from './bot-check';

const SECRET = 'test-secret-that-signs-challenges';

/** A small challenge as the server makes it (PBKDF2-SHA-256), quick to solve in a test. */
const smallChallenge = () =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 25,
    deriveKey,
    expiresAt: new Date(Date.now() + 60_000),
    hmacSignatureSecret: SECRET,
  });

const refusal = (challenge: unknown) =>
  Response.json({ success: false, message: BOT_CHECK_MESSAGE, data: { challenge } }, { status: 428 });

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
  Response.json({ success: true, data: { ok: true } }),
);

const headersOfCall = (index: number) => (fetchMock.mock.calls[index]?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a call the bot check refuses (428 with a challenge)', () => {
  it('is solved and repeated once with the solution in X-Altcha, same body and headers', async () => {
    const challenge = await smallChallenge();
    fetchMock.mockResolvedValueOnce(refusal(challenge));
    const seen: boolean[] = [];
    const unsubscribe = botCheckStatus.subscribe(() => seen.push(botCheckStatus.isSolving()));

    const answer = await apiPost<{ ok: boolean }>(
      '/api/discounts/validate',
      { code: 'WELCOME10', subtotal: 100 },
      { headers: { 'Idempotency-Key': 'k-1' } },
    );
    unsubscribe();

    expect(answer.data).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls;
    expect(second?.[0]).toBe(first?.[0]);
    expect(second?.[1]?.method).toBe('POST');
    expect(second?.[1]?.body).toBe(first?.[1]?.body);
    expect(headersOfCall(1)['Idempotency-Key']).toBe('k-1');
    expect(headersOfCall(0)['X-Altcha']).toBeUndefined();

    // The server's check of what the page sent.
    const payload = JSON.parse(atob(headersOfCall(1)['X-Altcha']!));
    expect(payload.challenge).toEqual(challenge);
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(result.verified).toBe(true);
    // "Checking your browser…" while it was solved, and no longer after.
    expect(seen).toEqual([true, false]);
  });

  it('is repeated only once: a second refusal is an ApiError with the server’s message', async () => {
    fetchMock.mockResolvedValueOnce(refusal(await smallChallenge()));
    fetchMock.mockResolvedValueOnce(refusal(await smallChallenge()));
    const error = await apiPost('/api/registrations', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(428);
    expect((error as ApiError).message).toBe(BOT_CHECK_MESSAGE);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is answered as it is when it carries no challenge to solve', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ success: false, message: 'Precondition' }, { status: 428 }));
    const response = await apiFetch('/api/registrations/lookup/HS2611-0000-0000');
    expect(response.status).toBe(428);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(refusal({ not: 'a challenge' }));
    expect((await apiFetch('/api/registrations/lookup/HS2611-0000-0000')).status).toBe(428);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
