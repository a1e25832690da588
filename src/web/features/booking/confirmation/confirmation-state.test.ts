import { describe, expect, it } from 'vitest';
import { autoConfirmRequestFor, confirmationViewOf } from './confirmation-state';

const pending = {
  status: 'pending_payment',
  amountDue: '128.62',
  partnerPaid: '0.00',
  isFromPartner: false,
  transactionId: null,
  paymentDueAt: '2026-11-23T01:00:00.000Z',
};

const page = { showPayment: false, paymentClosed: false };

describe('automatic confirmation (spec 001 §4)', () => {
  it("asks for 'paid' with 'Paid via WhiteCoat' when the partner prepaid the whole total", () => {
    expect(
      autoConfirmRequestFor({ ...pending, amountDue: '0.00', partnerPaid: '128.62', isFromPartner: true }),
    ).toEqual({
      kind: 'status',
      body: { status: 'paid', transactionId: 'Paid via WhiteCoat' },
    });
  });

  it('asks for the partner confirmation of a pending partner booking, a partner payment or a zero balance', () => {
    expect(autoConfirmRequestFor({ ...pending, isFromPartner: true })).toEqual({ kind: 'partner-confirm' });
    expect(autoConfirmRequestFor({ ...pending, partnerPaid: '50.00', amountDue: '165.82' })).toEqual({
      kind: 'partner-confirm',
    });
    expect(autoConfirmRequestFor({ ...pending, amountDue: '0.00' })).toEqual({ kind: 'partner-confirm' });
  });

  it('asks nothing for an ordinary booking with a balance, nor for one that is no longer pending', () => {
    expect(autoConfirmRequestFor(pending)).toBeNull();
    expect(autoConfirmRequestFor({ ...pending, status: 'paid', amountDue: '0.00', partnerPaid: '128.62' })).toBeNull();
    expect(autoConfirmRequestFor({ ...pending, status: 'cancelled', isFromPartner: true })).toBeNull();
  });
});

describe('confirmation page view', () => {
  it("shows 'Booking Received' with the payment form and the deadline while a balance is due", () => {
    expect(confirmationViewOf(pending, page)).toEqual({
      title: 'Booking Received',
      tone: 'pending',
      isPending: true,
      balanceDue: '128.62',
      hasBalance: true,
      canConfirm: false,
      showPaymentForm: true,
      paymentDueLabel: 'Mon, 23 Nov 2026, 9:00 AM',
    });
  });

  it("shows 'Booking Confirmed' once paid, completed or confirmed, without form or button", () => {
    for (const status of ['paid', 'completed', 'confirmed']) {
      const view = confirmationViewOf({ ...pending, status, amountDue: '0.00', transactionId: 'sim_1' }, page);
      expect(view).toMatchObject({
        title: 'Booking Confirmed',
        tone: 'settled',
        canConfirm: false,
        showPaymentForm: false,
      });
      expect(view.paymentDueLabel).toBeNull();
    }
  });

  it("offers 'Confirm Booking' only with nothing left to pay while still pending and unpaid", () => {
    expect(confirmationViewOf({ ...pending, amountDue: '0.00' }, page).canConfirm).toBe(true);
    expect(confirmationViewOf({ ...pending, amountDue: '-5.00' }, page).canConfirm).toBe(true);
    expect(confirmationViewOf({ ...pending, amountDue: '0.00', transactionId: 'WC-PREPAID-HS' }, page).canConfirm).toBe(
      false,
    );
    expect(confirmationViewOf({ ...pending, amountDue: '0.01' }, page).canConfirm).toBe(false);
    expect(confirmationViewOf({ ...pending, status: 'paid', amountDue: '0.00' }, page).canConfirm).toBe(false);
  });

  it('shows the payment form for showPayment=true only while pending, and not after Cancel', () => {
    const zero = { ...pending, amountDue: '0.00' };
    expect(confirmationViewOf(zero, page).showPaymentForm).toBe(false);
    expect(confirmationViewOf(zero, { ...page, showPayment: true }).showPaymentForm).toBe(true);
    expect(confirmationViewOf({ ...zero, status: 'paid' }, { ...page, showPayment: true }).showPaymentForm).toBe(false);
    expect(confirmationViewOf(pending, { showPayment: true, paymentClosed: true }).showPaymentForm).toBe(false);
  });

  it('shows a cancelled or expired booking as closed, with nothing to pay', () => {
    expect(confirmationViewOf({ ...pending, status: 'cancelled' }, page)).toMatchObject({
      title: 'Booking Cancelled',
      tone: 'closed',
      balanceDue: '0.00',
      hasBalance: false,
      showPaymentForm: false,
      paymentDueLabel: null,
    });
    expect(confirmationViewOf({ ...pending, status: 'expired' }, page).title).toBe('Booking Released');
  });
});
