import {
  ADDRESS_REQUIRED_MESSAGE,
  GENDER_REQUIRED_MESSAGE,
  POSTAL_CODE_MESSAGE,
  TIMESLOT_REQUIRED_MESSAGE,
  TOO_MANY_PENDING_MESSAGE,
  VITALITY_FORMAT_MESSAGE,
} from '@domain/bookings/messages';
import type { LegacyBookingRequestInput } from '@domain/bookings/older-flow-schemas';
import type { LegacyRegistrationResult } from '@domain/bookings/responses';
import { VALID_PHONE_REQUIRED_MESSAGE } from '@domain/participants/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../db/factories';
import { auditLog } from '../../db/schema/audit-log';
import { registrations } from '../../db/schema/bookings';
import {
  book,
  bookingRequest,
  bookingSetup,
  NOW,
  offeredSlots,
  storedRegistration,
  testNric,
} from '../../testing/bookings';
import { type SlotQueue, slotCounters } from '../../testing/slots';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let eventId: number;
let premium: number;
let slots: SlotQueue;
let person = 0;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  ({
    eventId,
    slots,
    pkg: { premium },
  } = await bookingSetup(t));
});
afterAll(() => t.close());

/** Spec 000 §3's older request, word for word, as the /registration page sends it. */
function legacyRequest(overrides: Partial<LegacyBookingRequestInput> = {}): LegacyBookingRequestInput {
  person += 1;
  return {
    eventId,
    packageId: premium,
    // A refused request leaves its slot free: refusals name the next slot without taking it.
    timeslotId: 'timeslotId' in overrides ? (overrides.timeslotId as number) : slots.next(),
    firstName: 'Lim',
    lastName: 'Boon Keng',
    gender: 'other',
    dateOfBirth: '1970-03-03',
    identificationNumber: testNric(6_000_000 + person),
    // A person of their own: unpaid bookings are capped per email, mobile and ID (DESIGN §8.2).
    mobileNumber: `+65 8${String(person).padStart(3, '0')} ${String(4567 + person).slice(-4)}`,
    email: `boon.keng+${person}@example.com`,
    vitalityMembershipNo: null,
    medicalConditions: '',
    ...overrides,
  };
}

describe('POST /api/registrations with the older flow’s body', () => {
  it('books as confirmed, paid on the day, server-priced, and answers the registration fields', async () => {
    const request = legacyRequest();
    expect(Object.keys(request).sort()).toEqual(
      [
        'eventId',
        'timeslotId',
        'packageId',
        'firstName',
        'lastName',
        'gender',
        'dateOfBirth',
        'identificationNumber',
        'mobileNumber',
        'email',
        'vitalityMembershipNo',
        'medicalConditions',
      ].sort(),
    );
    const res = await book(t, request);
    expect(res.statusCode).toBe(201);
    const data = res.json().data as LegacyRegistrationResult;
    expect(data).toMatchObject({
      status: 'confirmed',
      firstName: 'Lim',
      lastName: 'Boon Keng',
      email: request.email,
      mobileNumber: request.mobileNumber,
      gender: 'other',
      identificationNumber: `*****${request.identificationNumber.slice(-4)}`,
      dateOfBirth: '1970-03-03',
      unitNumber: null,
      address: null,
      postalCode: null,
      eventName: 'Home Based Health Screening',
      timeslotId: request.timeslotId,
      packageName: 'Premium',
      packagePrice: '118.00',
      gst: '10.62',
      totalAmount: '128.62',
      amountDue: '128.62',
    });
    expect(data.referenceNumber).toMatch(/^HS\d{4}-\d{4}-\d{4}$/);
    expect(await storedRegistration(t, data.id)).toMatchObject({
      status: 'confirmed',
      paymentDueAt: null,
      address: null,
      region: 'central',
    });
    expect(await slotCounters(t, request.timeslotId as number)).toMatchObject({
      currentAttendees: 1,
      currentBookings: 1,
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, data.id));
    expect(audit[0]).toMatchObject({ actor: 'customer', action: 'create' });
  });

  it('stores the visit’s postal code, unit number and address the older pages send beside the spec’s body', async () => {
    const request = legacyRequest({
      flow: 'older',
      postalCode: ' 238801 ',
      address: '1 Orchard Road',
      unitNumber: '#05-12',
    });
    const res = await book(t, request);
    expect(res.statusCode).toBe(201);
    const data = res.json().data as LegacyRegistrationResult;
    expect(data).toMatchObject({ postalCode: '238801', address: '1 Orchard Road', unitNumber: '#05-12' });
    expect(await storedRegistration(t, data.id)).toMatchObject({
      postalCode: '238801',
      address: '1 Orchard Road',
      unitNumber: '#05-12',
      region: 'central',
    });
  });

  it('reads a body with an address but without flow “older” as the main flow’s, as before', async () => {
    const res = await book(t, {
      ...legacyRequest({ timeslotId: slots.peek() }),
      gender: 'other',
      postalCode: '238801',
      address: '1 Orchard Road',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'gender', message: GENDER_REQUIRED_MESSAGE });
  });

  it('books through the alias with the address alike, and without a unit number', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/legacy',
      payload: legacyRequest({ postalCode: '238801', address: '1 Orchard Road' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ postalCode: '238801', address: '1 Orchard Road', unitNumber: null });
  });

  /** Nothing was written for this person: no booking, and the slot's counters as they were. */
  async function expectNothingWritten(
    request: LegacyBookingRequestInput,
    before: Awaited<ReturnType<typeof slotCounters>>,
  ) {
    const rows = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.identificationNumber, request.identificationNumber));
    expect(rows).toHaveLength(0);
    expect(await slotCounters(t, request.timeslotId as number)).toEqual(before);
  }

  it.each([
    ['five digits', '23880'],
    ['letters', '23880A'],
    ['empty', ''],
  ])('refuses a postal code of %s with the spec’s message, and writes nothing', async (_case, postalCode) => {
    const request = legacyRequest({ flow: 'older', postalCode, address: '1 Orchard Road', timeslotId: slots.peek() });
    const before = await slotCounters(t, request.timeslotId as number);
    const res = await book(t, request);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(POSTAL_CODE_MESSAGE);
    expect(res.json().errors).toContainEqual({ path: 'postalCode', message: POSTAL_CODE_MESSAGE });
    await expectNothingWritten(request, before);
  });

  it('refuses a postal code the chosen visit’s region does not go to, and writes nothing', async () => {
    // The test slots are the Central region's; 530123 is in the North.
    const request = legacyRequest({
      flow: 'older',
      postalCode: '530123',
      address: '1 Ang Mo Kio Street',
      timeslotId: slots.peek(),
    });
    const before = await slotCounters(t, request.timeslotId as number);
    const res = await book(t, request);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Postal code 530123 is in the North region, but the visit you chose is in the Central region. Please choose a visit time for your area.',
    );
    expect(res.json().errors).toEqual([{ path: 'postalCode', message: res.json().message }]);
    await expectNothingWritten(request, before);
  });

  it('refuses a postal code no region visits, and writes nothing', async () => {
    const request = legacyRequest({
      flow: 'older',
      postalCode: '999999',
      address: '1 Nowhere Road',
      timeslotId: slots.peek(),
    });
    const before = await slotCounters(t, request.timeslotId as number);
    const res = await book(t, request);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('We do not visit postal code 999999 yet. Please check the postal code.');
    await expectNothingWritten(request, before);
  });

  it('refuses half an address: a postal code without the address, or an address without the postal code', async () => {
    const noAddress = legacyRequest({ flow: 'older', postalCode: '238801', timeslotId: slots.peek() });
    const first = await book(t, noAddress);
    expect(first.statusCode).toBe(400);
    expect(first.json().errors).toEqual([{ path: 'address', message: ADDRESS_REQUIRED_MESSAGE }]);
    const noPostalCode = legacyRequest({
      flow: 'older',
      address: '1 Orchard Road',
      unitNumber: '#05-12',
      timeslotId: slots.peek(),
    });
    const second = await book(t, noPostalCode);
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual([{ path: 'postalCode', message: POSTAL_CODE_MESSAGE }]);
  });

  it('prices a verified member at the member price', async () => {
    const res = await book(
      t,
      legacyRequest({ identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01', gender: 'male' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ isAiaMember: true, packagePrice: '106.20', totalAmount: '115.76' });
  });

  it('books a planned slot once the event page has had it stored (POST /api/timeslots/listed)', async () => {
    // An event of its own, whose slots no other test has stored (storing one stores its region's).
    const event = await createEvent(t.db, {}, { packageIds: [premium], config: { configType: 'auto' } });
    const details = (await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}` })).json().data;
    const planned = (details.timeslots as { id: number | null; date: string; time: string; region: string }[]).find(
      (slot) => slot.id === null && slot.region === 'north',
    )!;
    expect(planned).toBeDefined();
    const listed = { eventId: event.id, date: planned.date, time: planned.time, region: 'north' };
    const stored = await t.app.inject({ method: 'POST', url: '/api/timeslots/listed', payload: listed });
    expect(stored.statusCode).toBe(200);
    const { id } = stored.json().data as { id: number };
    // Asking again is idempotent: the same row, by the slot's unique key.
    const again = await t.app.inject({ method: 'POST', url: '/api/timeslots/listed', payload: listed });
    expect(again.json().data.id).toBe(id);

    const res = await book(t, legacyRequest({ eventId: event.id, timeslotId: id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ timeslotId: id, timeslotDate: planned.date, timeslotTime: planned.time });
    const after = (await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}` })).json().data;
    const listedAfter = after.timeslots.find((slot: { id: number | null }) => slot.id === id);
    expect(listedAfter).toMatchObject({ currentAttendees: 1, isAvailable: false });
  });

  it('refuses to store a slot the schedule does not offer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots/listed',
      payload: { eventId, date: '2026-11-24', time: '03:00', region: 'north' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TIMESLOT_REQUIRED_MESSAGE);
  });

  it('books through the alias /api/registrations/legacy alike', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/registrations/legacy', payload: legacyRequest() });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'confirmed', totalAmount: '128.62' });
  });

  it('refuses a bad field with a 400 naming it, and books nothing', async () => {
    const request = legacyRequest({ vitalityMembershipNo: 'V12' });
    const res = await book(t, request);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VITALITY_FORMAT_MESSAGE);
    expect(res.json().errors).toEqual([{ path: 'vitalityMembershipNo', message: VITALITY_FORMAT_MESSAGE }]);
    const rows = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.identificationNumber, request.identificationNumber));
    expect(rows).toHaveLength(0);
  });

  it('validates a body with any of the main flow’s fields as the main flow’s', async () => {
    const res = await book(t, { ...legacyRequest(), gender: 'female', totalAmount: '128.62' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(POSTAL_CODE_MESSAGE);
    expect(res.json().errors).toContainEqual({ path: 'postalCode', message: POSTAL_CODE_MESSAGE });
  });

  it('still answers the main flow’s body with its reference number', async () => {
    const [slot] = (await offeredSlots(t, eventId)).slice(-1);
    const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: slot!.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.reference_number).toMatch(/^HS\d{4}-\d{4}-\d{4}$/);
    expect(res.json().data).not.toHaveProperty('firstName');
  });

  it('applies the older form’s rules with its messages', async () => {
    const res = await book(t, {
      ...legacyRequest(),
      mobileNumber: '1234',
      gender: 'unknown',
      timeslotId: undefined,
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { message: string }[]).map((error) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining([VALID_PHONE_REQUIRED_MESSAGE, GENDER_REQUIRED_MESSAGE, TIMESLOT_REQUIRED_MESSAGE]),
    );
  });

  it('answers a retry with the same Idempotency-Key with the first booking', async () => {
    const request = legacyRequest();
    const headers = { 'idempotency-key': `legacy-${request.identificationNumber}` };
    const first = await book(t, request, headers);
    const second = await book(t, request, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    const rows = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.identificationNumber, request.identificationNumber));
    expect(rows).toHaveLength(1);
  });

  it('counts pay-on-the-day bookings among one person’s unpaid bookings', async () => {
    const identificationNumber = testNric(7_777_777);
    for (let index = 0; index < 3; index += 1) {
      expect((await book(t, legacyRequest({ identificationNumber }))).statusCode).toBe(201);
    }
    const res = await book(t, legacyRequest({ identificationNumber }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TOO_MANY_PENDING_MESSAGE);
  });
});
