import {
  ALREADY_CANCELLED_MESSAGE,
  changeCutoffMessage,
  NOT_CANCELLABLE_MESSAGE,
} from '@domain/bookings/appointment-messages';
import { CROSS_SITE_MESSAGE, REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import { simulatedNonceFor } from '@domain/payments/test-cards';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentGatewayUnavailableError, PaymentRefundRefusedError } from '../../adapters/payments';
import { auditLog } from '../../db/schema/audit-log';
import { registrations } from '../../db/schema/bookings';
import { discountIdentifiers, discounts } from '../../db/schema/discounts';
import { payments } from '../../db/schema/payments';
import {
  book,
  bookingRequest,
  bookingSetup,
  homeEvent,
  householdMember,
  NOW,
  offeredSlots,
  packageIds,
  storedRegistration,
} from '../../testing/bookings';
import { raceDescribe } from '../../testing/race-database';
import { slotCountersAndBookings } from '../../testing/slots';
import { tallyDrift } from '../../testing/tallies';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Two cancels at once run on PostgreSQL (the race tests' server).
const describeRace = await raceDescribe();

let t: TestApp;
let eventId: number;
let premium: number;
let slotIds: number[];
let cursor = 0;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  eventId = (await homeEvent(t)).id;
  premium = (await packageIds(t)).premium;
  slotIds = (await offeredSlots(t, eventId)).map((slot) => slot.id);
});
afterAll(() => t.close());

async function newBooking(overrides: Record<string, unknown> = {}) {
  const timeslotId = slotIds[cursor++]!;
  const res = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId, ...overrides }));
  expect(res.statusCode).toBe(201);
  const data = res.json().data;
  return { id: data.id as string, reference: data.reference_number as string, timeslotId };
}

const cancel = (id: string, headers: Record<string, string> = {}, app: TestApp = t) =>
  app.app.inject({ method: 'POST', url: `/api/registrations/${id}/cancel`, headers });

async function pay(id: string, amount = '128.62') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/process',
    payload: { registrationId: id, nonce: simulatedNonceFor('4111111111111111'), amount },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.transactionId as string;
}

describe('POST /api/registrations/:id/cancel', () => {
  it('cancels, sets cancelledAt, gives the slot and the code back and writes the audit log', async () => {
    const validated = await t.app.inject({
      method: 'POST',
      url: '/api/discounts/validate',
      payload: { code: 'WELCOME10', subtotal: 236 },
    });
    const identifierId = validated.json().data.discountIdentifierId as number;
    const [identifier] = await t.db.select().from(discountIdentifiers).where(eq(discountIdentifiers.id, identifierId));
    const redemptions = async () =>
      (await t.db.select().from(discounts).where(eq(discounts.id, identifier!.discountId)))[0]!.redemptionCount;
    const { id, reference, timeslotId } = await newBooking({
      participants: [householdMember(premium)],
      discountCodeId: identifierId,
      discountCode: 'welcome10',
    });
    const held = await redemptions();
    expect(await slotCountersAndBookings(t, timeslotId)).toMatchObject({ currentBookings: 1, currentAttendees: 2 });

    const res = await cancel(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Appointment cancelled',
      data: {
        id,
        referenceNumber: reference,
        status: 'cancelled',
        cancelledAt: NOW.toISOString(),
        refund: { status: 'none', amount: null },
      },
    });
    expect(await slotCountersAndBookings(t, timeslotId)).toEqual({
      currentBookings: 0,
      currentAttendees: 0,
      bookings: 0,
      persons: 0,
    });
    expect(await storedRegistration(t, id)).toMatchObject({ status: 'cancelled', cancelledAt: NOW });
    expect(await redemptions()).toBe(held - 1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.find((entry) => entry.action === 'cancel')).toMatchObject({ actor: 'customer' });

    const lookup = (await t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${reference}` })).json().data;
    expect(lookup).toMatchObject({ status: 'cancelled', cancelledAt: NOW.toISOString(), canSelfServe: false });
  });

  it('refuses a second cancel with “Appointment Already Cancelled”', async () => {
    const { id, timeslotId } = await newBooking();
    expect((await cancel(id)).statusCode).toBe(200);
    const again = await cancel(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: ALREADY_CANCELLED_MESSAGE });
    expect(again.json().message).toMatch(/^Appointment Already Cancelled/);
    expect(await slotCountersAndBookings(t, timeslotId)).toMatchObject({ currentBookings: 0, currentAttendees: 0 });
  });

  it('cancels a pay-on-the-day booking of the older flow', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: {
        eventId,
        packageId: premium,
        timeslotId: slotIds[cursor++],
        firstName: 'Lim',
        lastName: 'Boon Keng',
        gender: 'male',
        dateOfBirth: '1970-03-03',
        identificationNumber: 'S6543210B',
        mobileNumber: '81234567',
        email: 'lim@example.com',
        vitalityMembershipNo: null,
        medicalConditions: '',
      },
    });
    expect(res.statusCode).toBe(201);
    expect((await cancel(res.json().data.id)).statusCode).toBe(200);
  });

  it('refunds a paid booking through the gateway that took the payment', async () => {
    const { id } = await newBooking();
    const transactionId = await pay(id);
    const refund = vi.spyOn(t.app.ctx.payments.test, 'refund');
    try {
      const res = await cancel(id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.refund).toEqual({ status: 'refunded', amount: '128.62' });
      expect(refund).toHaveBeenCalledWith({ transactionId });
    } finally {
      refund.mockRestore();
    }
    const [payment] = await t.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(payment!.status).toBe('refunded');
    expect(await storedRegistration(t, id)).toMatchObject({ status: 'cancelled' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.find((entry) => entry.action === 'refund')).toMatchObject({ actor: 'customer' });
  });

  it.each([
    ['refuses', new PaymentRefundRefusedError('Transaction has already been refunded')],
    ['cannot be reached', new PaymentGatewayUnavailableError('timed out', { outcomeUnknown: true })],
  ])('keeps the booking cancelled and the refund pending for staff when the gateway %s', async (_, error) => {
    const { id, timeslotId } = await newBooking();
    const transactionId = await pay(id);
    const refund = vi.spyOn(t.app.ctx.payments.test, 'refund').mockRejectedValue(error);
    try {
      const res = await cancel(id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'cancelled',
        refund: { status: 'refund_pending', amount: '128.62' },
      });
    } finally {
      refund.mockRestore();
    }
    const [payment] = await t.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(payment!.status).toBe('refund_pending');
    expect(await storedRegistration(t, id)).toMatchObject({ status: 'cancelled' });
    expect(await slotCountersAndBookings(t, timeslotId)).toMatchObject({ currentBookings: 0, currentAttendees: 0 });
    const pending = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'refund_pending')));
    expect(pending[0]!.changes).toMatchObject({
      transactionId,
      amount: '128.62',
      refunded: false,
      reason: error.message,
    });
  });

  it('refuses within the cut-off and gives the clinic’s contact instead', async () => {
    const { id, reference, timeslotId } = await newBooking();
    const lookup = (await t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${reference}` })).json().data;
    t.setNow(new Date(Date.parse(lookup.changeCutoffAt)));
    try {
      const res = await cancel(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(changeCutoffMessage(24));
    } finally {
      t.setNow(NOW);
    }
    expect(await storedRegistration(t, id)).toMatchObject({ status: 'pending_payment', cancelledAt: null });
    expect(await slotCountersAndBookings(t, timeslotId)).toMatchObject({ currentBookings: 1 });
  });

  it('refuses an expired booking, and answers unknown or malformed ids with 404', async () => {
    const { id } = await newBooking();
    await t.db.update(registrations).set({ status: 'expired' }).where(eq(registrations.id, id));
    const expired = await cancel(id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(NOT_CANCELLABLE_MESSAGE);
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'HS2611-0000-0000', '1']) {
      const res = await cancel(unknown);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REGISTRATION_NOT_FOUND_MESSAGE);
    }
  });

  it('refuses a cancel sent from another site', async () => {
    const { id } = await newBooking();
    const res = await cancel(id, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CROSS_SITE_MESSAGE);
    expect(await storedRegistration(t, id)).toMatchObject({ status: 'pending_payment' });
  });
});

describeRace('POST /api/registrations/:id/cancel, twice at once', () => {
  let race: TestApp;
  beforeAll(async () => {
    race = await createTestApp({ now: NOW, race: true });
  });
  afterAll(() => race?.close());

  it('lets one of two parallel cancels through and gives the capacity back once', async () => {
    const { createBooking, pkg } = await bookingSetup(race);
    const { id, timeslotId } = await createBooking({ participants: [householdMember(pkg.premium)] });
    const responses = await Promise.all([cancel(id, {}, race), cancel(id, {}, race)]);
    expect(responses.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((res) => res.statusCode === 409)!.json().message).toBe(ALREADY_CANCELLED_MESSAGE);
    expect(await slotCountersAndBookings(race, timeslotId)).toEqual({
      currentBookings: 0,
      currentAttendees: 0,
      bookings: 0,
      persons: 0,
    });
    const cancels = await race.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'cancel')));
    expect(cancels).toHaveLength(1);
    // Insights count the booking and its household as cancelled once (decision 017).
    expect(await tallyDrift(race.db)).toEqual([]);
  });
});
