import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsQueryKey } from '@/features/events';
import { eventQueryOptions, validateDiscount } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('booking queries', () => {
  it("keeps the event detail under the events feature's list key, so the refresh after a booking covers it", () => {
    expect(eventQueryOptions('home-health-screening').queryKey).toEqual([...eventsQueryKey, 'home-health-screening']);
  });
});

describe('discount validation request', () => {
  it('says whether the customer is a verified member (AIA or Vitality) as isMember', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Response.json({
        success: true,
        data: {
          code: 'WELCOME10',
          discountAmount: '30.02',
          type: 'percentage',
          value: '10',
          description: null,
          discountIdentifierId: 1,
        },
      });
    });
    await validateDiscount({ code: 'WELCOME10', subtotal: '300.20', isMember: true });
    expect(bodies).toEqual([{ code: 'WELCOME10', subtotal: '300.20', isMember: true }]);
  });
});
