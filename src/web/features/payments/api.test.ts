import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchClientToken, processCardPayment, recordPayment } from './api';
import { paymentSuccessDescription } from './use-card-payment';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('payment calls', () => {
  it('reads the client token beside success, not under data', async () => {
    stubFetch(200, { success: true, token: 'test-abc', testMode: true });
    await expect(fetchClientToken()).resolves.toEqual({ success: true, token: 'test-abc', testMode: true });
  });

  it('sends the nonce and the balance shown, and returns the outcome', async () => {
    const outcome = { transactionId: 'sim_1', amount: '128.62', status: 'paid', cardDiscountAmount: '0.00' };
    const fetchMock = stubFetch(200, {
      success: true,
      data: outcome,
      transactionId: 'sim_1',
      message: 'Payment Successful',
    });
    const request = {
      registrationId: '3f1f6f0e-1d2b-4a51-9f43-0b1e7e1c2d3a',
      nonce: 'sim_411111_1111_visa',
      deviceData: null,
      paymentType: 'CreditCard',
      paymentDetails: { cardType: 'Visa', lastFour: '1111' },
      amount: '128.62',
    };
    await expect(processCardPayment(request)).resolves.toEqual(outcome);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payments/process');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it('reports the payment on the booking addressed by its id', async () => {
    const fetchMock = stubFetch(200, { success: true, data: { id: 'a/b', status: 'paid', transactionId: 'sim_1' } });
    await recordPayment('a/b', { transactionId: 'sim_1', amount: '128.62', method: 'card' });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/registrations/a%2Fb/payment');
  });

  it("raises the server's decline as an ApiError with its message", async () => {
    const message = 'Your card was declined (Do Not Honor). Please try another card.';
    stubFetch(402, { success: false, message });
    await expect(
      processCardPayment({ registrationId: 'x', nonce: 'n', amount: '1.00', paymentType: 'CreditCard' }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 402, message });
  });
});

describe('payment success text', () => {
  it('names the amount charged, and the card offer saving when there was one', () => {
    const outcome = { transactionId: 't', amount: '115.76', status: 'paid' as const, cardDiscountAmount: '0.00' };
    expect(paymentSuccessDescription(outcome)).toBe('Your card was charged $115.76.');
    expect(paymentSuccessDescription({ ...outcome, cardDiscountAmount: '12.86' })).toBe(
      'Your card was charged $115.76. Your card offer saved you $12.86.',
    );
  });
});
