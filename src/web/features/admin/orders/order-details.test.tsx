import type { AdminRegistrationDetails } from '@domain/orders/schemas';
import { formatCurrency } from '@domain/shared/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffQueryKey } from '../staff/api';
import { assignNurse, canReassign } from './nurse-assignment';
import { OrderDetails } from './order-details-dialog';
import { registration } from './order-details-fixtures';
import { arrivedLate, outcomeText, sentAtText } from './visit-log';

function render(details: AdminRegistrationDetails, queryClient = new QueryClient()) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
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

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const STAFF = [
  { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' },
  { id: 4, username: 'aisha', displayName: 'Aisha Rahman', role: 'nurse' },
  { id: 3, username: 'siti', displayName: 'Siti Nur', role: 'nurse' },
];

function withStaff() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(staffQueryKey, STAFF);
  return queryClient;
}

/** The nurse select's options, the chosen one marked with '*'. */
const nurseOptions = (html: string) =>
  [
    ...(html.match(/<select[^>]*id="order-nurse"[^>]*>(.*?)<\/select>/)?.[1] ?? '').matchAll(
      /<option value="([^"]*)"( selected="")?>(.*?)<\/option>/g,
    ),
  ].map(([, value, selected, label]) => `${selected ? '*' : ''}${value}:${label}`);

describe('the nurse of the order details', () => {
  it('shows the assigned nurse in a select of every nurse and "Unassigned", to reassign the visit', () => {
    const { html } = render(registration(), withStaff());
    expect(html).toMatch(/<dt[^>]*><label for="order-nurse">Nurse<\/label><\/dt>/);
    expect(nurseOptions(html)).toEqual([':Unassigned', '4:Aisha Rahman', '*3:Siti Nur']);
  });

  it('shows "Unassigned" chosen for a visit without a nurse, and the nurse while the list loads', () => {
    expect(nurseOptions(render(registration({ nurse: null }), withStaff()).html)).toEqual([
      '*:Unassigned',
      '4:Aisha Rahman',
      '3:Siti Nur',
    ]);
    expect(nurseOptions(render(registration()).html)).toEqual([':Unassigned', '*3:Siti Nur']);
  });

  it('only names the nurse once the visit is made or cancelled', () => {
    for (const status of ['completed', 'no_show', 'cancelled', 'expired'] as const) {
      expect(canReassign(status)).toBe(false);
      const { html } = render(registration({ status }), withStaff());
      expect(html).not.toContain('id="order-nurse"');
      expect(text(html)).toContain('Nurse Siti Nur');
    }
    expect(text(render(registration({ status: 'cancelled', nurse: null })).html)).toContain('Nurse Unassigned');
    for (const status of ['pending_payment', 'paid', 'confirmed'] as const) expect(canReassign(status)).toBe(true);
  });

  describe('the call', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('PUTs /api/admin/registrations/{id}/nurse with the staff id, or null to unassign, and answers the nurse', async () => {
      const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
        const { staffId } = JSON.parse(String(init?.body)) as { staffId: number | null };
        return Response.json({
          success: true,
          data: { nurse: staffId ? { staffId, displayName: 'Aisha Rahman' } : null },
        });
      });
      vi.stubGlobal('fetch', fetchMock);
      expect(await assignNurse('r 1', 4)).toEqual({ staffId: 4, displayName: 'Aisha Rahman' });
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/registrations/r%201/nurse');
      expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PUT');
      expect(await assignNurse('r1', null)).toBeNull();
      expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ staffId: null });
    });
  });
});

describe('the visit log of the order details', () => {
  const events: AdminRegistrationDetails['visitEvents'] = [
    {
      type: 'on_my_way',
      at: '2026-11-28T00:40:00.000Z',
      receivedAt: '2026-11-28T00:40:02.000Z',
      staffName: 'Siti Nur',
      outcome: null,
    },
    {
      type: 'arrived',
      at: '2026-11-28T01:02:00.000Z',
      receivedAt: '2026-11-28T01:30:00.000Z',
      staffName: 'Siti Nur',
      outcome: null,
    },
    {
      type: 'done',
      at: '2026-11-28T01:45:00.000Z',
      receivedAt: '2026-11-28T01:45:30.000Z',
      staffName: 'Siti Nur',
      outcome: [
        { participantId: 0, name: 'Mei Tan', result: 'screened', note: null },
        { participantId: 42, name: 'Ahmad Rahman', result: 'partly', note: 'No blood taken' },
      ],
    },
  ];

  it('lists each press with its Singapore time and the nurse, "sent at" when it came later, and the outcome of Done', () => {
    const { html } = render(registration({ visitEvents: events }));
    const log = html.match(/<ol[^>]*aria-label="Visit log"[^>]*>(.*?)<\/ol>/)?.[1] ?? '';
    const entries = [...log.matchAll(/<li class="rounded-lg[^"]*">(.*?)<\/li>(?=<li class="rounded-lg|$)/g)].map(
      ([, entry]) => text(entry ?? ''),
    );
    expect(entries).toEqual([
      'On my way 28/11/2026, 8:40 AM · Siti Nur',
      'Arrived 28/11/2026, 9:02 AM · Siti Nur (sent at 9:30 AM)',
      'Done 28/11/2026, 9:45 AM · Siti Nur Mei Tan: Screened Ahmad Rahman: Partly: No blood taken',
    ]);
    expect(log).toContain('<time dateTime="2026-11-28T01:02:00.000Z"');
  });

  it('says so before the nurse has pressed anything', () => {
    expect(render(registration()).html).toContain('Nothing recorded by the nurse yet.');
  });

  it('names every outcome, and the day of a press sent on another day', () => {
    expect(outcomeText({ result: 'screened', note: null })).toBe('Screened');
    expect(outcomeText({ result: 'partly', note: ' No ECG ' })).toBe('Partly: No ECG');
    expect(outcomeText({ result: 'partly', note: null })).toBe('Partly');
    expect(outcomeText({ result: 'refused', note: null })).toBe('Refused');
    expect(outcomeText({ result: 'not_home', note: null })).toBe('Not at home');
    expect(arrivedLate({ at: '2026-11-28T01:00:00Z', receivedAt: '2026-11-28T01:01:00Z' })).toBe(false);
    expect(arrivedLate({ at: '2026-11-28T01:00:00Z', receivedAt: '2026-11-28T01:01:01Z' })).toBe(true);
    expect(sentAtText({ at: '2026-11-28T15:50:00Z', receivedAt: '2026-11-28T16:10:00Z' })).toBe(
      'sent at 29/11/2026, 12:10 AM',
    );
    expect(sentAtText({ at: '2026-11-28T01:00:00Z', receivedAt: '2026-11-28T01:00:30Z' })).toBeNull();
  });
});
