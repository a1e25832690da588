import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/bookings';
import { waitlistEntries } from '../../db/schema/waitlist';
import { freshAddress } from '../../testing/admin';
import { book, bookingRequest, bookingSetup, legacyBookingRequest, NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { waitlistJoinRequest } from '../../testing/waitlist';

// DESIGN §8.10: both booking calls and the waitlist take the customer's language, store it, and the
// look-up gives it back; anything but the four is refused before anything is written.

let t: TestApp;
let setup: Awaited<ReturnType<typeof bookingSetup>>;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  setup = await bookingSetup(t);
});
afterAll(() => t.close());

const lookUp = (reference: string) =>
  t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${reference}`, remoteAddress: freshAddress() });

async function storedLanguage(id: string) {
  const [row] = await t.db
    .select({ language: registrations.language })
    .from(registrations)
    .where(eq(registrations.id, id));
  return row?.language;
}

describe('the language of a booking', () => {
  it("is stored from the wizard's booking and given back by the look-up", async () => {
    const { eventId, pkg, slots } = setup;
    const res = await book(t, {
      ...bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next() }),
      language: 'zh',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, reference_number: reference } = res.json().data;
    expect(await storedLanguage(id)).toBe('zh');
    expect((await lookUp(reference)).json().data.language).toBe('zh');
  });

  it('is English when the booking names none', async () => {
    const { eventId, pkg, slots } = setup;
    const res = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next() }));
    expect(res.statusCode).toBe(201);
    expect((await lookUp(res.json().data.reference_number)).json().data.language).toBe('en');
  });

  it('is stored from the older flow too', async () => {
    const { eventId, pkg, slots } = setup;
    const res = await book(t, {
      ...legacyBookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next() }),
      language: 'ta',
    });
    expect(res.statusCode).toBe(201);
    expect(await storedLanguage(res.json().data.id)).toBe('ta');
  });

  it.each([['fr'], ['EN'], [''], [7]])('refuses %j with a 400 and books nothing', async (language) => {
    const { eventId, pkg, slots } = setup;
    const before = await t.db.$count(registrations);
    const res = await book(t, {
      ...bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next() }),
      language,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Language must be one of en, zh, ms, ta');
    expect(await t.db.$count(registrations)).toBe(before);
  });
});

describe('the language of a waitlist entry', () => {
  const join = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/waitlist', payload: body, remoteAddress: freshAddress() });

  it('is stored from the join', async () => {
    const res = await join({
      ...waitlistJoinRequest({ eventId: setup.eventId, packageId: setup.pkg.premium }),
      language: 'ms',
    });
    expect(res.statusCode).toBe(201);
    const [entry] = await t.db
      .select({ language: waitlistEntries.language })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, res.json().data.id));
    expect(entry?.language).toBe('ms');
  });

  it('refuses a language that is not one of the four', async () => {
    const res = await join({
      ...waitlistJoinRequest({ eventId: setup.eventId, packageId: setup.pkg.premium }),
      language: 'fr',
    });
    expect(res.statusCode).toBe(400);
  });
});
