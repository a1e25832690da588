import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegacyRegistrationResult } from '../../../domain/api-schemas';
import type { LegacyBookingRequestInput } from '../../../domain/booking-schemas';
import { GENDER_REQUIRED_MESSAGE, TIMESLOT_REQUIRED_MESSAGE, TOO_MANY_PENDING_MESSAGE } from '../../../domain/messages';
import { ACCEPT_TERMS_MESSAGE, VALID_PHONE_REQUIRED_MESSAGE } from '../../../domain/participant-messages';
import { auditLog, registrations, timeslots } from '../../db/schema';
import { HOME_EVENT_SLUG } from '../../db/seed';
import { homeEvent, NOW, offeredSlots, packageIds } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let eventId: number;
let premium: number;
let slotIds: number[];
let cursor = 0;
let person = 0;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  eventId = (await homeEvent(t)).id;
  premium = (await packageIds(t)).premium;
  slotIds = (await offeredSlots(t, eventId)).map((slot) => slot.id);
});
afterAll(() => t.close());

/** Spec 000 §3's older request, as the /registration page sends it. */
function legacyRequest(overrides: Partial<LegacyBookingRequestInput> = {}): LegacyBookingRequestInput {
  person += 1;
  return {
    eventId,
    packageId: premium,
    timeslotId: slotIds[cursor++]!,
    firstName: 'Lim',
    lastName: 'Boon Keng',
    gender: 'other',
    dateOfBirth: '1970-03-03',
    identificationNumber: `S${String(6_000_000 + person).padStart(7, '0')}A`,
    mobileNumber: '+65 8123 4567',
    email: 'boon.keng@example.com',
    vitalityMembershipNo: null,
    medicalConditions: '',
    acceptTerms: true,
    ...overrides,
  };
}

const bookLegacy = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/registrations/legacy', payload, headers });

describe('POST /api/registrations/legacy', () => {
  it('books as confirmed, paid on the day, server-priced, and answers the registration fields', async () => {
    const request = legacyRequest();
    const res = await bookLegacy(request);
    expect(res.statusCode).toBe(201);
    const data = res.json().data as LegacyRegistrationResult;
    expect(data).toMatchObject({
      status: 'confirmed',
      firstName: 'Lim',
      lastName: 'Boon Keng',
      email: 'boon.keng@example.com',
      mobileNumber: '+65 8123 4567',
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
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, data.id));
    expect(row).toMatchObject({ status: 'confirmed', paymentDueAt: null, address: null, region: 'central' });
    const [slot] = await t.db
      .select()
      .from(timeslots)
      .where(eq(timeslots.id, request.timeslotId as number));
    expect(slot).toMatchObject({ currentAttendees: 1, currentBookings: 1 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, data.id));
    expect(audit[0]).toMatchObject({ actor: 'customer', action: 'create' });
  });

  it('prices a verified member at the member price', async () => {
    const res = await bookLegacy(
      legacyRequest({ identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01', gender: 'male' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ isAiaMember: true, packagePrice: '106.20', totalAmount: '115.76' });
  });

  it('books a listed slot whose id is still null by its date, time and region', async () => {
    const details = (await t.app.inject({ method: 'GET', url: `/api/events/${HOME_EVENT_SLUG}` })).json().data;
    const unstored = (details.timeslots as { id: number | null; date: string; time: string; region: string }[]).find(
      (slot) => slot.id === null && slot.region === 'north',
    )!;
    expect(unstored).toBeDefined();
    const res = await bookLegacy(
      legacyRequest({
        timeslotId: null,
        timeslot: { date: unstored.date, time: unstored.time, region: 'north' },
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ timeslotDate: unstored.date, timeslotTime: unstored.time });
    const after = (await t.app.inject({ method: 'GET', url: `/api/events/${HOME_EVENT_SLUG}` })).json().data;
    const stored = after.timeslots.find(
      (slot: { date: string; time: string; region: string }) =>
        slot.date === unstored.date && slot.time === unstored.time && slot.region === 'north',
    );
    expect(stored).toMatchObject({ id: res.json().data.timeslotId, currentAttendees: 1, isAvailable: false });
  });

  it('refuses a listed slot the schedule does not offer', async () => {
    const res = await bookLegacy(
      legacyRequest({ timeslotId: null, timeslot: { date: '2026-11-24', time: '03:00', region: 'north' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TIMESLOT_REQUIRED_MESSAGE);
  });

  it('applies the older form’s rules with its messages', async () => {
    const res = await bookLegacy({
      ...legacyRequest(),
      mobileNumber: '1234',
      acceptTerms: false,
      gender: 'unknown',
      timeslotId: undefined,
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { message: string }[]).map((error) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining([VALID_PHONE_REQUIRED_MESSAGE, ACCEPT_TERMS_MESSAGE, GENDER_REQUIRED_MESSAGE]),
    );
  });

  it('answers a retry with the same Idempotency-Key with the first booking', async () => {
    const request = legacyRequest();
    const headers = { 'idempotency-key': `legacy-${request.identificationNumber}` };
    const first = await bookLegacy(request, headers);
    const second = await bookLegacy(request, headers);
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
    const identificationNumber = 'S7777777Z';
    for (let index = 0; index < 3; index += 1) {
      expect((await bookLegacy(legacyRequest({ identificationNumber }))).statusCode).toBe(201);
    }
    const res = await bookLegacy(legacyRequest({ identificationNumber }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TOO_MANY_PENDING_MESSAGE);
  });
});
