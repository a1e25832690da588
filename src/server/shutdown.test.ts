import { describe, expect, it } from 'vitest';
import { BRAINTREE_TIMEOUT_MS, createBraintreeGateway, createSimulatedGateway } from './adapters/payments';
import { shutdownDeadlineMs } from './shutdown';

const braintree = (timeoutMs?: number) =>
  createBraintreeGateway({
    merchantId: 'merchant',
    publicKey: 'public',
    privateKey: 'private',
    environment: 'sandbox',
    timeoutMs,
  });

describe('the shutdown deadline', () => {
  it('is longer than the Braintree time-out, so a card payment under way at a deploy gets its answer', () => {
    const deadline = shutdownDeadlineMs({ test: createSimulatedGateway(), live: braintree() });
    expect(deadline).toBeGreaterThan(BRAINTREE_TIMEOUT_MS);
    // The 10 s it used to be was shorter than the 25 s a sale may wait.
    expect(deadline).toBeGreaterThan(10_000);
  });

  it('is longer than the test gateway time-out without live credentials', () => {
    const test = createSimulatedGateway();
    expect(shutdownDeadlineMs({ test, live: null })).toBeGreaterThan(test.timeoutMs);
  });

  it('follows the slowest gateway', () => {
    expect(shutdownDeadlineMs({ test: createSimulatedGateway(), live: braintree(90_000) })).toBeGreaterThan(90_000);
  });
});
