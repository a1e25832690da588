import {
  OFFER_ENDED_MESSAGE,
  WAITLIST_ALREADY_PROVEN_MESSAGE,
  WAITLIST_CAP_MESSAGE,
  WAITLIST_CODE_ATTEMPTS_MESSAGE,
  WAITLIST_CODE_WRONG_MESSAGE,
  WAITLIST_DUPLICATE_MESSAGE,
  WAITLIST_ENTRY_LINK_MESSAGE,
  WAITLIST_MOBILE_MESSAGE,
  WAITLIST_NEW_CODE_LIMIT_MESSAGE,
  WAITLIST_UNPROVEN_NOTE,
} from '@domain/waitlist/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPackages, events } from '../../db/schema/events';
import { outboxMessages } from '../../db/schema/outbox';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlist';
import { signInAdmin } from '../../testing/admin';
import { book, bookingRequest, homeEvent, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { testMailbox } from '../../testing/mail';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  type JoinedEntry,
  proveWaitlistEntry,
  resendWaitlistCode,
  verifyWaitlistCode,
  waitlistCodeOf,
  waitlistJoinRequest,
} from '../../testing/waitlist';
import { cancelBooking } from '../bookings';
import { refundsFor } from '../payments';
import { expireOffers, freedVisitOffers, offerTokenHash } from '../waitlist-offers';

// DESIGN §8.9 "Waitlist entries are capped and proven": at most 3 live entries per email, mobile and ID
// key; a code texted to the mobile proves an entry, and only a proven entry is offered a freed visit.

let t: TestApp;
let eventId: number;
let premium: number;
let slotIds: number[];
let admin: { headers: Record<string, string> };
const _person = 0;
const HOUR = 3_600_000;

async function slotDate(id: number) {
  const [row] = await t.db
    .select({ date: eventDates.date })
    .from(timeslots)
    .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
    .where(eq(timeslots.id, id));
  return row!.date;
}

/** Another active event offering the premium package: the caps count across events. */
async function extraEvent(name: string) {
  const [event] = await t.db
    .insert(events)
    .values({ name, slug: `${name.toLowerCase().replaceAll(' ', '-')}-${Date.now()}`, isActive: true })
    .returning();
  await t.db.insert(eventPackages).values({ eventId: event!.id, packageId: premium });
  return event!.id;
}

const joinBody = (overrides: Record<string, unknown> = {}) =>
  waitlistJoinRequest({ eventId, packageId: premium, ...overrides });

const join = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/waitlist', payload: body });

async function joined(body: Record<string, unknown>): Promise<JoinedEntry & { codeSentTo: string }> {
  const res = await join(body);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const entryRow = async (id: number) => (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0];

const openOfferOf = async (entryId: number) =>
  (
    await t.db
      .select()
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.entryId, entryId), eq(waitlistOffers.status, 'open')))
  )[0] ?? null;

/** Fills the slot with a booking (one visit per slot) and answers a function that cancels it. */
async function filled(timeslotId: number) {
  const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId }));
  expect(res.statusCode).toBe(201);
  const registrationId = res.json().data.id as string;
  const ctx = t.app.ctx;
  return () =>
    cancelBooking(ctx, {
      registrationId,
      actor: 'system',
      by: 'staff',
      refunds: refundsFor(ctx),
      freedVisits: freedVisitOffers,
    });
}

/** Every entry ends, so the next test starts with an empty queue and no caps used. */
const endAll = () => t.db.update(waitlistEntries).set({ status: 'left' });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  eventId = (await homeEvent(t)).id;
  premium = (await packageIds(t)).premium;
  slotIds = (await offeredSlots(t, eventId)).map((slot) => slot.id);
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

describe('joining', () => {
  it('texts a code to the mobile (never in the email), says where it went, and a new code replaces it', async () => {
    const entry = await joined(joinBody({ mobileNumber: '9123 4567', email: 'mei.code@example.com' }));
    expect(entry).toMatchObject({ verificationRequired: true, codeSentTo: '****4567', position: expect.any(Number) });
    const messages = await t.db.select().from(outboxMessages).where(eq(outboxMessages.waitlistEntryId, entry.id));
    expect(messages.find((row) => row.channel === 'email')?.linkSecrets).toEqual({ leaveToken: entry.leaveToken });
    const first = await waitlistCodeOf(t, entry.id);
    expect(first).toMatch(/^\d{6}$/);
    // Only a hash bound to the entry is stored.
    const row = await entryRow(entry.id);
    expect(row?.verificationCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.mobileKey).toBe('6591234567');

    // A new code asked for before the first text went: only the newest code is texted.
    expect((await resendWaitlistCode(t, entry)).statusCode).toBe(202);
    const latest = await waitlistCodeOf(t, entry.id);
    const mailbox = testMailbox(t);
    await mailbox.deliver(NOW);
    const [mail] = mailbox.to('mei.code@example.com');
    expect(mail?.html).toContain('We sent a 6-digit code by text message to ****4567.');
    expect(mail?.html).toContain(WAITLIST_UNPROVEN_NOTE);
    expect(mail?.html).toContain(`/waitlist/confirm/${entry.id}#token=${entry.leaveToken}`);
    expect(mail?.html).not.toContain(latest);
    const texts = mailbox.textsTo('+6591234567');
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toContain(`your waitlist code is ${latest}`);
    expect(texts[0]?.body).toMatch(/Reply STOP to opt out$/);
    // Sent: the code leaves the outbox row.
    const sent = await t.db.select().from(outboxMessages).where(eq(outboxMessages.waitlistEntryId, entry.id));
    expect(sent.every((message) => message.linkSecrets === null || message.status === 'skipped')).toBe(true);

    // Proven before its email went: the email does not ask for the code.
    const quick = await joined(joinBody({ email: 'quick@example.com' }));
    await proveWaitlistEntry(t, quick);
    await mailbox.deliver(NOW);
    expect(mailbox.to('quick@example.com')[0]?.html).not.toContain(WAITLIST_UNPROVEN_NOTE);
    expect(mailbox.textsTo(`+65${(await entryRow(quick.id))!.mobileNumber}`)).toEqual([]);
    await endAll();
  });
});

describe('POST /api/waitlist/{id}/verify', () => {
  it('proves the entry with the right code (200), refuses a wrong one (400) and a wrong, missing or unknown token alike (403)', async () => {
    const entry = await joined(joinBody());
    const code = await waitlistCodeOf(t, entry.id);
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrongToken = await verifyWaitlistCode(t, entry, code, 'not-the-token-of-this-entry');
    expect(wrongToken.statusCode).toBe(403);
    expect(wrongToken.json().message).toBe(WAITLIST_ENTRY_LINK_MESSAGE);
    const missing = await t.app.inject({ method: 'POST', url: `/api/waitlist/${entry.id}/verify`, payload: { code } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe(WAITLIST_ENTRY_LINK_MESSAGE);
    const unknown = await verifyWaitlistCode(t, { id: 999_999, leaveToken: entry.leaveToken }, code);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual(wrongToken.json());

    const wrong = await verifyWaitlistCode(t, entry, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: WAITLIST_CODE_WRONG_MESSAGE,
      errors: [{ path: 'code', message: WAITLIST_CODE_WRONG_MESSAGE }],
    });
    expect((await verifyWaitlistCode(t, entry, '12ab')).statusCode).toBe(400);
    expect((await entryRow(entry.id))?.mobileVerifiedAt).toBeNull();

    const right = await verifyWaitlistCode(t, entry, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toEqual({ id: entry.id, verified: true });
    const row = await entryRow(entry.id);
    expect(row?.mobileVerifiedAt?.toISOString()).toBe(NOW.toISOString());
    expect(row?.verificationCodeHash).toBeNull();
    // Asked again (a retry after a lost answer): the same answer.
    expect((await verifyWaitlistCode(t, entry, code)).json().data).toEqual({ id: entry.id, verified: true });
    await endAll();
  });

  it('takes 5 wrong codes an hour per entry, then 429 even for the right code until the hour has passed', async () => {
    const entry = await joined(joinBody());
    const code = await waitlistCodeOf(t, entry.id);
    const wrongCode = code === '000000' ? '111111' : '000000';
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        t.setNow(new Date(NOW.getTime() + attempt * 60_000));
        expect((await verifyWaitlistCode(t, entry, wrongCode)).statusCode).toBe(400);
      }
      t.setNow(new Date(NOW.getTime() + 10 * 60_000));
      const limited = await verifyWaitlistCode(t, entry, code);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe(WAITLIST_CODE_ATTEMPTS_MESSAGE);
      // The first wrong code leaves the hour 50 minutes later.
      expect(Number(limited.headers['retry-after'])).toBe(50 * 60);
      // Another entry of the same network is not locked out.
      const other = await joined(joinBody());
      expect((await verifyWaitlistCode(t, other, await waitlistCodeOf(t, other.id))).statusCode).toBe(200);
      t.setNow(new Date(NOW.getTime() + HOUR + 1_000));
      expect((await verifyWaitlistCode(t, entry, code)).statusCode).toBe(200);
    } finally {
      t.setNow(NOW);
    }
    await endAll();
  });

  it('answers 409 for an entry that has ended', async () => {
    const entry = await joined(joinBody());
    const code = await waitlistCodeOf(t, entry.id);
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entry.id}`,
      headers: { 'x-waitlist-token': entry.leaveToken },
    });
    expect(left.statusCode).toBe(200);
    expect((await verifyWaitlistCode(t, entry, code)).statusCode).toBe(409);
    expect((await resendWaitlistCode(t, entry)).statusCode).toBe(409);
  });
});

describe('POST /api/waitlist/{id}/verify/resend', () => {
  it('texts a new code (202) that replaces the old one, 3 an hour, then 429; 403 without the token, 409 once proven', async () => {
    const entry = await joined(joinBody({ mobileNumber: '+65 9876 5432' }));
    const first = await waitlistCodeOf(t, entry.id);
    expect((await resendWaitlistCode(t, entry, 'wrong-token-wrong-token')).statusCode).toBe(403);
    const unknown = await resendWaitlistCode(t, { id: 999_999, leaveToken: entry.leaveToken });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().message).toBe(WAITLIST_ENTRY_LINK_MESSAGE);

    const codes: string[] = [];
    for (let sent = 0; sent < 3; sent += 1) {
      const res = await resendWaitlistCode(t, entry);
      expect(res.statusCode).toBe(202);
      expect(res.json().data).toEqual({ id: entry.id, codeSentTo: '****5432' });
      codes.push(await waitlistCodeOf(t, entry.id));
    }
    const texts = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.waitlistEntryId, entry.id), eq(outboxMessages.channel, 'sms')));
    expect(texts).toHaveLength(4);
    const limited = await resendWaitlistCode(t, entry);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(WAITLIST_NEW_CODE_LIMIT_MESSAGE);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Only the newest code proves the entry.
    const latest = codes.at(-1)!;
    for (const stale of new Set([first, ...codes.slice(0, -1)].filter((code) => code !== latest))) {
      expect((await verifyWaitlistCode(t, entry, stale)).statusCode).toBe(400);
    }
    expect((await verifyWaitlistCode(t, entry, latest)).statusCode).toBe(200);
    const proven = await resendWaitlistCode(t, entry);
    expect(proven.statusCode).toBe(409);
    expect(proven.json().message).toBe(WAITLIST_ALREADY_PROVEN_MESSAGE);
    await endAll();
  });
});

describe('the caps', () => {
  let otherEvents: number[];
  beforeAll(async () => {
    otherEvents = [await extraEvent('Office One'), await extraEvent('Office Two'), await extraEvent('Office Three')];
  });

  it('refuses a 4th live entry by a Gmail spelling of the same email, and takes one again once an entry is left', async () => {
    const email = 'farah.lim@gmail.com';
    const entries: JoinedEntry[] = [];
    for (const [index, id] of [eventId, otherEvents[0]!, otherEvents[1]!].entries()) {
      entries.push(await joined(joinBody({ eventId: id, email: index === 0 ? email : `farahlim+${index}@gmail.com` })));
    }
    const fourth = await join(joinBody({ eventId: otherEvents[2], email: 'Farah.Lim+waitlist@googlemail.com' }));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(WAITLIST_CAP_MESSAGE);
    // Unproven entries count too: proving none of them changed nothing here.
    const left = await t.app.inject({
      method: 'DELETE',
      url: `/api/waitlist/${entries[0]!.id}`,
      headers: { 'x-waitlist-token': entries[0]!.leaveToken },
    });
    expect(left.statusCode).toBe(200);
    expect((await join(joinBody({ eventId: otherEvents[2], email: 'farahlim@gmail.com' }))).statusCode).toBe(201);
    await endAll();
  });

  it('refuses a 4th live entry by another ID and email but the same mobile', async () => {
    for (const id of [eventId, otherEvents[0]!, otherEvents[1]!]) {
      expect((await join(joinBody({ eventId: id, mobileNumber: '81112222' }))).statusCode).toBe(201);
    }
    const fourth = await join(joinBody({ eventId: otherEvents[2], mobileNumber: '+65 8111 2222' }));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(WAITLIST_CAP_MESSAGE);
    await endAll();
  });

  it('refuses a mobile texts may not go to (the code could never arrive) with 400', async () => {
    const abroad = await join(joinBody({ mobileNumber: '+44 7700 900123' }));
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().errors).toEqual([{ path: 'mobileNumber', message: WAITLIST_MOBILE_MESSAGE }]);
  });

  it('keeps one live entry per person and event', async () => {
    const body = joinBody();
    expect((await join(body)).statusCode).toBe(201);
    const again = await join({ ...body, email: String(body.email).toUpperCase(), mobileNumber: '90000001' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(WAITLIST_DUPLICATE_MESSAGE);
    await endAll();
  });
});

describe('offers', () => {
  it('pass over an unproven entry, which keeps its place and gets the next freed visit once proven', async () => {
    const timeslotId = slotIds[4]!;
    const date = await slotDate(timeslotId);
    const cancel = await filled(timeslotId);
    const unproven = await joined(joinBody({ dateFrom: date, dateTo: date }));
    const proven = await joined(joinBody({ dateFrom: date, dateTo: date }));
    await proveWaitlistEntry(t, proven);
    await cancel();
    expect(await openOfferOf(unproven.id)).toBeNull();
    const offer = await openOfferOf(proven.id);
    expect(offer?.timeslotId).toBe(timeslotId);

    // Proven now: when the visit frees again (the offer declined), it is the unproven entry's, first in line.
    await proveWaitlistEntry(t, unproven);
    const token = (
      await t.db
        .select({ secrets: outboxMessages.linkSecrets })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.waitlistEntryId, proven.id),
            eq(outboxMessages.kind, 'waitlist-offer'),
            eq(outboxMessages.channel, 'email'),
          ),
        )
    )
      .map((row) => (row.secrets as { offerToken: string }).offerToken)
      .find((candidate) => offerTokenHash(candidate) === offer!.tokenHash)!;
    const declined = await t.app.inject({ method: 'POST', url: `/api/waitlist/offers/${token}/decline` });
    expect(declined.statusCode).toBe(200);
    expect((await openOfferOf(unproven.id))?.timeslotId).toBe(timeslotId);
    await endAll();
    await t.db.update(waitlistOffers).set({ status: 'withdrawn' }).where(eq(waitlistOffers.status, 'open'));
  });

  it('may be made by staff by hand to an unproven entry (they know the person)', async () => {
    const timeslotId = slotIds[6]!;
    const date = await slotDate(timeslotId);
    const entry = await joined(joinBody({ dateFrom: date, dateTo: date }));
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/waitlist?status=waiting',
      headers: admin.headers,
    });
    expect(
      (listed.json().data.entries as { id: number; mobileVerified: boolean }[]).find((row) => row.id === entry.id),
    ).toMatchObject({ mobileVerified: false });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/waitlist/${entry.id}/offer`,
      headers: admin.headers,
      payload: { timeslotId },
    });
    expect(res.statusCode).toBe(201);
    expect((await openOfferOf(entry.id))?.timeslotId).toBe(timeslotId);
    await endAll();
  });

  it('booked after its expiresAt, before the expiry job has run, is refused and books nothing', async () => {
    const timeslotId = slotIds[8]!;
    const date = await slotDate(timeslotId);
    const cancel = await filled(timeslotId);
    const entry = await joined(joinBody({ dateFrom: date, dateTo: date }));
    await proveWaitlistEntry(t, entry);
    await cancel();
    const offer = (await openOfferOf(entry.id))!;
    const [email] = await t.db
      .select({ secrets: outboxMessages.linkSecrets })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.waitlistEntryId, entry.id),
          eq(outboxMessages.kind, 'waitlist-offer'),
          eq(outboxMessages.channel, 'email'),
        ),
      );
    const token = (email!.secrets as { offerToken: string }).offerToken;
    t.setNow(new Date(offer.expiresAt.getTime() + 1_000));
    try {
      const late = await t.app.inject({
        method: 'POST',
        url: `/api/waitlist/offers/${token}/book`,
        payload: { privacyConsent: true, participants: [] },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(OFFER_ENDED_MESSAGE);
    } finally {
      t.setNow(NOW);
    }
    const [still] = await t.db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offer.id));
    expect(still).toMatchObject({ status: 'open', registrationId: null });
    expect((await entryRow(entry.id))?.status).toBe('offered');
    await endAll();
    await t.db.update(waitlistOffers).set({ status: 'withdrawn' }).where(eq(waitlistOffers.status, 'open'));
  });
});

describe('an unproven entry', () => {
  it('is forgotten 24 hours after joining by the periodic job; a proven one stays', async () => {
    const unproven = await joined(joinBody());
    const proven = await joined(joinBody());
    await proveWaitlistEntry(t, proven);
    await expireOffers(t.db, { now: new Date(NOW.getTime() + 23 * HOUR), offerMinutes: 30 });
    expect(await entryRow(unproven.id)).toBeDefined();
    await expireOffers(t.db, { now: new Date(NOW.getTime() + 24 * HOUR + 1_000), offerMinutes: 30 });
    expect(await entryRow(unproven.id)).toBeUndefined();
    expect((await entryRow(proven.id))?.status).toBe('waiting');
    await endAll();
  });
});

describe('the OpenAPI document', () => {
  it('lists the code calls with their answers, behind the bot check and the rate limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const statuses = (path: string) => Object.keys(paths[path]?.post?.responses ?? {});
    expect(statuses('/api/waitlist/{id}/verify')).toEqual(
      expect.arrayContaining(['200', '400', '403', '404', '409', '428', '429']),
    );
    expect(statuses('/api/waitlist/{id}/verify/resend')).toEqual(
      expect.arrayContaining(['202', '403', '409', '428', '429']),
    );
  });
});
