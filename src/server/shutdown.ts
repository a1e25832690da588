import type { PaymentGateway } from './adapters/payments';

/** Time beyond the slowest gateway call for the outcome to be written and the database closed. */
export const SHUTDOWN_MARGIN_MS = 10_000;

/**
 * How long a shutdown waits for in-flight requests and jobs before it exits anyway: longer than the
 * slowest payment gateway's time-out, so a card payment under way when a deploy stops the server gets
 * its answer and records it (a payment cut off is settled later by the reconciliation job, DESIGN §8.2).
 */
export function shutdownDeadlineMs(gateways: { test: PaymentGateway; live: PaymentGateway | null }): number {
  const slowest = Math.max(gateways.test.timeoutMs, gateways.live?.timeoutMs ?? 0);
  return slowest + SHUTDOWN_MARGIN_MS;
}
