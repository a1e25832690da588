import { CLINIC_CONTACT, changeCutoffMessage } from '@domain/bookings/appointment-messages';
import { DUPLICATE_ID_MESSAGE, MAX_PERSONS_MESSAGE, REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import { REGISTRATION_CLOSED_MESSAGE } from '@domain/orders/messages';
import {
  LAST_PERSON_MESSAGE,
  PARTICIPANT_NOT_FOUND_MESSAGE,
  PARTICIPANT_SLOT_FULL_MESSAGE,
  PARTICIPANTS_LOCKED_MESSAGE,
  PRIMARY_CONTACT_DETAILS_MESSAGE,
  PRIMARY_REMOVAL_MESSAGE,
} from '@domain/participants/messages';
import type { ParticipantChangeResult, ParticipantList } from '@domain/participants/schemas';
import { AMOUNT_DUE_CHANGED_MESSAGE } from '@domain/payments/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPromoDiscount } from '../../db/factories';
import { auditLog } from '../../db/schema/audit-log';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { eventConfigs } from '../../db/schema/events';
import { outboxMessages } from '../../db/schema/outbox';
import { payments } from '../../db/schema/payments';
import { timeslots } from '../../db/schema/timeslots';
import {
  type BookingSetup,
  bookingSetup,
  homeEvent,
  householdMember,
  NOW,
  type PackageIds,
  storedRegistration,
} from '../../testing/bookings';
import { payByCard } from '../../testing/payments';
import { slotCounters } from '../../testing/slots';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let pkg: PackageIds;
/** Each booking gets a slot of its own (one home visit per slot). */
let createBooking: BookingSetup['createBooking'];

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  // Each test books slots of its own: plan enough dates ahead for all of them.
  await t.db
    .update(eventConfigs)
    .set({ numSlots: 30 })
    .where(eq(eventConfigs.eventId, (await homeEvent(t)).id));
  const setup = await bookingSetup(t);
  pkg = setup.pkg;
  // Changes need the booking's token (DESIGN §8.2): kept per booking, sent by the helpers below.
  createBooking = async (overrides) => {
    const booking = await setup.createBooking(overrides);
    tokens.set(booking.id, booking.bookingToken);
    return booking;
  };
});
afterAll(() => t.close());

const person = (overrides: Record<string, unknown> = {}) => ({
  ...householdMember(pkg.premium, 'Siti'),
  ...overrides,
});

const tokens = new Map<string, string>();
/** The booking's token, as the page that booked it, or the email's manage link, sends it. */
const withToken = (registrationId: unknown) => ({ 'x-booking-token': tokens.get(String(registrationId)) ?? '' });

const add = (registrationId: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/participants',
    payload: { registrationId, ...payload },
    headers: withToken(registrationId),
  });
const change = (id: number | string, payload: { registrationId?: unknown; [field: string]: unknown }) =>
  t.app.inject({ method: 'PUT', url: `/api/participants/${id}`, payload, headers: withToken(payload.registrationId) });
const remove = (id: number | string, registrationId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/participants/${id}?registrationId=${registrationId}`,
    headers: withToken(registrationId),
  });
const list = async (registrationId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/participants/registration/${registrationId}`,
    headers: withToken(registrationId),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as ParticipantList;
};

describe('GET /api/participants/registration/:registrationId', () => {
  it('lists the primary contact first, then the household, with IDs and mobile numbers masked', async () => {
    const member = householdMember(pkg.comprehensive, 'Ahmad');
    const { id } = await createBooking({ participants: [member], mobileNumber: '9123 4567' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/participants/registration/${id}`,
      headers: withToken(id),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const [primary, other] = res.json().data as ParticipantList;
    expect(primary).toMatchObject({
      id: 0,
      registrationId: id,
      firstName: 'Tan',
      isPrimary: true,
      gender: 'Female',
      packageName: 'Premium',
      packagePrice: '118.00',
      originalPrice: '118.00',
      discountAmount: '0.00',
      email: expect.stringMatching(/^mei\.ling\+\d+@example\.com$/),
      mobileNumber: '****4567',
    });
    expect(primary!.identificationNumber).toMatch(/^\*{5}\d{3}[A-Z]$/);
    expect(other).toMatchObject({ firstName: 'Ahmad', isPrimary: false, packageName: 'Comprehensive', email: null });
    expect(other!.identificationNumber).toBe(`*****${member.identificationNumber.slice(-4)}`);
    expect(res.body).not.toContain(member.identificationNumber);
    expect(res.body).not.toContain('1985-04-12');
  });

  it.each([
    ['an unknown booking', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-uuid'],
  ])('answers %s with the look-up’s 404', async (_, registrationId) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/participants/registration/${registrationId}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: REGISTRATION_NOT_FOUND_MESSAGE });
  });
});

describe('adding and removing participants', () => {
  it('re-prices the whole booking and takes, then gives back, room in the slot', async () => {
    const { id, timeslotId } = await createBooking();
    expect((await slotCounters(t, timeslotId)).currentAttendees).toBe(1);

    const added = await add(id, person());
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body.message).toBe('Participant Added');
    const result = body.data as ParticipantChangeResult;
    // Two Premium: 236.00, family bundle 5 % = 11.80, GST 9 % of 224.20 = 20.18, total 244.38.
    expect(result.booking).toMatchObject({
      personCount: 2,
      subtotal: '236.00',
      volumeDiscount: '11.80',
      discountAmount: '0.00',
      gst: '20.18',
      totalAmount: '244.38',
      amountDue: '244.38',
      maxPersons: 10,
    });
    expect(result.participant).toMatchObject({ firstName: 'Siti', isPrimary: false, packagePrice: '118.00' });
    expect(result.participants).toHaveLength(2);
    expect((await slotCounters(t, timeslotId)).currentAttendees).toBe(2);
    expect(await storedRegistration(t, id)).toMatchObject({
      personCount: 2,
      totalAmount: '244.38',
      amountDue: '244.38',
    });

    const removed = await remove(result.participant!.id, id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Participant Removed');
    expect(removed.json().data.booking).toMatchObject({ personCount: 1, subtotal: '118.00', totalAmount: '128.62' });
    expect((await slotCounters(t, timeslotId)).currentAttendees).toBe(1);
    expect(await storedRegistration(t, id)).toMatchObject({
      personCount: 1,
      totalAmount: '128.62',
      amountDue: '128.62',
    });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((entry) => [entry.actor, entry.action])).toEqual(
      expect.arrayContaining([
        ['customer', 'participant_add'],
        ['customer', 'participant_remove'],
      ]),
    );
  });

  it('refuses an added person when the slot is full, and changes nothing', async () => {
    const { id, timeslotId } = await createBooking();
    await t.db.update(timeslots).set({ maxAttendees: 1 }).where(eq(timeslots.id, timeslotId));
    const res = await add(id, person());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PARTICIPANT_SLOT_FULL_MESSAGE);
    expect((await slotCounters(t, timeslotId)).currentAttendees).toBe(1);
    expect(await list(id)).toHaveLength(1);
    expect(await storedRegistration(t, id)).toMatchObject({ personCount: 1, totalAmount: '128.62' });
  });

  it('refuses an 11th person', async () => {
    const { id } = await createBooking();
    for (let index = 0; index < 9; index += 1) {
      expect((await add(id, person())).statusCode).toBe(201);
    }
    const res = await add(id, person());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MAX_PERSONS_MESSAGE);
    const booking = await storedRegistration(t, id);
    // Ten Premium at 80 %: 1180.00 − 236.00 = 944.00, GST 84.96.
    expect(booking).toMatchObject({ personCount: 10, subtotalAmount: '1180.00', totalAmount: '1028.96' });
  });

  it('refuses the same person twice in one booking', async () => {
    const { id } = await createBooking();
    const member = person();
    expect((await add(id, member)).statusCode).toBe(201);
    const res = await add(id, { ...member, firstName: 'Other' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(DUPLICATE_ID_MESSAGE);
  });

  it('answers bad input with 400 and the form’s messages, never 500', async () => {
    const { id } = await createBooking();
    const res = await add(id, { ...person(), firstName: '', packageId: 'x', dateOfBirth: '' });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { message: string }[]).map((error) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining(['First name is required', 'Please select a package', 'Date of birth is required']),
    );
    expect((await add(id, { ...person(), packageId: 999_999 })).statusCode).toBe(400);
    expect((await change('abc', { registrationId: id })).statusCode).toBe(404);
    expect((await remove(99_999_999_999, id)).statusCode).toBe(404);
  });
  it("refuses a household member's NRIC with a wrong check letter (as the primary contact's), and changes nothing", async () => {
    const { id } = await createBooking();
    const before = await list(id);
    const res = await add(id, person({ identificationNumber: 'S1234567A' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'identificationNumber', message: 'Please enter a valid NRIC, FIN or passport number.' },
    ]);
    expect(await list(id)).toEqual(before);
    // Its right check letter, or a passport, is taken.
    expect((await add(id, person({ identificationNumber: 'S1234567D' }))).statusCode).toBe(201);
    expect((await add(id, person({ identificationNumber: 'K1234567' }))).statusCode).toBe(201);
  });
});

describe('a participant id is honoured only with its own booking', () => {
  it('answers a participant of another booking with 404 and changes nothing', async () => {
    const mine = await createBooking();
    const theirs = await createBooking();
    const added = (await add(theirs.id, person())).json().data as ParticipantChangeResult;
    const theirParticipant = added.participant!.id;

    const changed = await change(theirParticipant, { registrationId: mine.id, firstName: 'Mallory' });
    expect(changed.statusCode).toBe(404);
    expect(changed.json().message).toBe(PARTICIPANT_NOT_FOUND_MESSAGE);
    const removed = await remove(theirParticipant, mine.id);
    expect(removed.statusCode).toBe(404);
    expect((await list(theirs.id))[1]).toMatchObject({ id: theirParticipant, firstName: 'Siti' });
  });
});

describe('the primary contact', () => {
  it('cannot be removed while others exist, nor when alone', async () => {
    const { id } = await createBooking();
    const alone = await remove(0, id);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(LAST_PERSON_MESSAGE);
    await add(id, person());
    const res = await remove(0, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRIMARY_REMOVAL_MESSAGE);
    expect(res.json().message).toBe(
      'Cannot Remove Primary Participant: Please assign another participant as primary first.',
    );
  });

  it('changes when another is made primary: they swap places, each with their own package', async () => {
    const { id } = await createBooking();
    const added = (await add(id, person({ packageId: pkg.comprehensive }))).json().data as ParticipantChangeResult;
    const sitiId = added.participant!.id;
    const before = await storedRegistration(t, id);

    const withoutContact = await change(sitiId, { registrationId: id, isPrimary: true });
    expect(withoutContact.statusCode).toBe(400);
    expect(withoutContact.json().message).toBe(PRIMARY_CONTACT_DETAILS_MESSAGE);

    const res = await change(sitiId, {
      registrationId: id,
      isPrimary: true,
      email: 'siti@example.com',
      mobileNumber: '98765432',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Primary Contact Changed');
    const [primary, other] = res.json().data.participants as ParticipantList;
    expect(primary).toMatchObject({ id: 0, firstName: 'Siti', isPrimary: true, packageName: 'Comprehensive' });
    expect(primary).toMatchObject({ email: 'siti@example.com', mobileNumber: '****5432', gender: 'Male' });
    expect(other).toMatchObject({ id: sitiId, firstName: 'Tan', isPrimary: false, packageName: 'Premium' });
    const after = await storedRegistration(t, id);
    expect(after).toMatchObject({ firstName: 'Siti', email: 'siti@example.com', gender: 'male' });
    expect(after.packageId).toBe(pkg.comprehensive);
    // Same persons and packages: the same price.
    expect(after.totalAmount).toBe(before.totalAmount);
    expect((await storedRegistration(t, id)).personCount).toBe(2);
  });

  it('is the person added with isPrimary, and the previous primary stays in the booking', async () => {
    const { id } = await createBooking();
    const res = await add(
      id,
      person({ firstName: 'Nurul', isPrimary: true, email: 'n@example.com', mobileNumber: '81234567' }),
    );
    expect(res.statusCode).toBe(201);
    const names = (res.json().data.participants as ParticipantList).map((p) => [p.firstName, p.isPrimary]);
    expect(names).toEqual([
      ['Nurul', true],
      ['Tan', false],
    ]);
  });

  it('keeps an email and a mobile number, and cannot be unset without another primary', async () => {
    const { id } = await createBooking();
    expect((await change(0, { registrationId: id, email: '' })).statusCode).toBe(400);
    expect((await change(0, { registrationId: id, isPrimary: false })).statusCode).toBe(409);
    const res = await change(0, { registrationId: id, firstName: 'Mei', packageId: pkg.superior });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.participants[0]).toMatchObject({ firstName: 'Mei', packageName: 'Superior' });
    // Superior 328.00 + GST 29.52.
    expect(res.json().data.booking.totalAmount).toBe('357.52');
  });
});

describe('changing a participant', () => {
  it('re-prices the booking when a person’s package changes', async () => {
    const { id } = await createBooking();
    const added = (await add(id, person())).json().data as ParticipantChangeResult;
    const res = await change(added.participant!.id, { registrationId: id, packageId: pkg.prestige, lastName: 'Ali' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Participant Updated');
    // 118 + 468 = 586.00, 5 % = 29.30, GST 9 % of 556.70 = 50.10, total 606.80.
    expect(res.json().data.booking).toMatchObject({
      subtotal: '586.00',
      volumeDiscount: '29.30',
      totalAmount: '606.80',
    });
    expect(res.json().data.participant).toMatchObject({ lastName: 'Ali', packageName: 'Prestige' });
  });
});

describe('discount codes on a changed booking', () => {
  async function codeBooking() {
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/discounts/validate',
      payload: { code: 'WELCOME10', subtotal: 118 },
    });
    const identifierId = validated.json().data.discountIdentifierId as number;
    const booking = await createBooking({ discountCodeId: identifierId, discountCode: 'WELCOME10' });
    return { ...booking, identifierId };
  }

  it('keeps the code while it still applies, on the new amounts', async () => {
    const { id } = await codeBooking();
    const res = await add(id, person());
    // 224.20 after the family bundle, 10 % = 22.42, GST 9 % of 201.78 = 18.16, total 219.94.
    expect(res.json().data.booking).toMatchObject({
      discountAmount: '22.42',
      totalAmount: '219.94',
      hasDiscountCode: true,
    });
    expect(res.json().data.codeDiscountRemoved).toBe(false);
  });

  it('keeps a single-use code the booking itself used up', async () => {
    const { codes } = await createPromoDiscount(
      t.db,
      ['ONCEONLY'],
      { limitRedemption: true, maxRedemptions: 1 },
      {
        maxRedemptions: 1,
      },
    );
    const { id } = await createBooking({ discountCodeId: codes[0]!.id, discountCode: 'ONCEONLY' });
    const res = await add(id, person());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ codeDiscountRemoved: false, booking: { discountAmount: '22.42' } });
  });

  it('takes a code that no longer applies off, and gives its redemption back', async () => {
    const { id, identifierId } = await codeBooking();
    const [identifier] = await t.db.select().from(discountIdentifiers).where(eq(discountIdentifiers.id, identifierId));
    const [discountBefore] = await t.db.select().from(discounts).where(eq(discounts.id, identifier!.discountId));
    await t.db.update(discounts).set({ endDate: '2026-11-01' }).where(eq(discounts.id, identifier!.discountId));
    try {
      const res = await add(id, person());
      expect(res.json().data.codeDiscountRemoved).toBe(true);
      expect(res.json().data.booking).toMatchObject({
        discountAmount: '0.00',
        totalAmount: '244.38',
        hasDiscountCode: false,
      });
      const [discountAfter] = await t.db.select().from(discounts).where(eq(discounts.id, identifier!.discountId));
      expect(discountAfter!.redemptionCount).toBe(discountBefore!.redemptionCount - 1);
      expect((await storedRegistration(t, id)).discountCodeId).toBeNull();
    } finally {
      await t.db
        .update(discounts)
        .set({ endDate: discountBefore!.endDate })
        .where(eq(discounts.id, identifier!.discountId));
    }
  });
});

describe('when participants can no longer change', () => {
  it('refuses changes to a paid booking', async () => {
    const { id } = await createBooking();
    const paid = await payByCard(t, id, '128.62');
    expect(paid.statusCode).toBe(200);
    const res = await add(id, person());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PARTICIPANTS_LOCKED_MESSAGE);
    expect((await remove(0, id)).statusCode).toBe(409);
    expect(await storedRegistration(t, id)).toMatchObject({ status: 'paid', personCount: 1 });
  });

  it('lets a paid booking change its primary contact’s email and mobile number alone, without re-pricing it', async () => {
    const { id } = await createBooking();
    expect((await payByCard(t, id, '128.62')).statusCode).toBe(200);
    const before = await storedRegistration(t, id);
    const res = await change(0, { registrationId: id, email: 'new.address@example.com', mobileNumber: '91112222' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Participant Updated');
    const after = await storedRegistration(t, id);
    expect(after).toMatchObject({
      status: 'paid',
      email: 'new.address@example.com',
      mobileNumber: '91112222',
      totalAmount: before.totalAmount,
      amountDue: '0.00',
    });
    // The old and the new address hear of it.
    const notices = await t.db
      .select({ toAddress: outboxMessages.toAddress })
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.registrationId, id),
          eq(outboxMessages.kind, 'contact-changed'),
          eq(outboxMessages.channel, 'email'),
        ),
      );
    expect(notices.map((notice) => notice.toAddress).sort()).toEqual([before.email, 'new.address@example.com'].sort());
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'contact_change')));
    expect(audit!.changes).toMatchObject({ email: true, mobileNumber: true });
    expect(JSON.stringify(audit!.changes)).not.toContain('new.address');

    // Anything more than the contact details stays refused once paid.
    const more = await change(0, { registrationId: id, email: 'other@example.com', firstName: 'Changed' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(PARTICIPANTS_LOCKED_MESSAGE);
    const empty = await change(0, { registrationId: id, email: null });
    expect(empty.statusCode).toBe(400);
    expect((await storedRegistration(t, id)).email).toBe('new.address@example.com');
  });

  it('refuses a contact change without the booking’s token, after a cancellation and inside the cut-off', async () => {
    const { id, reference_number: reference } = await createBooking();
    const stranger = await t.app.inject({
      method: 'PUT',
      url: '/api/participants/0',
      payload: { registrationId: id, email: 'thief@example.com' },
    });
    expect(stranger.statusCode).toBe(403);
    const lookup = (await t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${reference}` })).json().data;
    t.setNow(new Date(Date.parse(lookup.changeCutoffAt) + 60_000));
    try {
      const late = await change(0, { registrationId: id, mobileNumber: '91113333' });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(changeCutoffMessage(24));
    } finally {
      t.setNow(NOW);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/registrations/${id}/cancel` })).statusCode).toBe(200);
    const closed = await change(0, { registrationId: id, email: 'late@example.com' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(REGISTRATION_CLOSED_MESSAGE);
    expect((await storedRegistration(t, id)).email).not.toBe('thief@example.com');
  });

  it('refuses changes while a card payment is under way', async () => {
    const { id } = await createBooking();
    await t.db.insert(payments).values({
      registrationId: id,
      transactionId: `attempt_${id}`,
      gateway: 'simulated',
      status: 'processing',
      amount: '128.62',
    });
    expect((await add(id, person())).statusCode).toBe(409);
    await t.db.delete(payments).where(and(eq(payments.registrationId, id)));
  });

  it('refuses a card payment priced before a person was added', async () => {
    const { id } = await createBooking();
    const gateway = t.app.ctx.payments.test;
    const describeNonce = gateway.describeNonce.bind(gateway);
    // The person is added while the payment asks the gateway about the card, after it read the amount due.
    const spy = vi.spyOn(gateway, 'describeNonce').mockImplementation(async (nonce) => {
      expect((await add(id, person())).statusCode).toBe(201);
      return describeNonce(nonce);
    });
    try {
      const res = await payByCard(t, id, '128.62');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: AMOUNT_DUE_CHANGED_MESSAGE, data: { amountDue: '244.38' } });
    } finally {
      spy.mockRestore();
    }
    expect(await storedRegistration(t, id)).toMatchObject({ status: 'pending_payment', amountDue: '244.38' });
    expect(await t.db.select().from(payments).where(eq(payments.registrationId, id))).toHaveLength(0);
  });

  it('refuses changes to a cancelled booking', async () => {
    const { id } = await createBooking();
    expect((await t.app.inject({ method: 'POST', url: `/api/registrations/${id}/cancel` })).statusCode).toBe(200);
    const res = await add(id, person());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REGISTRATION_CLOSED_MESSAGE);
  });

  it('refuses changes within the cut-off, giving the clinic’s contact', async () => {
    const { id, reference_number: reference } = await createBooking();
    const lookup = (await t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${reference}` })).json().data;
    expect(lookup).toMatchObject({ canChangeParticipants: true, clinicContactMessage: null });
    // A minute past the cut-off (24 hours before the visit).
    t.setNow(new Date(Date.parse(lookup.changeCutoffAt) + 60_000));
    try {
      const inside = (await t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${reference}` })).json().data;
      expect(inside).toMatchObject({
        canSelfServe: false,
        canChangeParticipants: false,
        clinicContactMessage: changeCutoffMessage(24),
      });
      const res = await add(id, person());
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(changeCutoffMessage(24));
      expect(res.json().message).toContain(CLINIC_CONTACT.phone);
    } finally {
      t.setNow(NOW);
    }
  });
});
