import { PAYMENT_IN_DOUBT_TEXT } from '@domain/payments/doubt-messages';
import type { AdminCardPayment } from '@domain/payments/doubt-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardPaymentList, PaymentsInDoubtList } from './card-payments';

const payment = (overrides: Partial<AdminCardPayment>): AdminCardPayment => ({
  id: 1,
  status: 'settled',
  amount: '128.62',
  gateway: 'simulated',
  card: 'Visa ending 1111',
  transactionId: 'sim_0123456789abcdef',
  createdAt: '2026-11-21T02:00:00.000Z',
  inDoubt: false,
  ...overrides,
});

function render(payments: AdminCardPayment[]) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <PaymentsInDoubtList registrationId="r1" referenceNumber="HS2611-0607-1234" payments={payments} />
      <CardPaymentList payments={payments} />
    </QueryClientProvider>,
  );
  const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, text]) => text);
  return { html, buttons };
}

describe('the card payments of an order', () => {
  it('offer "Check with gateway" and "Mark as failed" for a payment in doubt, with what it means', () => {
    const { html, buttons } = render([
      payment({ id: 2, status: 'unknown', transactionId: null, inDoubt: true }),
      payment({ id: 1, status: 'declined', card: 'Visa ending 0002', transactionId: null }),
    ]);
    expect(buttons).toEqual([PAYMENT_IN_DOUBT_TEXT.check, PAYMENT_IN_DOUBT_TEXT.markFailed]);
    expect(html).toContain(PAYMENT_IN_DOUBT_TEXT.inDoubtTitle);
    expect(html).toContain('Outcome unknown');
    expect(html).toContain('Declined');
    expect(html).toContain('21/11/2026, 10:00 AM');
    expect(html).toContain('$128.62');
  });

  it('offer nothing for payments whose outcome is known, or still being processed', () => {
    const { html, buttons } = render([
      payment({ id: 3, status: 'processing', transactionId: null }),
      payment({ id: 2, status: 'settled' }),
      payment({ id: 1, status: 'failed', transactionId: null }),
    ]);
    expect(buttons).toEqual([]);
    expect(html).not.toContain(PAYMENT_IN_DOUBT_TEXT.inDoubtTitle);
    expect(html).toContain('sim_0123456789abcdef');
    expect(html).toContain('Processing');
  });
});
