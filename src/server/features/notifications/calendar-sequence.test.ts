import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingSetup, bookingSetup, NOW, storedRegistration } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cancelBooking, requireBooking } from '../bookings';
import { refundsFor } from '../payments';
import { findReceiptData } from '../receipts';
import { freedVisitOffers } from '../waitlist-offers';
import { calendarAttachment } from './compose';
import { toEmailBooking } from './variables';

// A calendar app keeps one entry per UID and replaces it only with a file of a higher SEQUENCE: each
// change of the date and time counts one more, and the cancellation one more again (RFC 5545 §3.8.7.4).

let t: TestApp;
let setup: BookingSetup;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  setup = await bookingSetup(t);
});
afterAll(() => t.close());

/** The calendar file an email of this kind would carry now, read back as a calendar app reads it. */
async function calendarOf(kind: 'confirmation' | 'rescheduled' | 'cancellation', registrationId: string) {
  const receipt = await findReceiptData(t.db, registrationId);
  const booking = toEmailBooking(receipt!, await requireBooking(t.db, registrationId));
  const file = calendarAttachment(kind, booking, NOW).content.toString();
  const calendar = new ICAL.Component(ICAL.parse(file));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    status: calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate(),
  };
}

const reschedule = (id: string, timeslotId: number) =>
  t.app.inject({ method: 'POST', url: `/api/registrations/${id}/reschedule`, payload: { timeslotId } });

describe('the visit calendar file across changes of the date and time', () => {
  it('keeps the UID and raises SEQUENCE with each reschedule, and the cancellation one higher still', async () => {
    const { id, reference_number: reference } = await setup.createBooking();
    const first = await calendarOf('confirmation', id);
    expect(first).toMatchObject({ method: 'PUBLISH', uid: `${reference}@home-health-screening`, sequence: 0 });

    expect((await reschedule(id, setup.slots.next())).statusCode).toBe(200);
    const moved = await calendarOf('rescheduled', id);
    expect(moved).toMatchObject({ method: 'PUBLISH', uid: first.uid, sequence: 1 });
    expect(moved.start).not.toEqual(first.start);

    expect((await reschedule(id, setup.slots.next())).statusCode).toBe(200);
    const movedAgain = await calendarOf('rescheduled', id);
    expect(movedAgain).toMatchObject({ uid: first.uid, sequence: 2 });
    expect((await storedRegistration(t, id)).calendarSequence).toBe(2);
    // The booking pages' own calendar file takes it from the look-up.
    const lookup = await t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${reference}` });
    expect(lookup.json().data.calendarSequence).toBe(2);
    // A reminder sent after the move carries the latest version too.
    expect((await calendarOf('confirmation', id)).sequence).toBe(2);

    const ctx = t.app.ctx;
    await cancelBooking(ctx, {
      registrationId: id,
      actor: 'customer',
      by: 'customer',
      refunds: refundsFor(ctx),
      freedVisits: freedVisitOffers,
    });
    expect(await calendarOf('cancellation', id)).toMatchObject({
      method: 'CANCEL',
      uid: first.uid,
      sequence: 3,
      status: 'CANCELLED',
    });
  });

  it('leaves the sequence alone when a reschedule is refused', async () => {
    const { id, timeslotId } = await setup.createBooking();
    expect((await reschedule(id, timeslotId)).statusCode).toBe(409);
    expect((await storedRegistration(t, id)).calendarSequence).toBe(0);
  });
});
