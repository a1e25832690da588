import { API_KEY_DESCRIPTION_MESSAGE, UPDATED_SINCE_MESSAGE } from '@domain/api-keys/messages';
import { apiKeyFormSchema, apiRegistrationListQuerySchema } from '@domain/api-keys/schemas';
import { EVENT_REQUIRED_MESSAGE, POSTAL_CODE_MESSAGE } from '@domain/bookings/messages';
import {
  CODE_COUNT_MESSAGE,
  DISCOUNT_NAME_REQUIRED_MESSAGE,
  DISCOUNT_PERCENTAGE_MAX_MESSAGE,
  DISCOUNT_VALUE_REQUIRED_MESSAGE,
  END_DATE_BEFORE_START_MESSAGE,
  IDENTIFIER_LENGTH_MESSAGE,
  IDENTIFIER_PREFIX_CHARACTERS_MESSAGE,
  IDENTIFIER_PREFIX_REQUIRED_MESSAGE,
} from '@domain/discounts/messages';
import { discountFormSchema, exampleIdentifier, generateIdentifiersRequestSchema } from '@domain/discounts/schemas';
import { runSheetQuerySchema } from '@domain/run-sheet/schemas';
import { POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE } from '@domain/timeslots/messages';
import { adminTimeslotSearchSchema } from '@domain/timeslots/schemas';
import { describe, expect, it } from 'vitest';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

/** Ticks that let every customer redeem a promo or bin discount (without them an active one is refused). */
const everyone = { applicableForAIA: true, applicableForRetail: true };

describe('the discount form', () => {
  it('refuses a body that is not an object without throwing', () => {
    for (const body of [null, [], 'discount', 7]) expect(discountFormSchema.safeParse(body).success).toBe(false);
  });

  it('requires a name and a value, word for word', () => {
    const result = discountFormSchema.safeParse({ name: ' ', value: '' });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([DISCOUNT_NAME_REQUIRED_MESSAGE, DISCOUNT_VALUE_REQUIRED_MESSAGE]),
    );
  });

  it('requires a prefix for promo discounts and upper-cases it', () => {
    expect(
      messagesOf(discountFormSchema.safeParse({ name: 'X', value: '5', discountType: 'promo', ...everyone })),
    ).toEqual([IDENTIFIER_PREFIX_REQUIRED_MESSAGE]);
    const parsed = discountFormSchema.parse({
      name: 'X',
      value: '5',
      discountType: 'promo',
      identifierPrefix: 'xmas-',
      ...everyone,
    });
    expect(parsed.identifierPrefix).toBe('XMAS-');
    expect(parsed.identifierLength).toBe(6);
    expect(
      messagesOf(
        discountFormSchema.safeParse({
          name: 'X',
          value: '5',
          discountType: 'promo',
          identifierPrefix: 'a b',
          ...everyone,
        }),
      ),
    ).toEqual([IDENTIFIER_PREFIX_CHARACTERS_MESSAGE]);
  });

  it('takes an identifier length from 1 to 16', () => {
    const base = { name: 'X', value: '5', discountType: 'promo', identifierPrefix: 'P', ...everyone };
    expect(discountFormSchema.parse({ ...base, identifierLength: '16' }).identifierLength).toBe(16);
    expect(messagesOf(discountFormSchema.safeParse({ ...base, identifierLength: 17 }))).toEqual([
      IDENTIFIER_LENGTH_MESSAGE,
    ]);
    expect(messagesOf(discountFormSchema.safeParse({ ...base, identifierLength: 0 }))).toEqual([
      IDENTIFIER_LENGTH_MESSAGE,
    ]);
  });

  it('drops the prefix of a non-promo discount, limits whose toggle is off, and empty texts', () => {
    const parsed = discountFormSchema.parse({
      name: 'Card offer',
      value: 12.5,
      discountType: 'bin',
      discountValueType: 'amount',
      identifierPrefix: 'ABC',
      lineItemLabel: '',
      description: '',
      limitRedemption: false,
      maxRedemptions: 5,
      limitBinRedemption: true,
      maxBinRedemptions: '3',
      ...everyone,
    });
    expect(parsed).toMatchObject({
      value: '12.50',
      identifierPrefix: null,
      identifierLength: null,
      lineItemLabel: null,
      description: null,
      maxRedemptions: null,
      maxBinRedemptions: 3,
    });
  });

  it('reads a date picker ISO date-time as its Singapore date and refuses an end before the start', () => {
    const parsed = discountFormSchema.parse({
      name: 'X',
      value: '5',
      startDate: '2026-11-30T16:00:00.000Z',
      endDate: '2026-12-31',
    });
    expect(parsed.startDate).toBe('2026-12-01');
    expect(parsed.endDate).toBe('2026-12-31');
    expect(
      messagesOf(
        discountFormSchema.safeParse({ name: 'X', value: '5', startDate: '2026-12-02', endDate: '2026-12-01' }),
      ),
    ).toEqual([END_DATE_BEFORE_START_MESSAGE]);
  });

  it('refuses a percentage over 100', () => {
    expect(messagesOf(discountFormSchema.safeParse({ name: 'X', value: '100.01' }))).toEqual([
      DISCOUNT_PERCENTAGE_MAX_MESSAGE,
    ]);
    expect(discountFormSchema.parse({ name: 'X', value: '100' }).value).toBe('100.00');
  });

  it('makes an example code of the prefix (or PROMO) and the length', () => {
    expect(exampleIdentifier('', 4, () => 0)).toBe('PROMOAAAA');
    expect(exampleIdentifier('xmas', 2, () => 0.999)).toBe('XMAS99');
  });
});

describe('the other admin requests', () => {
  it('counts codes from 1 to 1000, 10 by default', () => {
    expect(generateIdentifiersRequestSchema.parse({}).count).toBe(10);
    expect(generateIdentifiersRequestSchema.parse({ count: '1000' }).count).toBe(1000);
    for (const count of [0, 1001, 2.5, 'ten', -1]) {
      expect(messagesOf(generateIdentifiersRequestSchema.safeParse({ count }))).toEqual([CODE_COUNT_MESSAGE]);
    }
  });

  it('searches timeslots by event and a postal code or a date', () => {
    expect(messagesOf(adminTimeslotSearchSchema.safeParse({ postalCode: '238801' }))).toEqual([EVENT_REQUIRED_MESSAGE]);
    expect(messagesOf(adminTimeslotSearchSchema.safeParse({ eventId: '1' }))).toEqual([
      POSTAL_CODE_OR_DATE_REQUIRED_MESSAGE,
    ]);
    expect(messagesOf(adminTimeslotSearchSchema.safeParse({ eventId: '1', postalCode: '2388' }))).toEqual([
      POSTAL_CODE_MESSAGE,
    ]);
    expect(adminTimeslotSearchSchema.parse({ eventId: '1', postalCode: '', date: '2026-11-23' })).toEqual({
      eventId: 1,
      date: '2026-11-23',
    });
  });

  it('asks an API key description of at least 3 characters', () => {
    expect(messagesOf(apiKeyFormSchema.safeParse({ description: 'ab' }))).toEqual([API_KEY_DESCRIPTION_MESSAGE]);
    expect(apiKeyFormSchema.parse({ description: 'CRM sync' })).toEqual({ description: 'CRM sync', isActive: true });
  });

  it('reads the run sheet and read API queries', () => {
    expect(runSheetQuerySchema.safeParse({ region: 'mars', date: '2026-11-23' }).success).toBe(false);
    expect(apiRegistrationListQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(messagesOf(apiRegistrationListQuerySchema.safeParse({ updatedSince: 'yesterday' }))).toEqual([
      UPDATED_SINCE_MESSAGE,
    ]);
  });
});
