import { addPaymentRow, NO_PAYMENT_ROWS, type PaymentFacts, paymentStateOf } from '@domain/payments/state';
import { describe, expect, it } from 'vitest';

const facts = (
  overrides: Partial<Omit<PaymentFacts, 'rows'>> & { rows?: Partial<PaymentFacts['rows']> } = {},
): PaymentFacts => ({
  status: 'pending_payment',
  totalAmount: '215.82',
  partnerPaid: '0.00',
  ...overrides,
  rows: { ...NO_PAYMENT_ROWS, ...overrides.rows },
});

describe('the payment state of an order', () => {
  it('is Unpaid while nothing is paid, Paid once a charge is kept', () => {
    expect(paymentStateOf(facts())).toBe('unpaid');
    expect(paymentStateOf(facts({ status: 'paid', rows: { settled: 21582 } }))).toBe('paid');
  });

  it('is Refunded when every charge was given back, Refund pending while one is owed', () => {
    expect(paymentStateOf(facts({ status: 'cancelled', rows: { refunded: 21582 } }))).toBe('refunded');
    expect(paymentStateOf(facts({ status: 'cancelled', rows: { refundPending: 21582 } }))).toBe('refund_pending');
  });

  it('is Partly refunded when the partner prepayment stays and the card charge was given back', () => {
    expect(paymentStateOf(facts({ status: 'cancelled', partnerPaid: '50.00', rows: { refunded: 16582 } }))).toBe(
      'partly_refunded',
    );
  });

  it('stays Paid when a second charge was given back and the first covers the total', () => {
    expect(paymentStateOf(facts({ status: 'paid', rows: { settled: 21582, refunded: 21582 } }))).toBe('paid');
  });

  it('names the partner prepayment, also once cancelled, and the balance still due', () => {
    expect(paymentStateOf(facts({ status: 'paid', totalAmount: '128.62', partnerPaid: '128.62' }))).toBe(
      'partner_prepaid',
    );
    expect(paymentStateOf(facts({ status: 'cancelled', partnerPaid: '50.00' }))).toBe('partner_prepaid');
    expect(paymentStateOf(facts({ partnerPaid: '50.00' }))).toBe('balance_due');
  });

  it('is Pay on the day for the older flow, Nothing to pay for a free booking', () => {
    expect(paymentStateOf(facts({ status: 'confirmed' }))).toBe('pay_on_the_day');
    expect(paymentStateOf(facts({ status: 'completed' }))).toBe('pay_on_the_day');
    expect(paymentStateOf(facts({ status: 'paid', totalAmount: '0.00' }))).toBe('nothing_to_pay');
  });

  it('is Payment in doubt while a payment has no recorded outcome, before anything else', () => {
    expect(paymentStateOf(facts({ rows: { openCount: 1, refunded: 100 } }))).toBe('payment_in_doubt');
  });

  it('is Unpaid for a closed booking that took no money', () => {
    expect(paymentStateOf(facts({ status: 'expired' }))).toBe('unpaid');
    expect(paymentStateOf(facts({ status: 'cancelled' }))).toBe('unpaid');
  });

  it('sums payment rows by outcome; declined and failed ones took nothing', () => {
    let totals = addPaymentRow(NO_PAYMENT_ROWS, { status: 'declined', amount: '10.00' });
    totals = addPaymentRow(totals, { status: 'settled', amount: '10.00' });
    totals = addPaymentRow(totals, { status: 'unknown', amount: '30.00', n: 2 });
    expect(totals).toEqual({ settled: 1000, refunded: 0, refundPending: 0, openCount: 2 });
  });
});
