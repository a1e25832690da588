import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { appointmentStateOf, lookupErrorMessage } from './appointment-state';

const booking = {
  status: 'pending_payment',
  canSelfServe: true,
  clinicContactMessage: null,
  changeCutoffAt: '2026-11-22T01:00:00.000Z',
};

describe('what the cancel page offers', () => {
  it('offers cancel and reschedule before the cut-off, saying until when (Singapore time)', () => {
    expect(appointmentStateOf(booking)).toEqual({ kind: 'open', cutoffLabel: 'Sun, 22 Nov 2026, 9:00 AM' });
  });

  it("writes the cut-off in the page's language", () => {
    const state = appointmentStateOf(booking, 'zh');
    expect(state.kind === 'open' && state.cutoffLabel).toContain('2026年11月22日');
  });

  it('offers nothing more for a cancelled booking', () => {
    expect(appointmentStateOf({ ...booking, status: 'cancelled', canSelfServe: false })).toEqual({ kind: 'cancelled' });
  });

  it("gives the clinic's contact inside the cut-off", () => {
    const message = 'Appointments can be changed or cancelled online up to 24 hours before the visit.';
    expect(appointmentStateOf({ ...booking, canSelfServe: false, clinicContactMessage: message })).toEqual({
      kind: 'cut-off',
      message,
    });
  });

  it('offers nothing for a booking that can no longer change (expired, past)', () => {
    expect(appointmentStateOf({ ...booking, status: 'expired', canSelfServe: false })).toEqual({ kind: 'closed' });
  });
});

describe('look-up failures', () => {
  it("says 'not found' for a 404 and 'failed' for anything else", () => {
    expect(lookupErrorMessage(new ApiError(404, 'Registration not found'))).toBe(
      'Registration not found. Please check your reference number and try again.',
    );
    expect(lookupErrorMessage(new ApiError(429, 'Too many requests'))).toBe(
      'Failed to lookup registration. Please try again later.',
    );
    expect(lookupErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to lookup registration. Please try again later.',
    );
  });
});
