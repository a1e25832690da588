import { TIMESLOT_QUERY_MESSAGE } from '@domain/bookings/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '@/lib/api';
import { bookingAttemptFor, discountValidationRequest, type RegistrationRequest, timeslotFailureMessage } from './api';
import { priceWizardBooking } from './pricing/booking-pricing';

afterEach(() => {
  vi.unstubAllGlobals();
});

const packages = [
  { id: 1, name: 'Premium', description: null, price: '118.00', aiaPrice: '106.20' },
  { id: 2, name: 'Comprehensive', description: null, price: '198.00', aiaPrice: '178.20' },
];

const member = (id: string, packageId: number) => ({
  id,
  firstName: 'Wei Jie',
  lastName: 'Tan',
  identificationNumber: `S801234${id}B`,
  dateOfBirth: '1980-03-02',
  gender: 'Male' as const,
  packageId,
});

function breakdownOf(input: {
  members: ReturnType<typeof member>[];
  isMember: boolean;
  discount?: { type: 'percentage' | 'amount'; value: string };
}) {
  return priceWizardBooking({
    packages,
    mainName: 'Mei Ling Tan',
    mainPackageId: 1,
    members: input.members,
    isMember: input.isMember,
    discount: input.discount ?? null,
  })!.breakdown;
}

describe('discount validation request of the review step', () => {
  it('checks the code against the amount after the family bundle discount, as a retail customer', () => {
    // 118 + 198 + 118 = 434.00; three persons 10% off = 390.60
    const breakdown = breakdownOf({ members: [member('1', 2), member('2', 1)], isMember: false });
    expect(discountValidationRequest('WELCOME10', breakdown, false)).toEqual({
      code: 'WELCOME10',
      subtotal: '390.60',
      isMember: false,
    });
  });

  it('says a verified member is one, with the member prices the bundle applies to', () => {
    // 106.20 + 178.20 = 284.40; two persons 5% off = 270.18
    const breakdown = breakdownOf({ members: [member('1', 2)], isMember: true });
    expect(discountValidationRequest('WELCOME10', breakdown, true)).toEqual({
      code: 'WELCOME10',
      subtotal: '270.18',
      isMember: true,
    });
  });

  it('checks an applied code again against the amount before that code, not after it', () => {
    const breakdown = breakdownOf({
      members: [member('1', 2), member('2', 1)],
      isMember: false,
      discount: { type: 'percentage', value: '10' },
    });
    expect(breakdown.afterDiscounts).toBe('351.54');
    expect(discountValidationRequest('WELCOME10', breakdown, false).subtotal).toBe('390.60');
  });
});

describe('timeslot call failure message', () => {
  async function failureOf(response: () => Response | Promise<Response>): Promise<Error> {
    vi.stubGlobal('fetch', async () => response());
    return apiGet('/api/timeslots/postal-code?postalCode=238801&eventId=1').then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: Error) => error,
    );
  }

  it("is the status code and the server's text (spec 000 §8)", async () => {
    const error = await failureOf(() =>
      Response.json({ success: false, message: TIMESLOT_QUERY_MESSAGE }, { status: 400 }),
    );
    expect(timeslotFailureMessage(error)).toBe('400: Postal code and event ID are required');
  });

  it('is the status code and the response text when the answer is not the JSON envelope', async () => {
    const error = await failureOf(() => new Response('Bad Gateway', { status: 502 }));
    expect(timeslotFailureMessage(error)).toBe('502: Bad Gateway');
  });

  it("is the browser's message when no answer came", async () => {
    const error = await failureOf(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(timeslotFailureMessage(error)).toBe('Failed to fetch');
  });
});

describe('booking attempts', () => {
  const request = { eventId: 1, packageId: 1, timeslotId: 9, firstName: 'Mei Ling' } as RegistrationRequest;
  let keys = 0;
  const newKey = () => `key-${++keys}`;

  it('reuse the Idempotency-Key when the same booking is confirmed again, so it is never made twice', () => {
    const first = bookingAttemptFor(null, request, newKey);
    expect(bookingAttemptFor(first, { ...request }, newKey).key).toBe(first.key);
  });

  it('take a new key when the booking changed, or when there is no earlier attempt (a refusal forgets it)', () => {
    const first = bookingAttemptFor(null, request, newKey);
    expect(bookingAttemptFor(first, { ...request, timeslotId: 10 }, newKey).key).not.toBe(first.key);
    expect(bookingAttemptFor(null, request, newKey).key).not.toBe(first.key);
  });
});
