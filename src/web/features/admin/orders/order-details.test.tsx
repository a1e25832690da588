import type { AdminRegistrationDetails } from '@domain/orders/schemas';
import { formatCurrency } from '@domain/shared/money';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderDetails } from './order-details-dialog';

const registration = (overrides: Partial<AdminRegistrationDetails> = {}): AdminRegistrationDetails => ({
  id: '7d1f6a52-1b8e-4a47-9f0c-2d3c4b5a6e7f',
  referenceNumber: 'HS2611-0607-1234',
  status: 'paid',
  firstName: 'Mei',
  lastName: 'Tan',
  email: 'mei.tan@example.com',
  mobileNumber: '91234567',
  gender: 'female',
  dateOfBirth: '1985-04-12',
  identificationNumber: '*****567D',
  postalCode: '238801',
  unitNumber: '#05-12',
  address: '1 Orchard Road',
  region: 'Central',
  medicalConditions: null,
  createdAt: '2026-11-21T02:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
  cancelledAt: null,
  erasedAt: null,
  privacyNoticeVersion: null,
  consentedAt: null,
  language: 'en',
  preVisit: [],
  eventId: 1,
  eventName: 'Home Based Health Screening',
  timeslotId: 1,
  timeslotDate: '2026-11-28',
  timeslotTime: '09:00',
  packageId: 1,
  packageName: 'Comprehensive',
  packagePrice: '198.00',
  participants: [
    {
      id: null,
      isPrimary: true,
      firstName: 'Mei',
      lastName: 'Tan',
      identificationNumber: '*****567D',
      gender: 'female',
      dateOfBirth: '1985-04-12',
      packageId: 1,
      packageName: 'Comprehensive',
      packagePrice: '198.00',
      originalPrice: null,
    },
    {
      id: 42,
      isPrimary: false,
      firstName: 'Ahmad',
      lastName: 'Rahman',
      identificationNumber: '*****678H',
      gender: 'male',
      dateOfBirth: '1982-02-02',
      packageId: 2,
      packageName: 'Premium',
      packagePrice: '118.00',
      originalPrice: '118.00',
    },
  ],
  personCount: 2,
  subtotal: '316.00',
  volumeDiscount: '0.00',
  discountAmount: '0.00',
  memberDiscountAmount: '0.00',
  cardDiscountAmount: '0.00',
  totalExcludingGst: '316.00',
  gst: '28.44',
  totalIncludingGst: '344.44',
  partnerPaid: '0.00',
  amountDue: '0.00',
  discountCode: null,
  discountName: null,
  paymentMethod: 'card',
  transactionId: null,
  memberType: 'Retail',
  aiaMemberId: null,
  vitalityMembershipNo: null,
  isPaid: true,
  partnerBookingCode: null,
  paymentDueAt: null,
  paymentState: 'paid',
  paymentHistory: [],
  addressNeeded: false,
  ...overrides,
});

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
