import {
  BOOKING_TOKEN_REQUIRED_MESSAGE,
  HOLD_CODE_ATTEMPTS_MESSAGE,
  HOLD_CODE_WRONG_MESSAGE,
  HOLD_EXPIRED_MESSAGE,
  ID_NUMBER_INVALID_MESSAGE,
  MAX_WRONG_CODES_PER_NETWORK_PER_HOUR,
} from '@domain/bookings/hold-messages';
import { TOO_MANY_PENDING_MESSAGE } from '@domain/bookings/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/bookings';
import {
  bookingRequest,
  householdMember,
  legacyBookingRequest,
  NOW,
  roomyEvent,
  storedRegistration,
} from '../../testing/bookings';
import { freedVisitOffers } from '../../testing/freed-visits';
import { testMailbox } from '../../testing/mail';
import { payByCard } from '../../testing/payments';
import { slotCounters } from '../../testing/slots';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expireUnpaidHolds } from './expiry';

// DESIGN §8.2 "Holds must be earned", "Caps by person, not by address", "A reference number is not a
// key to the whole booking".

const MINUTE = 60_000;
/** One client address, as a script or a whole office behind one gateway would have. */
const OFFICE = '203.0.113.7';

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
  t = await createTestApp({ now: NOW, config: { PUBLIC_BASE_URL: 'https://book.example.sg' } });
  mailbox = testMailbox(t);
  ({ eventId, premium, slotIds } = await roomyEvent(t));
});
afterAll(() => t.close());

/** The next slot of the roomy event: each booking its own, so capacity never binds. */
const freshSlot = () => slotIds[nextSlot++ % slotIds.length]!;

const bookFrom = (overrides: Record<string, unknown> = {}, address = OFFICE) =>
  t.app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: bookingRequest({ eventId, packageId: premium, timeslotId: freshSlot(), ...overrides }),
    remoteAddress: address,
  });

const verify = (referenceNumber: string, code: string, remoteAddress = '192.0.2.1') =>
  t.app.inject({ method: 'POST', url: '/api/registrations/verify', payload: { referenceNumber, code }, remoteAddress });

/** The code and the links of a booking's confirmation email, as the customer reads them. */
async function confirmationOf(email: string) {
  await mailbox.deliver(clock);
  const message = mailbox.to(email).find((sent) => /Keep your visit|Manage your booking/.test(sent.html));
  if (!message) throw new Error(`No confirmation for ${email}`);
  const code = /letter-spacing:6px[^>]*>(\d{6})</.exec(message.html)?.[1] ?? null;
  const verifyLink = /href="([^"]*\/booking\/verify\/[^"]*)"/.exec(message.html)?.[1] ?? null;
  const manageLink = /href="([^"]*#token=[^"]*)"/.exec(message.html)?.[1] ?? null;
  return { message, code, verifyLink, manageLink };
}

describe('holds must be earned', () => {
  it('releases every unproven hold of a script 30 minutes after booking; a proven or paid one stays', async () => {
    setClock(NOW);
    const booked = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await bookFrom();
      expect(res.statusCode).toBe(201);
      booked.push(res.json().data);
    }
    for (const booking of booked) {
      expect(booking.status).toBe('pending_payment');
      expect(booking.holdExpiresAt).toBe(new Date(NOW.getTime() + 30 * MINUTE).toISOString());
    }
    const [proven, paid, ...unproven] = booked;
    const provenRow = await storedRegistration(t, proven.id);
    const { code } = await confirmationOf(provenRow.email);
    expect((await verify(proven.reference_number, code!)).statusCode).toBe(200);
    expect((await payByCard(t, paid.id, paid.amountDue)).statusCode).toBe(200);

    // Before the end of the hold nothing is released.
    expect(await expireUnpaidHolds(t.db, new Date(NOW.getTime() + 29 * MINUTE), freedVisitOffers)).toBe(0);
    // Other tests of the file may hold places in the same slots: each slot gives back at least ours.
    const rows = await Promise.all(unproven.map((booking) => storedRegistration(t, booking.id)));
    const ours = new Map<number, number>();
    for (const row of rows) ours.set(row.timeslotId, (ours.get(row.timeslotId) ?? 0) + 1);
    const before = new Map(
      await Promise.all(
        [...ours.keys()].map(async (id) => [id, (await slotCounters(t, id)).currentAttendees] as const),
      ),
    );
    setClock(new Date(NOW.getTime() + 31 * MINUTE));
    expect(await expireUnpaidHolds(t.db, clock, freedVisitOffers)).toBeGreaterThanOrEqual(unproven.length);

    const released = await mailbox.deliver(clock);
    for (const row of rows) {
      expect((await storedRegistration(t, row.id)).status).toBe('expired');
      expect(released.some((m) => m.to === row.email && /has been released/.test(m.subject))).toBe(true);
    }
    for (const [id, count] of ours) {
      expect((await slotCounters(t, id)).currentAttendees).toBeLessThanOrEqual(before.get(id)! - count);
    }
    expect((await storedRegistration(t, proven.id)).status).toBe('pending_payment');
    expect((await storedRegistration(t, paid.id)).status).toBe('paid');
    // The proven booking is still held until its payment deadline, then released as before.
    const provenAfter = await storedRegistration(t, proven.id);
    expect(provenAfter.holdExpiresAt).toBeNull();
    expect(provenAfter.paymentDueAt).not.toBeNull();
  });

  it('holds an older-flow booking 30 minutes unless proven, and a proven one for good', async () => {
    setClock(NOW);
    const olderBooking = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/registrations',
        payload: legacyBookingRequest({ eventId, packageId: premium, timeslotId: freshSlot() }),
      });
      expect(res.statusCode).toBe(201);
      return res.json().data;
    };
    const kept = await olderBooking();
    const dropped = await olderBooking();
    expect(kept.status).toBe('confirmed');
    expect(kept.holdExpiresAt).toBe(new Date(NOW.getTime() + 30 * MINUTE).toISOString());
    expect(kept.bookingToken).toMatch(/^[\w-]{43}$/);

    // DESIGN §8.9: paid on the day, so proven by the mobile: the email carries no code, only the page's link.
    const { verifyLink, code: emailedCode } = await confirmationOf(kept.email);
    expect(emailedCode).toBeNull();
    expect(verifyLink).toBe(`https://book.example.sg/booking/verify/${kept.referenceNumber}`);
    const [text] = mailbox.textsTo(`+65${kept.mobileNumber.replace(/\D/g, '').slice(-8)}`);
    const code = /your code is (\d{6})/.exec(text?.body ?? '')?.[1];
    expect(text?.body).toContain(`https://book.example.sg/booking/verify/${kept.referenceNumber}#code=${code}`);
    const res = await verify(kept.referenceNumber, code!);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      referenceNumber: kept.referenceNumber,
      status: 'confirmed',
      holdExpiresAt: null,
      paymentDueAt: null,
    });

    setClock(new Date(NOW.getTime() + 10 * 24 * 60 * MINUTE));
    await expireUnpaidHolds(t.db, clock, freedVisitOffers);
    expect((await storedRegistration(t, kept.id)).status).toBe('confirmed');
    expect((await storedRegistration(t, dropped.id)).status).toBe('expired');
    setClock(NOW);
  });

  it("takes five wrong codes from one network, which then waits; the customer's own network still keeps the visit", async () => {
    setClock(NOW);
    const booking = (await bookFrom()).json().data;
    const { code } = await confirmationOf((await storedRegistration(t, booking.id)).email);
    const wrong = code === '000000' ? '111111' : '000000';
    const stranger = '198.51.100.66';
    for (let attempt = 0; attempt < MAX_WRONG_CODES_PER_NETWORK_PER_HOUR; attempt += 1) {
      const res = await verify(booking.reference_number, wrong, stranger);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(HOLD_CODE_WRONG_MESSAGE);
    }
    // The sixth and every later try in the hour from the stranger's network waits, the right code too...
    const locked = await verify(booking.reference_number, code!, stranger);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(HOLD_CODE_ATTEMPTS_MESSAGE);
    expect((await storedRegistration(t, booking.id)).holdExpiresAt).not.toBeNull();
    // ...while the customer, from their own network, keeps the visit.
    expect((await verify(booking.reference_number, code!, '203.0.113.200')).statusCode).toBe(200);
    expect((await storedRegistration(t, booking.id)).holdExpiresAt).toBeNull();

    const late = (await bookFrom()).json().data;
    const lateCode = (await confirmationOf((await storedRegistration(t, late.id)).email)).code!;
    setClock(new Date(NOW.getTime() + 30 * MINUTE));
    const refused = await verify(late.reference_number, lateCode);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HOLD_EXPIRED_MESSAGE);
    setClock(NOW);
  });

  it('answers the hold in the look-up, which masks the email and never carries the token', async () => {
    setClock(NOW);
    const booking = (await bookFrom({ email: 'mei.ling.tan@example.com', mobileNumber: '9123 4567' })).json().data;
    const res = await t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${booking.reference_number}` });
    const lookup = res.json().data;
    expect(lookup.email).toBe('m***@example.com');
    expect(lookup.holdExpiresAt).toBe(booking.holdExpiresAt);
    expect(res.body).not.toContain('mei.ling.tan');
    expect(res.body).not.toContain('91234567');
    expect(res.body).not.toContain(booking.bookingToken);
  });
});

describe('caps by person, not by address', () => {
  it.each([
    [
      'email (a Gmail address with dots and a +tag)',
      (i: number) => ({
        email: [
          'siti.rahman@gmail.com',
          'sitirahman@gmail.com',
          'Siti.Rahman+spa@gmail.com',
          's.i.t.i.rahman+x@googlemail.com',
        ][i],
      }),
    ],
    [
      'mobile number (with and without +65)',
      (i: number) => ({ mobileNumber: ['81234567', '+65 8123 4567', '65-8123-4567', '+6581234567'][i] }),
    ],
    ['ID number', () => ({ identificationNumber: 'S2345678H' })],
  ])('refuses a fourth unpaid booking with the same %s, without taking capacity', async (_, sameFor) => {
    setClock(NOW);
    for (let i = 0; i < 3; i += 1) expect((await bookFrom(sameFor(i))).statusCode).toBe(201);
    const timeslotId = freshSlot();
    // Slots are shared by the file's tests (many visits each): what matters is that this one takes nothing.
    const before = await slotCounters(t, timeslotId);
    const fourth = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: bookingRequest({ eventId, packageId: premium, timeslotId, ...sameFor(3) }),
      remoteAddress: '198.51.100.20',
    });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(TOO_MANY_PENDING_MESSAGE);
    expect(await slotCounters(t, timeslotId)).toEqual(before);
  });

  it('lets many households behind one address book and pay', async () => {
    setClock(NOW);
    for (let i = 0; i < 8; i += 1) {
      const res = await bookFrom({ participants: i % 2 ? [householdMember(premium)] : [] });
      expect(res.statusCode).toBe(201);
      const booking = res.json().data;
      expect((await payByCard(t, booking.id, booking.amountDue)).statusCode).toBe(200);
    }
  });

  it.each(['A1', 'A2', 'S1234567A', 'ABCDEFG'])('refuses the made-up ID number %s', async (identificationNumber) => {
    const res = await bookFrom({ identificationNumber });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'identificationNumber', message: ID_NUMBER_INVALID_MESSAGE });
  });
});

describe('a reference number is not a key to the whole booking', () => {
  const person = () => ({ ...householdMember(premium, 'Siti') });
  const addPerson = (registrationId: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/participants',
      payload: { registrationId, ...person() },
      headers: token === undefined ? {} : { 'x-booking-token': token },
    });

  it('refuses participant changes with the id but no token, or a wrong one (403), and takes the right one', async () => {
    setClock(NOW);
    const booking = (await bookFrom()).json().data;
    for (const token of [undefined, '', 'not-the-token', booking.bookingToken.slice(0, -1)]) {
      const res = await addPerson(booking.id, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(BOOKING_TOKEN_REQUIRED_MESSAGE);
    }
    expect((await storedRegistration(t, booking.id)).personCount).toBe(1);
    const added = await addPerson(booking.id, booking.bookingToken);
    expect(added.statusCode).toBe(201);
    const participantId = added.json().data.participant.id;

    const removeWithout = await t.app.inject({
      method: 'DELETE',
      url: `/api/participants/${participantId}?registrationId=${booking.id}`,
    });
    expect(removeWithout.statusCode).toBe(403);
    const changeWithout = await t.app.inject({
      method: 'PUT',
      url: '/api/participants/0',
      payload: { registrationId: booking.id, email: 'someone.else@example.com' },
    });
    expect(changeWithout.statusCode).toBe(403);
    expect((await storedRegistration(t, booking.id)).personCount).toBe(2);
  });

  it('shows the email whole only with the token', async () => {
    const booking = (await bookFrom({ email: 'wei.jie@example.com' })).json().data;
    const url = `/api/participants/registration/${booking.id}`;
    const without = await t.app.inject({ method: 'GET', url });
    expect(without.json().data[0].email).toBe('w***@example.com');
    const withToken = await t.app.inject({ method: 'GET', url, headers: { 'x-booking-token': booking.bookingToken } });
    expect(withToken.json().data[0].email).toBe('wei.jie@example.com');
  });

  it('emails a contact change to the new address and to the old one', async () => {
    setClock(NOW);
    const booking = (await bookFrom({ email: 'old.address@example.com' })).json().data;
    await mailbox.deliver(clock);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/participants/0',
      payload: { registrationId: booking.id, email: 'new.address@example.com', mobileNumber: '87654321' },
      headers: { 'x-booking-token': booking.bookingToken },
    });
    expect(res.statusCode).toBe(200);
    const sent = await mailbox.deliver(clock);
    const notices = sent.filter((message) => /contact details .* were changed/.test(message.subject));
    expect(notices.map((message) => message.to).sort()).toEqual(['new.address@example.com', 'old.address@example.com']);
    for (const notice of notices) {
      expect(notice.html).toContain('n***@example.com');
      expect(notice.html).toContain('****4321');
    }
    // The caps follow the new contact details.
    expect((await storedRegistration(t, booking.id)).emailKey).toBe('new.address@example.com');
  });

  it('emails a reschedule to the address on file', async () => {
    setClock(NOW);
    const booking = (await bookFrom({ email: 'moved@example.com' })).json().data;
    await mailbox.deliver(clock);
    const stored = await storedRegistration(t, booking.id);
    const target = slotIds.find((id) => id !== stored.timeslotId)!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${booking.id}/reschedule`,
      payload: { timeslotId: target },
    });
    expect(res.statusCode).toBe(200);
    const sent = await mailbox.deliver(clock);
    const notice = sent.find((message) => message.to === 'moved@example.com');
    expect(notice?.subject).toMatch(new RegExp(`Your home visit ${booking.reference_number} is now on`));
    expect(notice?.attachments.map((file) => file.filename)).toEqual(['home-visit.ics']);
  });

  it('puts the manage link with the token in the confirmation email, and no token anywhere it is stored', async () => {
    setClock(NOW);
    const booking = (await bookFrom({ email: 'manage@example.com' })).json().data;
    const { manageLink } = await confirmationOf('manage@example.com');
    expect(manageLink).toBe(
      `https://book.example.sg/booking/manage/${booking.reference_number}#token=${booking.bookingToken}`,
    );
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, booking.id));
    expect(JSON.stringify(row)).not.toContain(booking.bookingToken);
  });
});
