import { PRICE_CHANGED_MESSAGE } from '@domain/bookings/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { priceWizardBooking } from '../pricing/booking-pricing';
import { bookingFailure } from './booking-failure';
import {
  initialWizardState,
  memberBadgeLabel,
  membershipOf,
  type WizardState,
  wizardReducer,
} from './use-booking-wizard';

const packages = [{ id: 1, name: 'Premium', description: null, price: '118.00', aiaPrice: '106.20' }];

function priceChanged(data: { isMember: boolean; totalAmount: string; membershipNotChecked?: string | null }) {
  return new ApiError(409, PRICE_CHANGED_MESSAGE, { success: false, message: PRICE_CHANGED_MESSAGE, data });
}

function totalOf(state: WizardState): string {
  return priceWizardBooking({
    packages,
    mainName: 'Mei Ling Tan',
    mainPackageId: state.packageId,
    members: state.members,
    isMember: membershipOf(state).isMember,
    discount: null,
  })!.breakdown.total;
}

/** What the wizard does with a refused booking: the membership part of its onError. */
function applyFailure(state: WizardState, error: unknown): WizardState {
  const { priceChange } = bookingFailure(error);
  return priceChange
    ? wizardReducer(state, {
        type: 'serverMembership',
        isMember: priceChange.isMember,
        notChecked: priceChange.membershipNotChecked ?? null,
      })
    : state;
}

const atReview = (isAiaMember: boolean): WizardState => ({
  ...initialWizardState,
  step: 4,
  packageId: 1,
  verification: { verifiedFor: 'S7654321A|1990-05-15|', isAiaMember, isVitalityMember: false },
});

describe('a refused booking', () => {
  it("toasts 'Booking Failed' with the server's price-changed message and starts a new attempt", () => {
    const failure = bookingFailure(priceChanged({ isMember: true, totalAmount: '115.76' }));
    expect(failure).toEqual({
      title: 'Booking Failed',
      description: PRICE_CHANGED_MESSAGE,
      isRefused: true,
      priceChange: { isMember: true, totalAmount: '115.76', membershipNotChecked: null },
    });
  });

  it("prices the summary with the server's membership so it shows the server's total", () => {
    const member = atReview(false);
    expect(totalOf(member)).toBe('128.62');
    const afterMember = applyFailure(member, priceChanged({ isMember: true, totalAmount: '115.76' }));
    expect(totalOf(afterMember)).toBe('115.76');
    expect(memberBadgeLabel(membershipOf(afterMember))).toBe('Member');

    const notMember = applyFailure(atReview(true), priceChanged({ isMember: false, totalAmount: '128.62' }));
    expect(totalOf(notMember)).toBe('128.62');
    expect(membershipOf(notMember)).toEqual({ isMember: false, isAiaMember: false, isVitalityMember: false });
    expect(memberBadgeLabel(membershipOf(notMember))).toBeNull();
  });

  it('keeps why the server could not check the membership, priced at the standard total, until it is checked again', () => {
    const refused = applyFailure(
      atReview(true),
      priceChanged({ isMember: false, totalAmount: '128.62', membershipNotChecked: 'too-many-checks' }),
    );
    expect(refused.serverNotChecked).toBe('too-many-checks');
    // The summary shows the price Confirm Booking will be charged.
    expect(totalOf(refused)).toBe('128.62');
    // An unknown reason from a newer server is no reason.
    const unknown = applyFailure(
      atReview(true),
      priceChanged({ isMember: false, totalAmount: '128.62', membershipNotChecked: 'x' }),
    );
    expect(unknown.serverNotChecked).toBeNull();
    // Checked again and confirmed: the member price, nothing left to say.
    const checked = wizardReducer(refused, {
      type: 'verified',
      verification: { verifiedFor: 'k', isAiaMember: true, isVitalityMember: false },
    });
    expect(checked.serverNotChecked).toBeNull();
    expect(totalOf(checked)).not.toBe('128.62');
  });

  it("forgets the server's membership once the details are verified again", () => {
    const changed = applyFailure(atReview(false), priceChanged({ isMember: true, totalAmount: '115.76' }));
    const back = wizardReducer(changed, { type: 'goTo', step: 1 });
    expect(membershipOf(back).isMember).toBe(false);
    const verified = wizardReducer(changed, {
      type: 'verified',
      verification: { verifiedFor: 'k', isAiaMember: false, isVitalityMember: false },
    });
    expect(verified.serverIsMember).toBeNull();
  });

  it('leaves the membership alone for other refusals and shows their message', () => {
    for (const error of [
      new ApiError(409, 'This timeslot is fully booked', { success: false, message: 'This timeslot is fully booked' }),
      new ApiError(400, 'Each person in a booking needs a different identification number', {
        success: false,
        message: 'Each person in a booking needs a different identification number',
      }),
    ]) {
      const failure = bookingFailure(error);
      expect(failure).toMatchObject({ title: 'Booking Failed', description: error.message, isRefused: true });
      expect(failure.priceChange).toBeNull();
    }
  });

  it('keeps the Idempotency-Key when the connection was lost, as the booking may have been made', () => {
    expect(bookingFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Booking Failed',
      description: "We couldn't reach our booking service. Please check your connection and try again.",
      isRefused: false,
      priceChange: null,
    });
  });
});
