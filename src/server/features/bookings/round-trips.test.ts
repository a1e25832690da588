import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createEvent, createPromoDiscount } from '../../db/factories';
import { book, bookingRequest, householdMember, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { PARTNER_CODES, partnerCodes } from '../../testing/partner';
import { raceDescribe } from '../../testing/race-database';
import { createTestApp, type TestApp } from '../../testing/test-app';

// DESIGN §8.8: a booking reaches PostgreSQL in at most 4 round trips with 1 commit on its success path
// (one read; BEGIN with the locks; one writing statement; COMMIT), with or without a key, a code, a
// partner code or a recent verification. Counted where the driver sends them.
const describeOnPostgres = await raceDescribe();

const MEMBER = { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' };

describeOnPostgres("a booking's round trips", () => {
  const partner = partnerCodes();
  let t: TestApp;
  let eventId: number;
  let premium: number;
  let slots: number[];
  let code: { id: number; identifier: string };
  let sent: string[];

  beforeAll(async () => {
    t = await createTestApp({ now: NOW, race: true, partner: partner.partner });
    premium = (await packageIds(t)).premium;
    const event = await createEvent(
      t.db,
      {},
      { packageIds: [premium], config: { configType: 'auto', slotsPerTimeslot: 100 } },
    );
    eventId = event.id;
    slots = (await offeredSlots(t, eventId)).map((slot) => slot.id);
    const { codes } = await createPromoDiscount(t.db, [`TRIPS${Date.now()}`]);
    code = codes[0]!;
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  /** Books while counting every message the driver sends; returns the answer and what was sent. */
  async function bookCounted(payload: object, headers: Record<string, string> = {}) {
    sent = [];
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text: string };
      sent.push((typeof first === 'string' ? first : first.text).trim().toLowerCase());
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
    const res = await book(t, payload, headers);
    vi.restoreAllMocks();
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; status: string };
  }

  const commits = () => sent.filter((text) => text === 'commit').length;
  const request = (overrides: object = {}) =>
    bookingRequest({ eventId, packageId: premium, timeslotId: slots[0]!, ...overrides });

  it('books with an Idempotency-Key and a household in 4 round trips and 1 commit, BEGIN sent with the locks', async () => {
    await bookCounted(request({ participants: [householdMember(premium)] }), {
      'idempotency-key': `trips-${Date.now()}`,
    });
    expect(sent).toHaveLength(4);
    expect(commits()).toBe(1);
    expect(sent[1]).toMatch(/^begin; select pg_advisory_xact_lock\(/);
    expect(sent.some((text) => text === 'begin')).toBe(false);
  });

  it('books with a discount code in 4 round trips and 1 commit', async () => {
    await bookCounted(request({ discountCodeId: code.id, discountCode: code.identifier }), {
      'idempotency-key': `trips-code-${Date.now()}`,
    });
    expect(sent).toHaveLength(4);
    expect(commits()).toBe(1);
  });

  it('books with a partner code in 4 round trips and 1 commit', async () => {
    const data = await bookCounted(request({ whitecoatBookingCode: partner.copyOf(PARTNER_CODES.paidFifty) }));
    expect(data.status).toBe('pending_payment');
    expect(sent).toHaveLength(4);
    expect(commits()).toBe(1);
  });

  it('books a member with a recent verification in 4 round trips and 1 commit', async () => {
    const verified = await t.app.inject({ method: 'POST', url: '/api/verify-aia-healthshield', payload: MEMBER });
    expect(verified.json().data.isAiaMember).toBe(true);
    await bookCounted(request(MEMBER));
    expect(sent).toHaveLength(4);
    expect(commits()).toBe(1);
  });
});
