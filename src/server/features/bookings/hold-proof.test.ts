import {
  HOLD_CODE_MOBILE_MESSAGE,
  HOLD_CODE_WRONG_MESSAGE,
  HOLD_NEW_CODE_LIMIT_MESSAGE,
  HOLD_NEW_CODE_SENT_MESSAGE,
  HOLDS_PER_NETWORK_MESSAGE,
  MAX_NEW_CODES_PER_HOUR,
} from '@domain/bookings/hold-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRequest,
  legacyBookingRequest,
  NOW,
  offeredSlots,
  roomyEvent,
  storedRegistration,
} from '../../testing/bookings';
import { freedVisitOffers } from '../../testing/freed-visits';
import { testMailbox } from '../../testing/mail';
import { payByCard } from '../../testing/payments';
import { slotCounters } from '../../testing/slots';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { waitlistJoinRequest } from '../../testing/waitlist';
import { expireUnpaidHolds } from './expiry';

// DESIGN §8.9 "A hold that will not be paid online is proven by the mobile", HOLDS_PER_NETWORK_PER_DAY, and
// "POST /api/registrations/verify ... no oracle".

const MINUTE = 60_000;
const HOLDS_PER_DAY = 3;

let t: TestApp;
let mailbox: ReturnType<typeof testMailbox>;
let eventId: number;
let premium: number;
let slotIds: number[];
let nextSlot = 0;
let clock = NOW;
const setClock = (date: Date) => {
  clock = date;
  t.setNow(date);
};

beforeAll(async () => {
  t = await createTestApp({
    now: NOW,
    config: { PUBLIC_BASE_URL: 'https://book.example.sg', HOLDS_PER_NETWORK_PER_DAY: HOLDS_PER_DAY },
  });
  mailbox = testMailbox(t);
  ({ eventId, premium, slotIds } = await roomyEvent(t));
});
afterAll(() => t.close());

const freshSlot = () => slotIds[nextSlot++ % slotIds.length]!;
/** A new network for each test, so that the per-network count of one test never binds another's. */
let networks = 0;
const freshNetwork = () => {
  networks += 1;
  return (host: number) => `10.${networks}.7.${host}`;
};

const bookFrom = (address: string, overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: bookingRequest({ eventId, packageId: premium, timeslotId: freshSlot(), ...overrides }),
    remoteAddress: address,
  });
const bookOlderFrom = (address: string, overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: legacyBookingRequest({ eventId, packageId: premium, timeslotId: freshSlot(), ...overrides }),
    remoteAddress: address,
  });
const verify = (payload: { referenceNumber: string; code: string }, remoteAddress = '192.0.2.1') =>
  t.app.inject({ method: 'POST', url: '/api/registrations/verify', payload, remoteAddress });
const askNewCode = (referenceNumber: string, remoteAddress = '192.0.2.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/registrations/verify/resend',
    payload: { referenceNumber },
    remoteAddress,
  });

/** The codes texted to a booking's mobile, oldest first. */
async function textedCodes(mobileNumber: string): Promise<string[]> {
  await mailbox.deliver(clock);
  const e164 = `+65${mobileNumber.replace(/\D/g, '').slice(-8)}`;
  return mailbox
    .textsTo(e164)
    .map((text) => /your code is (\d{6})/.exec(text.body)?.[1])
    .filter((code): code is string => code !== undefined);
}

describe('holds per client network per day', () => {
  it('lets a script with fresh valid persons hold at most HOLDS_PER_NETWORK_PER_DAY visits from one /24', async () => {
    setClock(NOW);
    const network = freshNetwork();
    // Fresh valid NRICs, mobiles and a catch-all mail domain, from addresses across one /24.
    for (let i = 0; i < HOLDS_PER_DAY; i += 1) {
      const booked = await (i % 2 ? bookOlderFrom : bookFrom)(network(10 + i), {
        email: `anyone${i}@catch-all.example`,
      });
      expect(booked.statusCode).toBe(201);
    }
    const timeslotId = freshSlot();
    const before = await slotCounters(t, timeslotId);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: bookingRequest({ eventId, packageId: premium, timeslotId, email: 'anyone9@catch-all.example' }),
      remoteAddress: network(99),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(HOLDS_PER_NETWORK_MESSAGE);
    expect(refused.json().message).toContain('+65 6000 0000');
    // A refused booking takes nothing and counts nothing.
    expect(await slotCounters(t, timeslotId)).toEqual(before);
    expect((await bookOlderFrom(network(200))).statusCode).toBe(429);

    // Another network books as before; the script's own network again after 24 hours.
    expect((await bookFrom(freshNetwork()(1))).statusCode).toBe(201);
    setClock(new Date(NOW.getTime() + 24 * 60 * MINUTE + MINUTE));
    // A slot still offered a day later (the next of freshSlot's may be too near by then, after other tests').
    const later = (await offeredSlots(t, eventId)).at(-1)!.id;
    expect((await bookFrom(network(10), { timeslotId: later })).statusCode).toBe(201);
    setClock(NOW);
  });

  it('counts waitlist entries with the bookings of their network', async () => {
    setClock(NOW);
    const network = freshNetwork();
    for (let i = 1; i < HOLDS_PER_DAY; i += 1) expect((await bookFrom(network(i))).statusCode).toBe(201);
    const joinFrom = (address: string, person: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        remoteAddress: address,
        payload: waitlistJoinRequest({
          eventId,
          packageId: premium,
          email: `waiting${person}@catch-all.example`,
        }),
      });
    expect((await joinFrom(network(30), 1)).statusCode).toBe(201);
    const refused = await joinFrom(network(31), 2);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(HOLDS_PER_NETWORK_MESSAGE);
    expect((await bookFrom(network(32))).statusCode).toBe(429);
  });

  it('counts an IPv6 network by its /56', async () => {
    setClock(NOW);
    for (let i = 0; i < HOLDS_PER_DAY; i += 1) {
      expect((await bookFrom(`2001:db8:aa:${(i * 17).toString(16)}::${i + 1}`)).statusCode).toBe(201);
    }
    expect((await bookFrom('2001:db8:aa:ff::9')).statusCode).toBe(429);
    expect((await bookFrom('2001:db8:ab:0::9')).statusCode).toBe(201);
  });

  it('stops counting a hold once it is paid or proven: paying and proving are what earn a hold', async () => {
    setClock(NOW);
    const network = freshNetwork();
    const first = (await bookFrom(network(1))).json().data;
    for (let i = 1; i < HOLDS_PER_DAY; i += 1) expect((await bookFrom(network(i + 1))).statusCode).toBe(201);
    expect((await bookFrom(network(50))).statusCode).toBe(429);
    expect((await payByCard(t, first.id, first.amountDue)).statusCode).toBe(200);
    expect((await bookFrom(network(51))).statusCode).toBe(201);
    expect((await bookFrom(network(52))).statusCode).toBe(429);
  });
});

describe('the older flow is proven by the mobile', () => {
  it('texts the code whatever the reminders choice, and releases the visit at holdExpiresAt without it', async () => {
    setClock(NOW);
    const network = freshNetwork();
    const kept = (await bookOlderFrom(network(1), { smsReminders: false })).json().data;
    const dropped = (await bookOlderFrom(network(2))).json().data;
    expect(kept.codeSentTo).toBe(`****${kept.mobileNumber.replace(/\D/g, '').slice(-4)}`);
    expect(kept.holdExpiresAt).toBe(new Date(NOW.getTime() + 30 * MINUTE).toISOString());

    const [code] = await textedCodes(kept.mobileNumber);
    expect(code).toMatch(/^\d{6}$/);
    // The confirmation email proves nothing: a catch-all mail domain receives it for free.
    const email = mailbox.to(kept.email).find((message) => /Keep your visit/.test(message.html));
    expect(email?.html).toContain('by text message to ****');
    expect(email?.html).not.toContain(code);

    expect((await verify({ referenceNumber: kept.referenceNumber, code: code! })).statusCode).toBe(200);
    setClock(new Date(NOW.getTime() + 30 * MINUTE));
    await expireUnpaidHolds(t.db, clock, freedVisitOffers);
    expect((await storedRegistration(t, kept.id)).status).toBe('confirmed');
    expect((await storedRegistration(t, dropped.id)).status).toBe('expired');
    setClock(NOW);
  });

  it('refuses an older-flow booking whose mobile texts may not go to, before anything is held', async () => {
    setClock(NOW);
    const res = await bookOlderFrom(freshNetwork()(1), { mobileNumber: '+44 7700 900123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'mobileNumber', message: HOLD_CODE_MOBILE_MESSAGE });
    // The main flow, paid online, takes any mobile.
    expect((await bookFrom(freshNetwork()(1), { mobileNumber: '+44 7700 900124' })).statusCode).toBe(201);
  });

  it('sends a new code by text on request, which replaces the old one, at most three an hour', async () => {
    setClock(NOW);
    const booking = (await bookOlderFrom(freshNetwork()(1))).json().data;
    const [first] = await textedCodes(booking.mobileNumber);
    for (let i = 0; i < MAX_NEW_CODES_PER_HOUR; i += 1) {
      const res = await askNewCode(booking.referenceNumber);
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(HOLD_NEW_CODE_SENT_MESSAGE);
    }
    const codes = await textedCodes(booking.mobileNumber);
    expect(codes).toHaveLength(1 + MAX_NEW_CODES_PER_HOUR);
    const latest = codes.at(-1)!;
    const limited = await askNewCode(booking.referenceNumber);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(HOLD_NEW_CODE_LIMIT_MESSAGE);
    expect(await textedCodes(booking.mobileNumber)).toHaveLength(1 + MAX_NEW_CODES_PER_HOUR);

    if (first !== latest) {
      expect((await verify({ referenceNumber: booking.referenceNumber, code: first! })).statusCode).toBe(400);
    }
    expect((await verify({ referenceNumber: booking.referenceNumber, code: latest })).statusCode).toBe(200);
    // Asked for a booking that no longer waits for a code, or for a made-up reference: the same answer.
    for (const reference of [booking.referenceNumber.replace(/\d$/, (d: string) => String((Number(d) + 1) % 10))]) {
      const res = await askNewCode(reference);
      expect(res.statusCode).toBe(202);
      expect(res.json().message).toBe(HOLD_NEW_CODE_SENT_MESSAGE);
    }
  });
});

describe('the verify call is no oracle', () => {
  it('answers a made-up reference exactly as a wrong code', async () => {
    setClock(NOW);
    const booking = (await bookFrom(freshNetwork()(1))).json().data;
    const madeUp = { referenceNumber: 'HS2611-0000-0000', code: '123456' };
    const wrong = { referenceNumber: booking.reference_number, code: '123456' };
    const [unknown, mistaken] = [await verify(madeUp, '192.0.2.10'), await verify(wrong, '192.0.2.11')];
    expect(unknown.statusCode).toBe(400);
    expect(mistaken.statusCode).toBe(400);
    expect(unknown.body).toBe(mistaken.body);
    expect(unknown.json().message).toBe(HOLD_CODE_WRONG_MESSAGE);
  });

  it('answers a paid booking as an unpaid one: a wrong code is wrong, the right one keeps', async () => {
    setClock(NOW);
    const network = freshNetwork();
    const unpaid = (await bookFrom(network(1))).json().data;
    const paid = (await bookFrom(network(2))).json().data;
    const codeOf = async (id: string) => {
      await mailbox.deliver(clock);
      const html = mailbox.to((await storedRegistration(t, id)).email).at(-1)?.html ?? '';
      return /letter-spacing:6px[^>]*>(\d{6})</.exec(html)?.[1] ?? '';
    };
    const unpaidCode = await codeOf(unpaid.id);
    const paidCode = await codeOf(paid.id);
    expect((await payByCard(t, paid.id, paid.amountDue)).statusCode).toBe(200);
    const other = (code: string) => (code === '000000' ? '111111' : '000000');

    const wrongUnpaid = await verify({ referenceNumber: unpaid.reference_number, code: other(unpaidCode) });
    const wrongPaid = await verify({ referenceNumber: paid.reference_number, code: other(paidCode) });
    expect([wrongUnpaid.statusCode, wrongPaid.statusCode]).toEqual([400, 400]);
    expect(wrongPaid.body).toBe(wrongUnpaid.body);

    const rightUnpaid = await verify({ referenceNumber: unpaid.reference_number, code: unpaidCode });
    const rightPaid = await verify({ referenceNumber: paid.reference_number, code: paidCode });
    expect([rightUnpaid.statusCode, rightPaid.statusCode]).toEqual([200, 200]);
    expect(rightPaid.json().data).toEqual({
      referenceNumber: paid.reference_number,
      status: 'paid',
      holdExpiresAt: null,
      paymentDueAt: null,
    });
  });
});
