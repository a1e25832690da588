import { PRICE_CHANGED_MESSAGE } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { priceWizardBooking } from '../pricing/booking-pricing';
import { bookingFailure, NETWORK_FAILURE_MESSAGE } from './booking-failure';
import {
  initialWizardState,
  memberBadgeLabel,
  membershipOf,
  type WizardState,
  wizardReducer,
} from './use-booking-wizard';

const packages = [{ id: 1, name: 'Premium', description: null, price: '118.00', aiaPrice: '106.20' }];

function priceChanged(data: { isMember: boolean; totalAmount: string }) {
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
  return priceChange ? wizardReducer(state, { type: 'serverMembership', isMember: priceChange.isMember }) : state;
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
      priceChange: { isMember: true, totalAmount: '115.76' },
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
      description: NETWORK_FAILURE_MESSAGE,
      isRefused: false,
      priceChange: null,
    });
  });
});
