import {
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_LIMIT_REACHED_MESSAGE,
  DISCOUNT_NOT_APPLICABLE_MESSAGE,
  DISCOUNT_NOT_YET_VALID_MESSAGE,
  INVALID_DISCOUNT_CODE_MESSAGE,
} from '@domain/bookings/messages';
import {
  CODE_COUNT_MESSAGE,
  CODES_PROMO_ONLY_MESSAGE,
  CODES_UNAVAILABLE_MESSAGE,
  DISCOUNT_HAS_BOOKINGS_MESSAGE,
  DISCOUNT_NAME_REQUIRED_MESSAGE,
  DISCOUNT_NOT_FOUND_MESSAGE,
  DISCOUNT_USABLE_BY_NOBODY_MESSAGE,
  DISCOUNT_VALUE_REQUIRED_MESSAGE,
  IDENTIFIER_PREFIX_REQUIRED_MESSAGE,
  redemptionsBelowUsedMessage,
} from '@domain/discounts/messages';
import type { DiscountFormInput } from '@domain/discounts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { type AdminApi, type AdminSession, adminApi, freshAddress, signInAdmin } from '../../testing/admin';
import { book, bookingRequest, bookingSetup, NOW, storedRegistration } from '../../testing/bookings';
import { createDiscount, generateDiscountCodes, promoForm } from '../../testing/discounts';
import type { SlotQueue } from '../../testing/slots';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: AdminSession;
let headers: Record<string, string>;
let username: string;
let api: AdminApi;

beforeAll(async () => {
  // NOW is Saturday 21 Nov 2026, 10:00 in Singapore.
  t = await createTestApp({ now: NOW });
  const session = await signInAdmin(t);
  admin = session;
  headers = session.headers;
  username = session.user.username;
  api = adminApi(session, { prefix: '/api/admin' });
});
afterAll(() => t.close());

const validate = (code: string, isMember = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/discounts/validate',
    payload: { code, subtotal: 200, isMember },
    remoteAddress: freshAddress(),
  });

describe('the discounts list and form', () => {
  it('creates a promo discount as the spec shapes it and lists it first', async () => {
    const res = await api('POST', '/discounts', promoForm({ lineItemLabel: '', description: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Discount created');
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Year-end promo',
      lineItemLabel: null,
      description: null,
      discountType: 'promo',
      identifierPrefix: 'XMAS-',
      identifierLength: 6,
      maxRedemptions: null,
      value: '10.00',
      discountValueType: 'percentage',
      identifierCount: 0,
      bookingCount: 0,
      redemptionCount: 0,
    });
    const list = await api('GET', '/discounts');
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0].id).toBe(created.id);
    // The seeded WELCOME10 is there too, with its one code.
    expect(list.json().data.find((d: { name: string }) => d.name !== 'Year-end promo')).toBeDefined();
  });

  it('refuses an invalid form with the spec messages and changes nothing', async () => {
    const before = (await t.db.select().from(discounts)).length;
    const res = await api('POST', '/discounts', promoForm({ name: '', value: '', identifierPrefix: '' }));
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { message: string }[]).map((error) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        DISCOUNT_NAME_REQUIRED_MESSAGE,
        DISCOUNT_VALUE_REQUIRED_MESSAGE,
        IDENTIFIER_PREFIX_REQUIRED_MESSAGE,
      ]),
    );
    expect((await t.db.select().from(discounts)).length).toBe(before);
    for (const payload of [
      {},
      { ...promoForm(), value: 'ten' },
      { ...promoForm(), identifierLength: 40 },
      [promoForm()],
    ]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/admin/discounts', headers, payload });
      expect(bad.statusCode).toBe(400);
    }
    const text = await t.app.inject({ method: 'POST', url: '/api/admin/discounts', headers, payload: 'text' });
    expect(text.statusCode).toBe(415);
  });

  it('refuses an active discount whose codes no customer could use, and changes nothing', async () => {
    const before = (await t.db.select().from(discounts)).length;
    for (const ticks of [
      { applicableForAIA: false, applicableForRetail: false },
      { applicableForHealthScreening: false },
    ]) {
      for (const discountType of ['promo', 'bin'] as const) {
        const res = await api('POST', '/discounts', promoForm({ ...ticks, discountType }));
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(DISCOUNT_USABLE_BY_NOBODY_MESSAGE);
        expect(res.json().errors).toEqual([{ path: 'applicableForAIA', message: DISCOUNT_USABLE_BY_NOBODY_MESSAGE }]);
      }
    }
    expect((await t.db.select().from(discounts)).length).toBe(before);
    // Put right by an edit too: an existing promo cannot be turned into one for nobody.
    const { id } = await createDiscount({ identifierPrefix: 'NOBODY' }, admin);
    const edit = await api(
      'PUT',
      `/discounts/${id}`,
      promoForm({ applicableForAIA: false, applicableForRetail: false }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(DISCOUNT_USABLE_BY_NOBODY_MESSAGE);
    // Deliberately inactive (prepared for later), or not a customer discount at all: saved.
    const inactive = promoForm({ applicableForAIA: false, applicableForRetail: false, isActive: false });
    expect((await api('PUT', `/discounts/${id}`, inactive)).statusCode).toBe(200);
    const internal = promoForm({ applicableForAIA: false, applicableForRetail: false, discountType: '-' });
    expect((await api('POST', '/discounts', internal)).statusCode).toBe(201);
  });

  it('keeps the prefix and length only for promo discounts, and max redemptions only when limited', async () => {
    const bin = await createDiscount(
      {
        discountType: 'bin',
        identifierPrefix: 'IGNORED',
        limitBinRedemption: true,
        maxBinRedemptions: 5,
        maxRedemptions: 9,
      },
      admin,
    );
    expect(bin).toMatchObject({
      identifierPrefix: null,
      identifierLength: null,
      maxRedemptions: null,
      maxBinRedemptions: 5,
    });
  });

  it('updates a discount and records who changed what', async () => {
    const { id } = await createDiscount({}, admin);
    const res = await api('PUT', `/discounts/${id}`, promoForm({ name: 'Renamed', value: '15.5', isActive: false }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Renamed', value: '15.50', isActive: false });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    const update = entries.find((entry) => entry.entity === 'discount' && entry.action === 'update');
    expect(update?.actor).toBe(`admin:${username}`);
    expect(update?.changes).toMatchObject({ before: { name: 'Year-end promo' }, after: { name: 'Renamed' } });
    expect(entries.some((entry) => entry.action === 'create')).toBe(true);
  });

  it('answers 404 for an unknown discount and 400 for an id that is not one', async () => {
    for (const [method, url] of [
      ['PUT', '/discounts/999999'],
      ['DELETE', '/discounts/999999'],
      ['POST', '/discounts/999999/generate-identifiers'],
      ['GET', '/discounts/999999/identifiers'],
      ['GET', '/discounts/999999/identifiers.csv'],
    ] as const) {
      const res = await api(method, url, method === 'PUT' ? promoForm() : method === 'POST' ? { count: 1 } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(DISCOUNT_NOT_FOUND_MESSAGE);
    }
    expect((await api('DELETE', '/discounts/abc')).statusCode).toBe(400);
    expect((await api('DELETE', '/discounts/99999999999')).statusCode).toBe(400);
  });
});

describe('generating codes', () => {
  it('makes the prefix plus random A-Z/0-9 of the set length, unique, in one answer', async () => {
    const { id } = await createDiscount({ identifierPrefix: 'gen_', identifierLength: 8 }, admin);
    const res = await api('POST', `/discounts/${id}/generate-identifiers`, {});
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Codes Generated');
    const codes = res.json().data as { id: number; identifier: string }[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code.identifier).toMatch(/^GEN_[A-Z0-9]{8}$/);
    expect(new Set(codes.map((code) => code.identifier)).size).toBe(10);
    const listed = await api('GET', `/discounts/${id}/identifiers`);
    expect(listed.json().data.map((code: { identifier: string }) => code.identifier)).toEqual(
      codes.map((code) => code.identifier),
    );
    const discount = (await api('GET', '/discounts')).json().data.find((d: { id: number }) => d.id === id);
    expect(discount.identifierCount).toBe(10);
  });

  it('generates 1000 unique codes at once', async () => {
    const { id } = await createDiscount({ identifierPrefix: 'K', identifierLength: 4 }, admin);
    const codes = await generateDiscountCodes(id, 1000, admin);
    expect(codes).toHaveLength(1000);
    expect(new Set(codes.map((code) => code.identifier.toUpperCase())).size).toBe(1000);
    const stored = await t.db.select().from(discountIdentifiers).where(eq(discountIdentifiers.discountId, id));
    expect(stored).toHaveLength(1000);
  });

  it('never repeats a code another discount holds, whatever its case', async () => {
    // Two characters of one letter's space would collide at once without the unique index; with it,
    // every code of the second discount differs from the first's.
    const first = await createDiscount({ identifierPrefix: 'SAME', identifierLength: 2 }, admin);
    const second = await createDiscount({ identifierPrefix: 'same', identifierLength: 2 }, admin);
    const a = await generateDiscountCodes(first.id, 300, admin);
    const b = await generateDiscountCodes(second.id, 300, admin);
    const all = [...a, ...b].map((code) => code.identifier.toUpperCase());
    expect(new Set(all).size).toBe(600);
  });

  it('writes nothing when the prefix and length cannot give that many unused codes', async () => {
    const { id } = await createDiscount({ identifierPrefix: 'TINY', identifierLength: 1 }, admin);
    const res = await api('POST', `/discounts/${id}/generate-identifiers`, { count: 37 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CODES_UNAVAILABLE_MESSAGE);
    await generateDiscountCodes(id, 30, admin);
    const more = await api('POST', `/discounts/${id}/generate-identifiers`, { count: 10 });
    expect(more.statusCode).toBe(409);
    // All 10 or none: the 6 left were not taken either.
    expect(await t.db.select().from(discountIdentifiers).where(eq(discountIdentifiers.discountId, id))).toHaveLength(
      30,
    );
  });

  it('refuses a count outside 1 to 1000 with the spec message, and codes for a discount that is not promo', async () => {
    const { id } = await createDiscount({}, admin);
    for (const count of [0, 1001, 'abc', 1.5]) {
      const res = await api('POST', `/discounts/${id}/generate-identifiers`, { count });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(CODE_COUNT_MESSAGE);
    }
    const other = await createDiscount({ discountType: '-' }, admin);
    const res = await api('POST', `/discounts/${other.id}/generate-identifiers`, { count: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CODES_PROMO_ONLY_MESSAGE);
  });

  it('exports the codes as CSV with formulas escaped', async () => {
    const { id } = await createDiscount(
      {
        name: '=HYPERLINK("http://evil")',
        identifierPrefix: '-',
        identifierLength: 3,
      },
      admin,
    );
    const codes = await generateDiscountCodes(id, 3, admin);
    const res = await api('GET', `/discounts/${id}/identifiers.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="discount-\d+-codes-2026-11-21\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Code,Discount,Times used,Last used at,Created at');
    expect(lines).toHaveLength(4);
    // A code that begins with '-' and a name that begins with '=' are written as text.
    expect(lines[1]).toContain(`'${codes[0]!.identifier}`);
    expect(lines[1]).toContain(`'=HYPERLINK`);
  });
});

describe('codes at booking time', () => {
  let eventId: number;
  let premium: number;
  let slots: SlotQueue;

  beforeAll(async () => {
    ({
      eventId,
      slots,
      pkg: { premium },
    } = await bookingSetup(t));
  });

  async function bookWith(code: string) {
    const checked = await validate(code);
    expect(checked.statusCode).toBe(200);
    return book(
      t,
      bookingRequest({
        eventId,
        packageId: premium,
        timeslotId: slots.next(),
        discountCode: code,
        discountCodeId: checked.json().data.discountIdentifierId,
      }),
    );
  }

  it('books with a generated code, in any case, and takes its discount', async () => {
    const { id } = await createDiscount({ identifierPrefix: 'BOOK', value: '20' }, admin);
    const [code] = await generateDiscountCodes(id, 1, admin);
    const res = await bookWith(code!.identifier.toLowerCase());
    expect(res.statusCode).toBe(201);
    const booking = await storedRegistration(t, res.json().data.id);
    expect(booking.discountCodeId).toBe(code!.id);
    expect(booking.discountAmount).toBe('23.60');
  });

  it('honours the limit, 0 as unlimited, and refuses a limit below what was taken', async () => {
    const limited = await createDiscount({ identifierPrefix: 'ONCE', limitRedemption: true, maxRedemptions: 1 }, admin);
    const [a, b] = await generateDiscountCodes(limited.id, 2, admin);
    expect((await bookWith(a!.identifier)).statusCode).toBe(201);
    const refused = await validate(b!.identifier);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(DISCOUNT_LIMIT_REACHED_MESSAGE);

    // 0 means unlimited: the same code books again.
    await api(
      'PUT',
      `/discounts/${limited.id}`,
      promoForm({ identifierPrefix: 'ONCE', limitRedemption: true, maxRedemptions: 0 }),
    );
    expect((await bookWith(b!.identifier)).statusCode).toBe(201);
    expect((await bookWith(b!.identifier)).statusCode).toBe(201);

    const below = await api(
      'PUT',
      `/discounts/${limited.id}`,
      promoForm({ identifierPrefix: 'ONCE', limitRedemption: true, maxRedemptions: 2 }),
    );
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toBe(redemptionsBelowUsedMessage(3));
    const [stored] = await t.db.select().from(discounts).where(eq(discounts.id, limited.id));
    expect(stored).toMatchObject({ maxRedemptions: 0, redemptionCount: 3 });
  });

  it('reads the validity dates in Singapore time', async () => {
    // 10:00 on 21 Nov in Singapore is still 20 Nov in UTC: a code valid from 21 Nov applies.
    const cases: [Partial<DiscountFormInput>, number, string | null][] = [
      [{ startDate: '2026-11-21', endDate: '2026-11-21' }, 200, null],
      [{ startDate: '2026-11-22' }, 400, DISCOUNT_NOT_YET_VALID_MESSAGE],
      [{ endDate: '2026-11-20' }, 400, DISCOUNT_EXPIRED_MESSAGE],
      // A date picker's midnight in Singapore, sent as an ISO instant (16:00Z the day before).
      [{ startDate: '2026-11-20T16:00:00.000Z' }, 200, null],
    ];
    for (const [dates, status, message] of cases) {
      const { id } = await createDiscount({ identifierPrefix: 'DATE', ...dates }, admin);
      const [code] = await generateDiscountCodes(id, 1, admin);
      const res = await validate(code!.identifier);
      expect(res.statusCode, JSON.stringify(dates)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
  });

  it('applies a code only where it is applicable and while it is active', async () => {
    const membersOnly = await createDiscount({ identifierPrefix: 'AIA', applicableForRetail: false }, admin);
    const [code] = await generateDiscountCodes(membersOnly.id, 1, admin);
    const retail = await validate(code!.identifier);
    expect(retail.statusCode).toBe(400);
    expect(retail.json().message).toBe(DISCOUNT_NOT_APPLICABLE_MESSAGE);
    expect((await validate(code!.identifier, true)).statusCode).toBe(200);

    await api('PUT', `/discounts/${membersOnly.id}`, promoForm({ identifierPrefix: 'AIA', isActive: false }));
    const inactive = await validate(code!.identifier, true);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().message).toBe(INVALID_DISCOUNT_CODE_MESSAGE);
  });

  it('refuses to delete a discount a booking used, and keeps the booking as it was', async () => {
    const { id } = await createDiscount({ identifierPrefix: 'KEEP' }, admin);
    const [code] = await generateDiscountCodes(id, 1, admin);
    const booked = await bookWith(code!.identifier);
    expect(booked.statusCode).toBe(201);
    const res = await api('DELETE', `/discounts/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DISCOUNT_HAS_BOOKINGS_MESSAGE);
    const booking = await storedRegistration(t, booked.json().data.id);
    expect(booking.discountAmount).toBe('11.80');
    expect(await t.db.select().from(discounts).where(eq(discounts.id, id))).toHaveLength(1);
    const listed = (await api('GET', '/discounts')).json().data.find((d: { id: number }) => d.id === id);
    expect(listed).toMatchObject({ bookingCount: 1, redemptionCount: 1 });
  });

  it('deletes an unused discount with its codes, and audits it', async () => {
    const { id } = await createDiscount({ identifierPrefix: 'GONE' }, admin);
    const [code] = await generateDiscountCodes(id, 2, admin);
    const res = await api('DELETE', `/discounts/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Discount deleted');
    expect(await t.db.select().from(discountIdentifiers).where(eq(discountIdentifiers.discountId, id))).toEqual([]);
    expect((await validate(code!.identifier)).statusCode).toBe(404);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['create', 'generate_codes', 'delete']),
    );
  });
});
