import type { BookingRequestInput } from '@domain/bookings/schemas';
import { singaporeDateTime } from '@domain/shared/dates';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEvent, createPackage, createPromoDiscount } from '../../db/factories';
import { auditLog } from '../../db/schema/audit-log';
import { participants, registrationDiscountIdentifiers, registrations } from '../../db/schema/bookings';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { eventConfigs, events } from '../../db/schema/events';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { memberVerifications } from '../../db/schema/members';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { forgetExpiredKeys } from '../../http/idempotency';
import {
  book,
  bookingRequest,
  bookingSetup,
  homeEvent,
  householdMember,
  NOW,
  offeredSlots,
  type PackageIds,
  storedRegistration,
  testNric,
} from '../../testing/bookings';
import { discountCode } from '../../testing/discounts';
import { observedRosterInsurer } from '../../testing/insurer';
import { type SlotQueue, slotCounters } from '../../testing/slots';
import { createTestApp, type TestApp } from '../../testing/test-app';

const { insurer, state: insurerState } = observedRosterInsurer();

let t: TestApp;
let eventId: number;
let pkg: PackageIds;
/** Central slots nobody has booked yet (each booking takes one: one home visit per slot). */
let slots: SlotQueue;

beforeAll(async () => {
  t = await createTestApp({ now: NOW, insurer });
  // Twenty dates ahead instead of ten: forty central slots, so the tests that book take one each and
  // a free one is still left for the tests that only peek, in whatever order they run.
  const home = await homeEvent(t);
  await t.db.update(eventConfigs).set({ numSlots: 20 }).where(eq(eventConfigs.eventId, home.id));
  ({ eventId, pkg, slots } = await bookingSetup(t));
});
afterAll(() => t.close());
beforeEach(() => {
  insurerState.down = false;
  t.setNow(NOW);
});

async function registrationCount() {
  const [row] = await t.db.select({ n: count() }).from(registrations);
  return row!.n;
}

describe('POST /api/registrations', () => {
  it('books one retail person, answers 201 with the reference and takes the slot', async () => {
    const timeslotId = slots.next();
    const res = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId }));
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    // 118.00 + 9% GST = 128.62.
    expect(data).toEqual({
      reference_number: expect.stringMatching(/^HS2611-\d{4}-\d{4}$/),
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      status: 'pending_payment',
      totalAmount: '128.62',
      amountDue: '128.62',
      // Held for HOLD_VERIFY_MINUTES unless the contact is proven (DESIGN §8.2).
      holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
      bookingToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 1, currentBookings: 1 });
    const stored = await storedRegistration(t, data.id);
    expect(stored).toMatchObject({
      status: 'pending_payment',
      region: 'central',
      personCount: 1,
      isAiaMember: false,
      aiaMemberId: null,
      subtotalAmount: '118.00',
      gstAmount: '10.62',
      totalAmount: '128.62',
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, data.id));
    expect(audit).toMatchObject({ actor: 'customer', entity: 'registration', action: 'create' });
    expect(JSON.stringify(audit!.changes)).not.toContain(stored.identificationNumber);
  });

  it('prices with its own numbers whatever total and member flags the client sends', async () => {
    const timeslotId = slots.next();
    const discountCodeId = (await discountCode(t, 'WELCOME10')).id;
    const res = await book(
      t,
      bookingRequest({
        eventId,
        packageId: pkg.premium,
        timeslotId,
        discountCodeId,
        discountCode: 'welcome10',
        participants: [householdMember(pkg.premium, 'Ahmad'), householdMember(pkg.premium, 'Siti')],
        total: 1,
        totalForDisplay: '1.00',
        isAiaMember: true,
        isVitalityMember: true,
        aiaMemberId: 'S7000001B',
      }),
    );
    expect(res.statusCode).toBe(201);
    // 3 × 118.00 = 354.00; family bundle 10% = 35.40 → 318.60; WELCOME10 10% = 31.86 → 286.74;
    // GST 9% = 25.8066 → 25.81 (half-up); total 312.55.
    expect(res.json().data).toMatchObject({ status: 'pending_payment', totalAmount: '312.55', amountDue: '312.55' });
    const id = res.json().data.id;
    const stored = await storedRegistration(t, id);
    expect(stored).toMatchObject({
      personCount: 3,
      isAiaMember: false,
      isVitalityMember: false,
      aiaMemberId: null,
      subtotalAmount: '354.00',
      volumeDiscountAmount: '35.40',
      discountAmount: '31.86',
      aiaDiscountAmount: '0.00',
      gstAmount: '25.81',
      totalAmount: '312.55',
      amountDue: '312.55',
      discountCodeId,
    });
    const household = await t.db.select().from(participants).where(eq(participants.registrationId, id));
    expect(household.map((p) => [p.firstName, p.packagePrice, p.originalPrice, p.discountAmount])).toEqual([
      ['Ahmad', '118.00', '118.00', '0.00'],
      ['Siti', '118.00', '118.00', '0.00'],
    ]);
    const links = await t.db
      .select()
      .from(registrationDiscountIdentifiers)
      .where(eq(registrationDiscountIdentifiers.registrationId, id));
    expect(links.map((link) => link.discountIdentifierId)).toEqual([discountCodeId]);
    const [code] = await t.db.select().from(discountIdentifiers).where(eq(discountIdentifiers.id, discountCodeId));
    expect(code).toMatchObject({ usedCount: 1, isUsed: true });
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 3, currentBookings: 1 });
  });

  it('gives the roster AIA member member prices for the whole household, though the client claims none', async () => {
    const res = await book(
      t,
      bookingRequest({
        eventId,
        packageId: pkg.premium,
        timeslotId: slots.next(),
        identificationNumber: 'S1234567D',
        dateOfBirth: '1980-01-01',
        isAiaMember: false,
        participants: [householdMember(pkg.comprehensive)],
      }),
    );
    expect(res.statusCode).toBe(201);
    // Member prices 106.20 + 178.20 = 284.40; family bundle 5% = 14.22 → 270.18; GST 24.3162 → 24.32; 294.50.
    expect(res.json().data.totalAmount).toBe('294.50');
    const stored = await storedRegistration(t, res.json().data.id);
    expect(stored).toMatchObject({
      isAiaMember: true,
      aiaMemberId: 'S1234567D',
      subtotalAmount: '284.40',
      volumeDiscountAmount: '14.22',
      aiaDiscountAmount: '31.60',
      gstAmount: '24.32',
    });
    const [member] = await t.db.select().from(participants).where(eq(participants.registrationId, stored.id));
    expect(member).toMatchObject({ packagePrice: '178.20', originalPrice: '198.00', discountAmount: '19.80' });
    // The household's rows carry the membership the server verified for the booking, like its prices.
    expect(member).toMatchObject({ isAiaMember: true, isVitalityMember: false });
  });

  it('gives the roster Vitality member member prices', async () => {
    const res = await book(
      t,
      bookingRequest({
        eventId,
        packageId: pkg.superior,
        timeslotId: slots.next(),
        identificationNumber: 'S2345678H',
        dateOfBirth: '1985-06-15',
        vitalityMembershipNo: 'V123456789',
      }),
    );
    // 295.20 × 1.09 = 321.768 → 321.77.
    expect(res.json().data.totalAmount).toBe('321.77');
  });

  it('charges standard prices when the insurer is down and no recent verification exists', async () => {
    insurerState.down = true;
    const res = await book(
      t,
      bookingRequest({
        eventId,
        packageId: pkg.premium,
        timeslotId: slots.next(),
        identificationNumber: 'S1234567D',
        dateOfBirth: '1980-01-01',
        // A different Vitality number makes this a person the server has not verified recently.
        vitalityMembershipNo: 'V999999999',
        isAiaMember: true,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.totalAmount).toBe('128.62');
  });

  it("reuses the verification made at the wizard's first step instead of asking the insurer again", async () => {
    const person = { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' };
    await t.app.inject({ method: 'POST', url: '/api/verify-aia-healthshield', payload: person });
    const callsAfterVerification = insurerState.calls;
    insurerState.down = true;
    const res = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next(), ...person }));
    expect(insurerState.calls).toBe(callsAfterVerification);
    // Member price 106.20 × 1.09 = 115.758 → 115.76.
    expect(res.json().data.totalAmount).toBe('115.76');
  });

  it('marks a booking with nothing to pay as paid', async () => {
    const { codes } = await createPromoDiscount(t.db, ['FREESCREEN'], { value: '100.00' });
    const res = await book(
      t,
      bookingRequest({
        eventId,
        packageId: pkg.premium,
        timeslotId: slots.next(),
        discountCodeId: codes[0]!.id,
        discountCode: 'FREESCREEN',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'paid', totalAmount: '0.00', amountDue: '0.00' });
  });
});

describe('POST /api/registrations refuses bad input with the spec message and changes nothing', () => {
  const under21 = '2010-01-01';
  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing event', { eventId: undefined }, 'Please select an event'],
    ['an event id of 0', { eventId: 0 }, 'Please select an event'],
    ['a missing package', { packageId: undefined }, 'Please select a package'],
    ['a package id that is not a number', { packageId: 'abc' }, 'Please select a package'],
    ['a missing timeslot', { timeslotId: undefined }, 'Please select a timeslot'],
    ['a negative timeslot id', { timeslotId: -3 }, 'Please select a timeslot'],
    ['a one-letter first name', { firstName: 'A' }, 'First name is required'],
    ['a missing last name', { lastName: undefined }, 'Last name is required'],
    ['an invalid email', { email: 'not-an-email' }, 'Invalid email address'],
    ['a short mobile number', { mobileNumber: '1234567' }, 'Mobile number is required'],
    ['an unknown gender', { gender: 'other' }, 'Please select a gender'],
    ['an empty identification number', { identificationNumber: '  ' }, 'Identification number is required'],
    ['an empty date of birth', { dateOfBirth: '' }, 'Please enter your date of birth in YYYY-MM-DD format'],
    [
      'a date of birth that does not exist',
      { dateOfBirth: '31/02/1990' },
      'Please enter a valid date in DD/MM/YYYY format',
    ],
    ['a date of birth in the future', { dateOfBirth: '2030-01-01' }, 'Date of birth cannot be in the future'],
    ['a person under 21', { dateOfBirth: under21 }, 'You must be at least 21 years old to book this health screening'],
    ['a five-digit postal code', { postalCode: '23880' }, 'Postal code must be 6 digits'],
    ['a missing address', { address: '' }, 'Address is required'],
    [
      'a malformed Vitality number',
      { vitalityMembershipNo: 'V12345' },
      'Vitality membership number must follow format V123456789',
    ],
    ['a discount code id that is not a number', { discountCodeId: 'WELCOME10' }, 'Invalid discount code'],
    ['an event id beyond 32 bits', { eventId: 3_000_000_000 }, 'Please select an event'],
    ['a timeslot id beyond 32 bits', { timeslotId: 3_000_000_000 }, 'Please select a timeslot'],
    ['a discount code id beyond 32 bits', { discountCodeId: 3_000_000_000 }, 'Invalid discount code'],
    ['a NUL character in the address', { address: '1 Orchard\u0000 Road' }, 'Text must not contain NUL characters'],
    [
      'a household member with a one-letter name',
      { participants: [{ ...householdMember(1), firstName: 'A' }] },
      'First name should be at least 2 characters',
    ],
    [
      'a household member with a short ID',
      { participants: [{ ...householdMember(1), identificationNumber: 'S123' }] },
      'Identification number should be at least 6 characters',
    ],
    [
      'a household member under 21',
      { participants: [{ ...householdMember(1), dateOfBirth: under21 }] },
      'Participant must be at least 21 years old',
    ],
    [
      'a household member without a package',
      { participants: [{ ...householdMember(1), packageId: undefined }] },
      'Please select a package',
    ],
    [
      'an identification number with a zero-width space',
      { identificationNumber: 'S3333333A\u200b' },
      'Identification number can only contain letters and digits',
    ],
    [
      'a household member whose ID carries an emoji',
      { participants: [{ ...householdMember(1), identificationNumber: 'S3333333A\u{1F600}' }] },
      'Identification number can only contain letters and digits',
    ],
    [
      'a total with three decimals sent as a JSON number',
      { totalAmount: 128.615 },
      'Total amount must be an amount with at most two decimals',
    ],
    [
      'a right-to-left override in the address',
      { address: '1 Orchard\u202e Road' },
      'Address contains characters that are not allowed',
    ],
    [
      'a zero-width space in the unit number',
      { unitNumber: '#10\u200b-01' },
      'Unit number contains characters that are not allowed',
    ],
    [
      'a bell character in the medical conditions',
      { medicalConditions: 'None\u0007' },
      'Medical conditions contains characters that are not allowed',
    ],
    [
      'a letter in the mobile number',
      { mobileNumber: '9123 4567 x' },
      'Mobile number can only contain digits, spaces and + - ( )',
    ],
    [
      'a date of birth more than 100 years back',
      { dateOfBirth: '1926-11-20' },
      'Please enter a valid date in DD/MM/YYYY format',
    ],
    [
      'a household member born more than 100 years back',
      { participants: [{ ...householdMember(1), dateOfBirth: '20/11/1926' }] },
      'Please enter a valid date in DD/MM/YYYY format',
    ],
    [
      'more than 10 persons',
      { participants: Array.from({ length: 10 }, () => householdMember(1)) },
      'A booking can include at most 10 persons',
    ],
  ];

  it.each(cases)('%s', async (_case, change, message) => {
    const before = await registrationCount();
    const payload = { ...bookingRequest({ eventId, packageId: pkg.premium, timeslotId: 1 }), ...change };
    const res = await book(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await registrationCount()).toBe(before);
  });

  it('answers a deeply nested body with 400, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: { 'content-type': 'application/json' },
      payload: '{"eventId": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('POST /api/registrations refuses choices the event does not offer', () => {
  it('answers an unknown event with 404', async () => {
    const res = await book(t, bookingRequest({ eventId: 999_999, packageId: pkg.premium, timeslotId: slots.peek() }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Event not found' });
  });

  it('answers an inactive event with 404', async () => {
    const inactive = await createEvent(t.db, { isActive: false }, { packageIds: [pkg.premium] });
    const res = await book(
      t,
      bookingRequest({ eventId: inactive.id, packageId: pkg.premium, timeslotId: slots.peek() }),
    );
    expect(res.statusCode).toBe(404);
  });

  it('refuses a package the event does not offer, for the main person or a household member', async () => {
    const other = await createPackage(t.db, { name: 'Not offered' });
    const timeslotId = slots.peek();
    const main = await book(t, bookingRequest({ eventId, packageId: other.id, timeslotId }));
    expect(main.statusCode).toBe(400);
    expect(main.json().message).toBe('Please select a package');
    const member = await book(
      t,
      bookingRequest({ eventId, packageId: pkg.premium, timeslotId, participants: [householdMember(other.id)] }),
    );
    expect(member.statusCode).toBe(400);
    expect(member.json().message).toBe('Please select a package');
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 0, currentBookings: 0 });
  });

  it("refuses a household member's NRIC with a wrong check letter, with the primary contact's message", async () => {
    const timeslotId = slots.peek();
    const member = { ...householdMember(pkg.premium), identificationNumber: 'T0123456A' };
    const res = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId, participants: [member] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'participants.0.identificationNumber', message: 'Please enter a valid NRIC, FIN or passport number.' },
    ]);
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 0, currentBookings: 0 });
  });

  it('refuses an unknown timeslot and a timeslot of another event', async () => {
    const unknown = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please select a timeslot');
    const [partnerEvent] = await t.db.select().from(events).where(eq(events.slug, 'whitecoat-health-screening'));
    const [foreignSlot] = await offeredSlots(t, partnerEvent!.id);
    const foreign = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: foreignSlot!.id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('Please select a timeslot');
  });

  it("refuses a slot outside the postal code's region", async () => {
    const res = await book(
      t,
      bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.peek(), postalCode: '460123' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a timeslot');
  });

  it('refuses a slot that starts within the lead time', async () => {
    const timeslotId = slots.peek();
    const [slot] = await t.db
      .select({ date: eventDates.date, time: timeslots.time })
      .from(timeslots)
      .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
      .where(eq(timeslots.id, timeslotId));
    // An hour before the slot starts, inside the event's 24 hours of lead time.
    t.setNow(new Date(singaporeDateTime(slot!.date, slot!.time).getTime() - 60 * 60 * 1000));
    const res = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This timeslot is no longer available');
  });
});

describe('POST /api/registrations on a manual event', () => {
  it('refuses a slot that starts within the lead time, as it is not offered', async () => {
    const event = await createEvent(
      t.db,
      {},
      { packageIds: [pkg.premium], config: { configType: 'manual', bufferHours: 24 } },
    );
    const [date] = await t.db.insert(eventDates).values({ eventId: event.id, date: '2026-11-22' }).returning();
    // Sunday 22 Nov 09:00 is 23 hours after NOW; 11:00 is 25 hours after.
    const [soon, later] = await t.db
      .insert(timeslots)
      .values([
        { eventDateId: date!.id, time: '09:00' },
        { eventDateId: date!.id, time: '11:00' },
      ])
      .returning();
    const res = await book(t, bookingRequest({ eventId: event.id, packageId: pkg.premium, timeslotId: soon!.id }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This timeslot is no longer available');
    expect(await slotCounters(t, soon!.id)).toEqual({ currentAttendees: 0, currentBookings: 0 });
    const ok = await book(t, bookingRequest({ eventId: event.id, packageId: pkg.premium, timeslotId: later!.id }));
    expect(ok.statusCode).toBe(201);
  });
});

describe('POST /api/registrations refuses a slot without room', () => {
  it('refuses a blocked slot', async () => {
    const timeslotId = slots.next();
    await t.db.update(timeslots).set({ isAvailable: false }).where(eq(timeslots.id, timeslotId));
    const res = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: 'This timeslot is no longer available' });
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 0, currentBookings: 0 });
  });

  it('refuses a second home visit in a slot that allows one', async () => {
    const timeslotId = slots.next();
    expect((await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId }))).statusCode).toBe(201);
    const res = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'This timeslot is fully booked. Please choose another time.',
    });
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 1, currentBookings: 1 });
  });

  it('refuses a household larger than the persons left in the slot', async () => {
    const timeslotId = slots.next();
    await t.db.update(timeslots).set({ maxAttendees: 2 }).where(eq(timeslots.id, timeslotId));
    const res = await book(
      t,
      bookingRequest({
        eventId,
        packageId: pkg.premium,
        timeslotId,
        participants: [householdMember(pkg.premium), householdMember(pkg.premium)],
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This timeslot is fully booked. Please choose another time.');
  });
});

describe('POST /api/registrations re-checks the discount code', () => {
  it('refuses an expired code and leaves the slot untouched', async () => {
    const { codes } = await createPromoDiscount(t.db, ['OLDPROMO'], { endDate: '2026-11-20' });
    const timeslotId = slots.peek();
    const res = await book(
      t,
      bookingRequest({
        eventId,
        packageId: pkg.premium,
        timeslotId,
        discountCodeId: codes[0]!.id,
        discountCode: 'OLDPROMO',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'This discount code has expired' });
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 0, currentBookings: 0 });
  });

  it('refuses a single-use code that has been used', async () => {
    const { codes } = await createPromoDiscount(t.db, ['ONCEONLY'], {}, { maxRedemptions: 1 });
    const once = { discountCodeId: codes[0]!.id, discountCode: 'ONCEONLY' };
    const first = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next(), ...once }));
    expect(first.statusCode).toBe(201);
    const timeslotId = slots.peek();
    const second = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId, ...once }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: 'This discount code has reached its redemption limit' });
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 0, currentBookings: 0 });
    const [discount] = await t.db.select().from(discounts).where(eq(discounts.id, codes[0]!.discountId));
    expect(discount!.redemptionCount).toBe(1);
  });

  it('refuses a retail-only code for a verified member', async () => {
    const { codes } = await createPromoDiscount(t.db, ['RETAILFOLK'], { applicableForAIA: false });
    const res = await book(
      t,
      bookingRequest({
        eventId,
        packageId: pkg.premium,
        timeslotId: slots.peek(),
        identificationNumber: 'S1234567D',
        dateOfBirth: '1980-01-01',
        discountCodeId: codes[0]!.id,
        discountCode: 'RETAILFOLK',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This discount code is not applicable to this booking');
  });

  describe('names the code by its id and its text, so a guessed id redeems nothing', () => {
    // Ids are sequential: WELCOME10's id is easy to guess, its text (for a private code) is not.
    async function refusedLikeAnUnknownCode(overrides: Partial<BookingRequestInput>) {
      const timeslotId = slots.peek();
      const before = {
        registrations: await registrationCount(),
        slot: await slotCounters(t, timeslotId),
        calls: insurerState.calls,
      };
      const [codeBefore] = await t.db.select().from(discountIdentifiers).where(eq(discountIdentifiers.id, privateId));
      const res = await book(
        t,
        bookingRequest({
          eventId,
          packageId: pkg.premium,
          timeslotId,
          // A fresh NRIC each time (never verified before), so the insurer would be asked if the code
          // were not checked first.
          // Whatever total was sent, no price-changed answer reveals what the code is worth.
          totalAmount: '1.00',
          ...overrides,
        }),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Invalid discount code' });
      expect(await registrationCount()).toBe(before.registrations);
      expect(await slotCounters(t, timeslotId)).toEqual(before.slot);
      expect(insurerState.calls).toBe(before.calls);
      const [codeAfter] = await t.db.select().from(discountIdentifiers).where(eq(discountIdentifiers.id, privateId));
      expect(codeAfter!.usedCount).toBe(codeBefore!.usedCount);
    }

    let privateId: number;
    beforeAll(async () => {
      const { codes } = await createPromoDiscount(t.db, ['STAFF-ONLY-7Q2X'], { value: '100.00' });
      privateId = codes[0]!.id;
    });

    it('refuses a guessed id sent without the code text with the 404 of an unknown code', async () => {
      await refusedLikeAnUnknownCode({ discountCodeId: privateId });
      await refusedLikeAnUnknownCode({ discountCodeId: privateId, discountCode: '' });
      await refusedLikeAnUnknownCode({ discountCodeId: privateId, discountCode: null });
    });

    it("refuses a guessed id sent with another code's text (a public one) with the same 404", async () => {
      await refusedLikeAnUnknownCode({ discountCodeId: privateId, discountCode: 'WELCOME10' });
      await refusedLikeAnUnknownCode({ discountCodeId: privateId, discountCode: 'STAFF-ONLY-7Q2' });
    });

    it('redeems when the id comes with its own text, in any letter case', async () => {
      const res = await book(
        t,
        bookingRequest({
          eventId,
          packageId: pkg.premium,
          timeslotId: slots.next(),
          discountCodeId: privateId,
          discountCode: ' staff-only-7q2x ',
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ status: 'paid', totalAmount: '0.00' });
      const [code] = await t.db.select().from(discountIdentifiers).where(eq(discountIdentifiers.id, privateId));
      expect(code).toMatchObject({ usedCount: 1, isUsed: true });
      const links = await t.db
        .select()
        .from(registrationDiscountIdentifiers)
        .where(eq(registrationDiscountIdentifiers.registrationId, res.json().data.id));
      expect(links.map((link) => link.discountIdentifierId)).toEqual([privateId]);
    });
  });

  it('refuses an unknown discount code id with 404', async () => {
    const res = await book(
      t,
      bookingRequest({
        eventId,
        packageId: pkg.premium,
        timeslotId: slots.peek(),
        discountCodeId: 999_999,
        discountCode: 'WELCOME10',
      }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Invalid discount code');
  });
});

describe('POST /api/registrations with an Idempotency-Key', () => {
  it('answers a replay with the first response and books once', async () => {
    const timeslotId = slots.next();
    const request = bookingRequest({ eventId, packageId: pkg.premium, timeslotId });
    const headers = { 'idempotency-key': 'replay-test-1' };
    const before = await registrationCount();
    const first = await book(t, request, headers);
    const replay = await book(t, request, headers);
    expect(first.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await registrationCount()).toBe(before + 1);
    expect(await slotCounters(t, timeslotId)).toEqual({ currentAttendees: 1, currentBookings: 1 });
  });

  it('refuses the same key with a different request', async () => {
    const headers = { 'idempotency-key': 'replay-test-2' };
    const first = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next() }), headers);
    expect(first.statusCode).toBe(201);
    const other = await book(
      t,
      bookingRequest({ eventId, packageId: pkg.prestige, timeslotId: slots.next() }),
      headers,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ success: false, message: 'Idempotency key reused with a different request' });
  });

  it('books once when the same request races itself', async () => {
    const timeslotId = slots.next();
    const request = bookingRequest({ eventId, packageId: pkg.premium, timeslotId });
    const headers = { 'idempotency-key': 'replay-race' };
    const before = await registrationCount();
    const responses = await Promise.all(Array.from({ length: 5 }, () => book(t, request, headers)));
    expect(responses.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(responses.map((res) => res.json().data.reference_number)).size).toBe(1);
    expect(await registrationCount()).toBe(before + 1);
  });

  it('lets a retry book after a refused attempt', async () => {
    const timeslotId = slots.next();
    await t.db.update(timeslots).set({ isAvailable: false }).where(eq(timeslots.id, timeslotId));
    const request = bookingRequest({ eventId, packageId: pkg.premium, timeslotId });
    const headers = { 'idempotency-key': 'retry-after-refusal' };
    expect((await book(t, request, headers)).statusCode).toBe(409);
    await t.db.update(timeslots).set({ isAvailable: true }).where(eq(timeslots.id, timeslotId));
    expect((await book(t, request, headers)).statusCode).toBe(201);
  });

  it('forgets keys older than 24 hours in the recurring clean-up, and answers retries of younger ones', async () => {
    const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);
    const stale = { scope: 'POST /api/registrations', requestHash: 'x', status: 201, data: {} };
    await t.db.insert(idempotencyKeys).values([
      { ...stale, key: 'cleanup-25h', createdAt: hoursAgo(25) },
      { ...stale, key: 'cleanup-23h', createdAt: hoursAgo(23) },
    ]);
    const headers = { 'idempotency-key': 'cleanup-new' };
    expect(
      (await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next() }), headers))
        .statusCode,
    ).toBe(201);
    // The booking itself deletes nothing: its transaction stays short.
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'cleanup-25h'))).toHaveLength(1);
    expect(await forgetExpiredKeys(t.db, NOW)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ['cleanup-25h', 'cleanup-23h', 'cleanup-new']));
    expect(left.map((row) => row.key).sort()).toEqual(['cleanup-23h', 'cleanup-new']);
  });

  it('refuses an over-long key with 400', async () => {
    const res = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: 1 }), {
      'idempotency-key': 'k'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/registrations checks the choices before asking the insurer', () => {
  async function verificationCount() {
    const [row] = await t.db.select({ n: count() }).from(memberVerifications);
    return row!.n;
  }

  it.each([
    ['an unknown event', () => ({ eventId: 999_999 }), 404],
    ['a package the event does not offer', () => ({ packageId: 999_999 }), 400],
    ['a timeslot of no event', () => ({ timeslotId: 999_999 }), 400],
    [
      'a household member with a package the event does not offer',
      () => ({ participants: [householdMember(999_999)] }),
      400,
    ],
  ])('refuses %s without calling the insurer or remembering a verification', async (_case, change, status) => {
    const callsBefore = insurerState.calls;
    const verificationsBefore = await verificationCount();
    const res = await book(t, {
      ...bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.peek() }),
      ...change(),
    });
    expect(res.statusCode).toBe(status);
    expect(insurerState.calls).toBe(callsBefore);
    expect(await verificationCount()).toBe(verificationsBefore);
  });

  it('refuses a full slot without calling the insurer', async () => {
    const timeslotId = slots.next();
    expect((await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId }))).statusCode).toBe(201);
    const callsBefore = insurerState.calls;
    const res = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This timeslot is fully booked. Please choose another time.');
    expect(insurerState.calls).toBe(callsBefore);
  });

  it('books a passport holder at standard prices without asking the insurer (spec 000 §4)', async () => {
    const callsBefore = insurerState.calls;
    const res = await book(
      t,
      bookingRequest({ eventId, packageId: pkg.premium, timeslotId: slots.next(), identificationNumber: 'k1234567' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.totalAmount).toBe('128.62');
    expect(insurerState.calls).toBe(callsBefore);
    const stored = await storedRegistration(t, res.json().data.id);
    expect(stored).toMatchObject({ identificationNumber: 'K1234567', isAiaMember: false, isVitalityMember: false });
  });
});

describe('POST /api/registrations on an event that takes many visits per slot', () => {
  let roomyEventId: number;
  let roomySlot: number;
  const vitalityMember = {
    identificationNumber: 'S2345678H',
    dateOfBirth: '1985-06-15',
    vitalityMembershipNo: 'V123456789',
  };

  beforeAll(async () => {
    const event = await createEvent(
      t.db,
      {},
      { packageIds: [pkg.premium, pkg.comprehensive], config: { configType: 'auto', slotsPerTimeslot: 100 } },
    );
    roomyEventId = event.id;
    roomySlot = (await offeredSlots(t, roomyEventId))[0]!.id;
    await t.db.update(timeslots).set({ maxAttendees: 500 }).where(eq(timeslots.id, roomySlot));
  });

  const roomyBooking = (overrides: Partial<BookingRequestInput>) =>
    bookingRequest({ eventId: roomyEventId, packageId: pkg.premium, timeslotId: roomySlot, ...overrides });

  describe('agreeing on the price', () => {
    it('books when the total the customer saw is the server total', async () => {
      const res = await book(t, roomyBooking({ totalAmount: '128.62' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.totalAmount).toBe('128.62');
    });

    it('refuses with 409 and the new total when the customer saw another total, and changes nothing', async () => {
      const { codes } = await createPromoDiscount(t.db, ['PRICECHECK'], { value: '10.00' });
      const code = codes[0]!;
      const before = { registrations: await registrationCount(), slot: await slotCounters(t, roomySlot) };
      const headers = { 'idempotency-key': 'price-changed-1' };
      // The wizard showed retail prices (its verification timed out); the server verified the member.
      const request = roomyBooking({
        ...vitalityMember,
        discountCodeId: code.id,
        discountCode: 'PRICECHECK',
        totalAmount: '115.76',
      });
      const res = await book(t, request, headers);
      expect(res.statusCode).toBe(409);
      // Member price 106.20 − 10% = 95.58; GST 8.6022 → 8.60; 104.18.
      expect(res.json()).toEqual({
        success: false,
        message: 'The price of your booking has changed. Please review the updated total and confirm again.',
        data: { isMember: true, totalAmount: '104.18', membershipNotChecked: null },
      });
      expect(await registrationCount()).toBe(before.registrations);
      expect(await slotCounters(t, roomySlot)).toEqual(before.slot);
      const [codeAfter] = await t.db.select().from(discountIdentifiers).where(eq(discountIdentifiers.id, code.id));
      expect(codeAfter).toMatchObject({ usedCount: 0, isUsed: false });
      expect(
        await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, headers['idempotency-key'])),
      ).toEqual([]);

      // Confirming again with the total the server named books, under the same key.
      const again = await book(t, { ...request, totalAmount: '104.18' }, headers);
      expect(again.statusCode).toBe(201);
      expect(again.json().data.totalAmount).toBe('104.18');
    });

    it('compares the totals as amounts: 128.62 sent as a number agrees, 128.6 does not', async () => {
      expect((await book(t, roomyBooking({ totalAmount: 128.62 }))).statusCode).toBe(201);
      expect((await book(t, roomyBooking({ totalAmount: '128.6' }))).statusCode).toBe(409);
    });
  });

  describe('unpaid holds', () => {
    /** An identification number of its own for each test (valid check letters), holding `holds` unpaid bookings. */
    const holders = [1, 2, 3, 4].map((serial) => testNric(serial, 'T'));
    async function holderWith(holds: number) {
      const holder = holders.shift();
      if (!holder) throw new Error('No identification number left for this test');
      for (let i = 0; i < holds; i += 1) {
        expect((await book(t, roomyBooking({ identificationNumber: holder }))).statusCode).toBe(201);
      }
      return holder;
    }

    it('lets one identification number hold 3 unpaid bookings and refuses a 4th without taking capacity', async () => {
      const holder = await holderWith(3);
      const slotBefore = await slotCounters(t, roomySlot);
      const res = await book(t, roomyBooking({ identificationNumber: holder.toLowerCase() }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        success: false,
        message: 'You already have 3 bookings awaiting payment. Please complete or cancel one before booking again.',
      });
      expect(await slotCounters(t, roomySlot)).toEqual(slotBefore);
    });

    it('counts only live unpaid bookings: a cancelled or paid one frees a place', async () => {
      const holder = await holderWith(3);
      const [oldest] = await t.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(eq(registrations.identificationNumber, holder));
      await t.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, oldest!.id));
      expect((await book(t, roomyBooking({ identificationNumber: holder }))).statusCode).toBe(201);
      expect((await book(t, roomyBooking({ identificationNumber: holder }))).statusCode).toBe(409);
    });

    it('counts only holds whose visit is still ahead: one on a day already past frees a place', async () => {
      const holder = await holderWith(3);
      const [pastDay] = await t.db
        .insert(eventDates)
        .values({ eventId: roomyEventId, date: '2026-11-20' })
        .returning({ id: eventDates.id });
      const [pastSlot] = await t.db
        .insert(timeslots)
        .values({ eventDateId: pastDay!.id, time: '09:00', region: 'Central', maxAttendees: 20 })
        .returning({ id: timeslots.id });
      const [hold] = await t.db
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.identificationNumber, holder), eq(registrations.status, 'pending_payment')))
        .limit(1);
      await t.db.update(registrations).set({ timeslotId: pastSlot!.id }).where(eq(registrations.id, hold!.id));
      expect((await book(t, roomyBooking({ identificationNumber: holder }))).statusCode).toBe(201);
      expect((await book(t, roomyBooking({ identificationNumber: holder }))).statusCode).toBe(409);
    });

    it('still takes a booking with nothing to pay from someone holding 3 unpaid ones: it holds nothing unpaid', async () => {
      const holder = await holderWith(3);
      const { codes } = await createPromoDiscount(t.db, ['HOLDFREE'], { value: '100.00' });
      const res = await book(
        t,
        roomyBooking({ identificationNumber: holder, discountCodeId: codes[0]!.id, discountCode: 'HOLDFREE' }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data.status).toBe('paid');
    });
  });

  describe('household members', () => {
    it('stores the verified Vitality membership on each household row', async () => {
      const res = await book(
        t,
        roomyBooking({ ...vitalityMember, participants: [householdMember(pkg.comprehensive, 'Siti')] }),
      );
      expect(res.statusCode).toBe(201);
      const rows = await t.db.select().from(participants).where(eq(participants.registrationId, res.json().data.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ firstName: 'Siti', isAiaMember: false, isVitalityMember: true });
    });

    it('refuses the same identification number twice in one booking, main person included, and writes nothing', async () => {
      const before = await registrationCount();
      const callsBefore = insurerState.calls;
      const main = roomyBooking({});
      const twin = {
        ...householdMember(pkg.premium),
        identificationNumber: ` ${main.identificationNumber.toLowerCase()}`,
      };
      for (const members of [
        [twin],
        [
          householdMember(pkg.premium, 'Ali'),
          { ...householdMember(pkg.premium), identificationNumber: 'G1234567X' },
          { ...householdMember(pkg.premium), identificationNumber: 'g1234567x' },
        ],
      ]) {
        const res = await book(t, { ...main, participants: members });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Each person in a booking needs a different identification number');
      }
      expect(await registrationCount()).toBe(before);
      expect(insurerState.calls).toBe(callsBefore);
    });
  });
});
