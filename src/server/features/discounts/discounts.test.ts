import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPromoDiscount } from '../../db/factories';
import { NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(() => t.close());

const validate = (payload: object) => t.app.inject({ method: 'POST', url: '/api/discounts/validate', payload });

describe('POST /api/discounts/validate', () => {
  it('accepts WELCOME10 in any case and previews 10% of the subtotal', async () => {
    const res = await validate({ code: ' welcome10 ', subtotal: '118.00' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        code: 'WELCOME10',
        discountAmount: '11.80',
        type: 'percentage',
        value: '10.00',
        description: '10% off your first home screening',
        discountIdentifierId: expect.any(Number),
      },
    });
  });

  it('caps an amount-off code at the subtotal', async () => {
    await createPromoDiscount(t.db, ['FIFTYOFF'], { discountValueType: 'amount', value: '50.00', description: null });
    const { data } = (await validate({ code: 'FIFTYOFF', subtotal: 30 })).json();
    expect(data).toMatchObject({ discountAmount: '30.00', type: 'amount', value: '50.00', description: 'Test promo' });
  });

  it('answers an unknown code with 404', async () => {
    const res = await validate({ code: 'NOPE123', subtotal: 100 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Invalid discount code' });
  });

  it('treats inactive and non-promo discounts as unknown codes', async () => {
    await createPromoDiscount(t.db, ['SLEEPING'], { isActive: false });
    await createPromoDiscount(t.db, ['411111'], { discountType: 'bin' });
    for (const code of ['SLEEPING', '411111']) {
      const res = await validate({ code, subtotal: 100 });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Invalid discount code');
    }
  });

  it('refuses a code with a NUL character with 400', async () => {
    const res = await validate({ code: 'WELCOME\u000010', subtotal: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Text must not contain NUL characters');
  });

  it('asks for a code when it is empty', async () => {
    const res = await validate({ code: '  ', subtotal: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a discount code');
  });

  it('refuses a code whose end date has passed in Singapore', async () => {
    await createPromoDiscount(t.db, ['ENDEDYESTERDAY'], { endDate: '2026-11-20' });
    await createPromoDiscount(t.db, ['ENDSTODAY'], { endDate: '2026-11-21' });
    const expired = await validate({ code: 'ENDEDYESTERDAY', subtotal: 100 });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ success: false, message: 'This discount code has expired' });
    expect((await validate({ code: 'ENDSTODAY', subtotal: 100 })).statusCode).toBe(200);
  });

  it('counts validity dates in Singapore time, not UTC', async () => {
    await createPromoDiscount(t.db, ['ENDED20NOV'], { endDate: '2026-11-20' });
    // 00:30 on 21 Nov in Singapore is still 20 Nov in UTC.
    t.setNow(new Date('2026-11-20T16:30:00Z'));
    const res = await validate({ code: 'ENDED20NOV', subtotal: 100 });
    t.setNow(NOW);
    expect(res.json().message).toBe('This discount code has expired');
  });

  it('refuses a code before its start date', async () => {
    await createPromoDiscount(t.db, ['STARTSTOMORROW'], { startDate: '2026-11-22' });
    const res = await validate({ code: 'STARTSTOMORROW', subtotal: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This discount code is not yet valid');
  });

  it('applies the AIA flag to members and the Retail flag to everyone else', async () => {
    await createPromoDiscount(t.db, ['RETAILONLY'], { applicableForAIA: false });
    await createPromoDiscount(t.db, ['AIAONLY'], { applicableForRetail: false });
    const notApplicable = { success: false, message: 'This discount code is not applicable to this booking' };
    expect((await validate({ code: 'RETAILONLY', subtotal: 100 })).statusCode).toBe(200);
    const retailForMember = await validate({ code: 'RETAILONLY', subtotal: 100, isMember: true });
    expect(retailForMember.statusCode).toBe(400);
    expect(retailForMember.json()).toEqual(notApplicable);
    expect((await validate({ code: 'AIAONLY', subtotal: 100, isMember: true })).statusCode).toBe(200);
    expect((await validate({ code: 'AIAONLY', subtotal: 100 })).json()).toEqual(notApplicable);
  });

  it('refuses a code not meant for health screening', async () => {
    await createPromoDiscount(t.db, ['CHRONICONLY'], {
      applicableForHealthScreening: false,
      applicableForChronic: true,
    });
    const res = await validate({ code: 'CHRONICONLY', subtotal: 100 });
    expect(res.json().message).toBe('This discount code is not applicable to this booking');
  });

  it('refuses a code whose discount or identifier has used up its redemptions', async () => {
    await createPromoDiscount(t.db, ['DISCOUNTUSEDUP'], {
      limitRedemption: true,
      maxRedemptions: 2,
      redemptionCount: 2,
    });
    await createPromoDiscount(t.db, ['SINGLEUSED'], {}, { maxRedemptions: 1, usedCount: 1, isUsed: true });
    for (const code of ['DISCOUNTUSEDUP', 'SINGLEUSED']) {
      const res = await validate({ code, subtotal: 100 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: 'This discount code has reached its redemption limit' });
    }
  });

  it('reads a limit of 0, or a limit that is switched off, as unlimited', async () => {
    await createPromoDiscount(t.db, ['ZEROLIMIT'], { limitRedemption: true, maxRedemptions: 0, redemptionCount: 50 });
    await createPromoDiscount(t.db, ['LIMITOFF'], { limitRedemption: false, maxRedemptions: 1, redemptionCount: 50 });
    await createPromoDiscount(t.db, ['IDZERO'], {}, { maxRedemptions: 0, usedCount: 9 });
    for (const code of ['ZEROLIMIT', 'LIMITOFF', 'IDZERO']) {
      expect((await validate({ code, subtotal: 100 })).statusCode).toBe(200);
    }
  });

  it('refuses a negative or absurd subtotal with 400', async () => {
    expect((await validate({ code: 'WELCOME10', subtotal: -1 })).statusCode).toBe(400);
    expect((await validate({ code: 'WELCOME10', subtotal: 1e300 })).statusCode).toBe(400);
    expect((await validate({ code: 'WELCOME10', subtotal: 'abc' })).statusCode).toBe(400);
  });
});
