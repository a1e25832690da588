import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  bookOffer,
  declineOffer,
  fieldErrorsOf,
  joinWaitlist,
  leaveWaitlist,
  sendNewWaitlistCode,
  verifyWaitlistCode,
} from './api';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, data: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
    Response.json(status < 400 ? { success: true, data } : data, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the waitlist calls', () => {
  it('joins with a POST carrying its Idempotency-Key', async () => {
    const fetchMock = stubFetch(201, { id: 4, position: 2, leaveToken: 't' });
    const request = { eventId: 1 } as Parameters<typeof joinWaitlist>[0];
    expect(await joinWaitlist(request, 'key-1')).toEqual({ id: 4, position: 2, leaveToken: 't' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/waitlist');
    expect(init?.method).toBe('POST');
    expect(((init?.headers ?? {}) as Record<string, string>)['Idempotency-Key']).toBe('key-1');
    expect(init?.body).toBe(JSON.stringify(request));
  });

  it('leaves with a DELETE whose token is in X-Waitlist-Token, never in the address', async () => {
    const fetchMock = stubFetch(200, { id: 4, status: 'left' });
    await leaveWaitlist(4, 'secret-token');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/waitlist/4');
    expect(url).not.toContain('secret-token');
    expect(init?.method).toBe('DELETE');
    expect(((init?.headers ?? {}) as Record<string, string>)['X-Waitlist-Token']).toBe('secret-token');
  });

  it('sends the code, and asks for a new one, with the token in X-Waitlist-Token, never in the address', async () => {
    const fetchMock = stubFetch(200, { id: 4, verified: true });
    expect(await verifyWaitlistCode(4, 'secret-token', '123456')).toEqual({ id: 4, verified: true });
    await sendNewWaitlistCode(4, 'secret-token');
    const [verifyUrl, verifyInit] = fetchMock.mock.calls[0]!;
    const [resendUrl, resendInit] = fetchMock.mock.calls[1]!;
    expect(verifyUrl).toBe('/api/waitlist/4/verify');
    expect(verifyInit?.method).toBe('POST');
    expect(verifyInit?.body).toBe(JSON.stringify({ code: '123456' }));
    expect(resendUrl).toBe('/api/waitlist/4/verify/resend');
    expect(resendInit?.body).toBeUndefined();
    for (const init of [verifyInit, resendInit]) {
      expect(((init?.headers ?? {}) as Record<string, string>)['X-Waitlist-Token']).toBe('secret-token');
    }
  });

  it("books and declines at the offer's token", async () => {
    const fetchMock = stubFetch(201, { status: 'declined' });
    await bookOffer('tok/en', { participants: [], privacyConsent: true, smsReminders: false });
    await declineOffer('tok/en');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/waitlist/offers/tok%2Fen/book',
      '/api/waitlist/offers/tok%2Fen/decline',
    ]);
  });

  it("reads a 400's field errors by path", () => {
    const error = new ApiError(400, 'Invalid', {
      success: false,
      message: 'Invalid',
      errors: [
        { path: 'dateTo', message: 'Too early' },
        { path: 'participants.0.firstName', message: 'Name' },
      ],
    });
    expect(fieldErrorsOf(error)).toEqual({ dateTo: 'Too early', 'participants.0.firstName': 'Name' });
    expect(fieldErrorsOf(new ApiError(409, 'Duplicate'))).toEqual({});
  });
});
