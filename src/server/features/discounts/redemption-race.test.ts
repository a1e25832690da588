import { DISCOUNT_LIMIT_REACHED_MESSAGE } from '@domain/bookings/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEvent } from '../../db/factories';
import { registrations } from '../../db/schema/bookings';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { type AdminSession, signInAdmin } from '../../testing/admin';
import { book, bookingRequest, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { createDiscount, generateDiscountCodes } from '../../testing/discounts';
import { raceDescribe } from '../../testing/race-database';
import { createTestApp, type TestApp } from '../../testing/test-app';

// PGlite runs one query at a time and would hide a read-check-write race: these run on PostgreSQL.
const describeRace = await raceDescribe();

let t: TestApp;
let admin: AdminSession;
let headers: Record<string, string>;
let eventId: number;
let premium: number;
let timeslotId: number;

/** A promo discount that may be redeemed once in all, with `codes` codes. */
async function singleUsePromo(prefix: string, codes: number) {
  const { id } = await createDiscount(
    { name: `Single use ${prefix}`, identifierPrefix: prefix, limitRedemption: true, maxRedemptions: 1 },
    admin,
  );
  return { id, codes: await generateDiscountCodes(id, codes, admin) };
}

const bookWithCode = (code: { id: number; identifier: string }) =>
  book(
    t,
    bookingRequest({ eventId, packageId: premium, timeslotId, discountCodeId: code.id, discountCode: code.identifier }),
  );

async function outcome(discountId: number, responses: Awaited<ReturnType<typeof book>>[]) {
  const accepted = responses.filter((res) => res.statusCode === 201);
  const refused = responses.filter(
    (res) => res.statusCode === 409 && res.json().message === DISCOUNT_LIMIT_REACHED_MESSAGE,
  );
  const [discount] = await t.db.select().from(discounts).where(eq(discounts.id, discountId));
  const booked = await t.db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(discountIdentifiers, eq(discountIdentifiers.id, registrations.discountCodeId))
    .where(eq(discountIdentifiers.discountId, discountId));
  return {
    accepted: accepted.length,
    refused: refused.length,
    redemptions: discount!.redemptionCount,
    booked: booked.length,
  };
}

describeRace('a code limited to one redemption under 10 parallel bookings', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, race: true });
    admin = await signInAdmin(t);
    headers = admin.headers;
    premium = (await packageIds(t)).premium;
    // Room for many visits per slot, so that only the code's limit binds.
    const event = await createEvent(
      t.db,
      {},
      { packageIds: [premium], config: { configType: 'auto', slotsPerTimeslot: 100 } },
    );
    eventId = event.id;
    timeslotId = (await offeredSlots(t, eventId))[0]!.id;
  });
  afterAll(() => t.close());

  it('lets exactly one booking redeem the same code', async () => {
    const { id, codes } = await singleUsePromo('SOLO', 1);
    const responses = await Promise.all(Array.from({ length: 10 }, () => bookWithCode(codes[0]!)));
    const result = await outcome(id, responses);
    console.log(`one code, 10 parallel bookings: ${JSON.stringify(result)}`);
    expect(result).toEqual({ accepted: 1, refused: 9, redemptions: 1, booked: 1 });
  });

  it("lets exactly one booking redeem the discount's limit across 10 of its codes", async () => {
    const { id, codes } = await singleUsePromo('ONEOF', 10);
    const responses = await Promise.all(codes.map((code) => bookWithCode(code)));
    const result = await outcome(id, responses);
    console.log(`ten codes of one discount, 10 parallel bookings: ${JSON.stringify(result)}`);
    expect(result).toEqual({ accepted: 1, refused: 9, redemptions: 1, booked: 1 });
  });

  it('generates codes for two discounts at once without a shared code', async () => {
    const make = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/discounts',
        headers,
        payload: {
          name,
          discountType: 'promo',
          identifierPrefix: 'RACE',
          identifierLength: 2,
          value: '5',
          applicableForRetail: true,
        },
      });
    const [a, b] = await Promise.all([make('Race A'), make('Race B')]);
    const generate = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/discounts/${id}/generate-identifiers`,
        headers,
        payload: { count: 300 },
      });
    const [ra, rb] = await Promise.all([generate(a!.json().data.id), generate(b!.json().data.id)]);
    expect([ra!.statusCode, rb!.statusCode]).toEqual([201, 201]);
    const all = [...ra!.json().data, ...rb!.json().data].map((code: { identifier: string }) => code.identifier);
    expect(new Set(all).size).toBe(600);
  });
});
