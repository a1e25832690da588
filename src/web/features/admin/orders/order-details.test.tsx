import type { AdminRegistrationDetails } from '@domain/orders/schemas';
import { formatCurrency } from '@domain/shared/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderDetails } from './order-details-dialog';
import { registration } from './order-details-fixtures';

function render(details: AdminRegistrationDetails) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <OrderDetails registration={details} />
    </QueryClientProvider>,
  );
  // A button's accessible name: its text with the tags (the screen-reader-only part) taken out.
  const buttons = [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) =>
    (inner ?? '').replace(/<[^>]+>/g, ''),
  );
  return { html, buttons };
}

describe('the ID numbers of the order details', () => {
  it('show masked, with one Show button per person naming whose number it is', () => {
    const { html, buttons } = render(registration());
    expect(html).toContain('*****567D');
    expect(html).toContain('*****678H');
    expect(buttons).toEqual(['Show ID number of Mei Tan', 'Show ID number of Ahmad Rahman']);
    expect(html).not.toContain('Personal data erased');
  });

  it('once erased, say when in place of the Show buttons', () => {
    const erased = registration({
      erasedAt: '2026-11-25T16:30:00.000Z',
      identificationNumber: '',
      participants: registration().participants.map((person) => ({ ...person, identificationNumber: '' })),
    });
    const { html, buttons } = render(erased);
    // 00:30 on 26 Nov in Singapore.
    expect(html).toContain('Personal data erased on 26/11/2026');
    expect(buttons).toEqual([]);
  });

  it('offer no Show for a person without a number', () => {
    const details = registration();
    const { buttons } = render({
      ...details,
      participants: details.participants.map((person) =>
        person.isPrimary ? person : { ...person, identificationNumber: '' },
      ),
    });
    expect(buttons).toEqual(['Show ID number of Mei Tan']);
  });
});

describe('the payment of the order details', () => {
  it('shows the one payment state and every charge and refund with its method, time and reference', () => {
    const { html } = render(
      registration({
        status: 'cancelled',
        paymentState: 'refunded',
        paymentHistory: [
          {
            kind: 'charge',
            amount: '344.44',
            method: 'Visa ending 1111',
            at: '2026-11-21T02:05:00.000Z',
            reference: 'sim_txn_1',
            note: null,
          },
          {
            kind: 'refund',
            amount: '344.44',
            method: 'Visa ending 1111',
            at: '2026-11-22T03:00:00.000Z',
            reference: 'sim_refund_1',
            note: null,
          },
        ],
      }),
    );
    expect(html).toContain('Refunded');
    expect(html).not.toContain('>Unpaid<');
    expect(html).toContain('Charged');
    expect(html).toContain('sim_txn_1');
    expect(html).toContain('sim_refund_1');
    expect(html).toContain('Visa ending 1111');
    expect(html).toContain(`−${formatCurrency('344.44')}`);
  });

  it('says so when no payment is recorded', () => {
    expect(render(registration({ paymentState: 'unpaid', paymentHistory: [] })).html).toContain('No payment recorded.');
  });

  it('marks an order without a visit address as Address needed', () => {
    const { html } = render(registration({ address: null, postalCode: null, addressNeeded: true }));
    expect(html).toContain('Address needed');
    expect(html).toContain('Not provided');
    expect(render(registration()).html).not.toContain('Address needed');
  });
});
