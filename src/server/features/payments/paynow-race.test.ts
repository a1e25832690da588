import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log';
import { registrations } from '../../db/schema/bookings';
import { outboxMessages } from '../../db/schema/outbox';
import { payments, simulatedGatewayTransactions } from '../../db/schema/payments';
import { type BookingSetup, bookingSetup, NOW } from '../../testing/bookings';
import { payByCard } from '../../testing/payments';
import { raceDescribe } from '../../testing/race-database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setPaymentTestMode } from './test-mode';

// PGlite runs one query at a time and would hide the race: this runs on PostgreSQL.
const describeRace = await raceDescribe();

const ROUNDS = 12;

const later = <T>(ms: number, call: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => call().then(resolve, reject), ms));

let t: TestApp;
let createBooking: BookingSetup['createBooking'];

describeRace('a card payment and a PayNow payment of one booking at once', () => {
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, race: true });
    await setPaymentTestMode(t.db, { enabled: true, now: NOW });
    ({ createBooking } = await bookingSetup(t));
  });
  afterAll(() => t.close());

  it('keeps exactly one, gives the other back, and pays the booking once', async () => {
    const winners = { card: 0, paynow: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const booking = await createBooking();
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paynow',
        payload: { registrationId: booking.id },
      });
      expect(asked.statusCode).toBe(200);
      // Both at once, or one a little behind the other, so that each side wins some rounds.
      const cardDelay = round % 3 === 1 ? 60 + round : round % 3 === 2 ? 0 : round % 5;
      const payNowDelay = round % 3 === 2 ? 60 + round : 0;
      const [card, paynow] = await Promise.all([
        later(cardDelay, () => payByCard(t, booking.id, '128.62')),
        later(payNowDelay, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/payments/paynow/simulate',
            payload: { registrationId: booking.id },
          }),
        ),
      ]);
      // Neither is ever a server error; the card either pays or is refused because the booking is paid.
      expect([200, 409]).toContain(card.statusCode);
      expect(paynow.statusCode).toBe(200);

      const rows = await t.db.select().from(payments).where(eq(payments.registrationId, booking.id));
      const kept = rows.filter((row) => row.status === 'settled');
      expect(kept).toHaveLength(1);
      expect(kept[0]!.amount).toBe('128.62');
      // Every other payment that took money was given back.
      expect(rows.filter((row) => row.status !== 'settled').map((row) => row.status)).toEqual(
        rows.filter((row) => row.status !== 'settled').map(() => 'refunded'),
      );
      const keptPayNow = kept[0]!.method === 'PayNow';
      winners[keptPayNow ? 'paynow' : 'card'] += 1;
      if (keptPayNow) {
        expect(card.statusCode).toBe(409);
        expect(paynow.json().data.outcome).toBe('paid');
      } else {
        expect(card.statusCode).toBe(200);
        expect(paynow.json().data.outcome).toBe('refunded');
        expect(rows.find((row) => row.method === 'PayNow')?.status).toBe('refunded');
      }
      // No card charge stands beside a kept PayNow payment (the simulated gateway's own records).
      const cardCharges = await t.db
        .select()
        .from(simulatedGatewayTransactions)
        .where(eq(simulatedGatewayTransactions.orderId, booking.reference_number));
      const standing = cardCharges.filter((charge) => charge.status === 'submitted_for_settlement');
      expect(standing).toHaveLength(keptPayNow ? 0 : 1);

      const [registration] = await t.db.select().from(registrations).where(eq(registrations.id, booking.id));
      expect(registration).toMatchObject({
        status: 'paid',
        amountDue: '0.00',
        paidTransactionId: kept[0]!.transactionId,
        paymentMethod: keptPayNow ? 'PayNow' : 'card (Visa ending 1111)',
      });
      const pays = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, booking.id), eq(auditLog.action, 'pay')));
      expect(pays).toHaveLength(1);
      const receipts = await t.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.registrationId, booking.id),
            eq(outboxMessages.kind, 'receipt'),
            eq(outboxMessages.channel, 'email'),
          ),
        );
      expect(receipts).toHaveLength(1);
    }
    console.log(`card and PayNow at once, ${ROUNDS} rounds: kept ${JSON.stringify(winners)}`);
    // Either side won somewhere: both orders were checked.
    expect(winners.card).toBeGreaterThan(0);
    expect(winners.paynow).toBeGreaterThan(0);
  });
});
