import type { PartnerBookingView } from '@domain/payments/schemas';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { enterWithPartnerCode, PartnerEntryError, partnerEntryFailureMessage } from './partner-entry';

const booking: PartnerBookingView = {
  bookingCode: '100000000001',
  name: 'Tan Wei Ming',
  email: 'weiming.tan@example.com',
  nric: 'S7512346I',
  dateOfBirth: '1975-03-14',
  contact: '91234567',
  address: { postalCode: '238801', unitNumber: '#12-05', street: '391 Orchard Road' },
  packageInfo: { amount: '128.62', isPaid: true, name: 'Premium Health Screening', systemPackageName: 'Premium' },
  autoSelectPackage: true,
};

const refusal = (status: number, message: string) => new ApiError(status, message, { success: false, message });

function calls(overrides: Partial<Parameters<typeof enterWithPartnerCode>[1]> = {}) {
  return {
    fetchBooking: vi.fn(async () => booking),
    createReferral: vi.fn(async () => ({ id: 3 })),
    ...overrides,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return partnerEntryFailureMessage(error);
  }
  throw new Error('expected a failure');
}

describe('entry with a partner booking code', () => {
  it('fetches the booking, records the referral and returns the data to store', async () => {
    const api = calls();
    const data = await enterWithPartnerCode('100000000001', api);
    expect(api.fetchBooking).toHaveBeenCalledWith('100000000001');
    expect(api.createReferral).toHaveBeenCalledWith('100000000001');
    expect(data).toMatchObject({ firstName: 'Tan', lastName: 'Wei Ming', referenceId: 3, isPaidInWhitecoat: true });
  });

  it('refuses a missing code or one that is not 12-16 digits without asking the server', async () => {
    const api = calls();
    expect(await failureOf(enterWithPartnerCode(undefined, api))).toBe(
      'Invalid URL. Please check the link and try again.',
    );
    for (const code of ['123', '12345678901', '12345678901234567', '10000000000a']) {
      expect(await failureOf(enterWithPartnerCode(code, api))).toBe(
        'Invalid booking code format. The code should be 12-16 digits.',
      );
    }
    expect(api.fetchBooking).not.toHaveBeenCalled();
  });

  it("shows the server's own message when it refuses the code, and records no referral", async () => {
    for (const [status, message] of [
      [404, 'We could not find a booking with this code. Please check the link and try again.'],
      [409, 'This booking code has already been used for a booking.'],
      [503, 'Failed to validate booking code. Please try again.'],
    ] as const) {
      const api = calls({ fetchBooking: vi.fn(async () => Promise.reject(refusal(status, message))) });
      expect(await failureOf(enterWithPartnerCode('999999999999', api))).toBe(message);
      expect(api.createReferral).not.toHaveBeenCalled();
    }
  });

  it('falls back to the spec texts when no server message arrives', async () => {
    const offline = calls({ fetchBooking: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await failureOf(enterWithPartnerCode('100000000001', offline))).toBe(
      'Failed to validate booking code. Please try again.',
    );
    const noReferral = calls({ createReferral: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    expect(await failureOf(enterWithPartnerCode('100000000001', noReferral))).toBe(
      'Failed to create registration. Please try again.',
    );
    const badGateway = calls({
      createReferral: vi.fn(async () => Promise.reject(new ApiError(502, '502: Bad Gateway'))),
    });
    expect(await failureOf(enterWithPartnerCode('100000000001', badGateway))).toBe(
      'Failed to create registration. Please try again.',
    );
  });

  it('calls anything else unexpected', async () => {
    const noId = calls({ createReferral: vi.fn(async () => ({}) as { id: number }) });
    expect(await failureOf(enterWithPartnerCode('100000000001', noId))).toBe(
      'An unexpected error occurred. Please try again later.',
    );
    expect(partnerEntryFailureMessage(new Error('storage full'))).toBe(
      'An unexpected error occurred. Please try again later.',
    );
    expect(partnerEntryFailureMessage(new PartnerEntryError('x'))).toBe('x');
  });
});
