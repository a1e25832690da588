import {
  ON_MY_WAY_ABROAD_MESSAGE,
  ON_MY_WAY_MINUTES_MESSAGE,
  ON_MY_WAY_NO_TEXTS_MESSAGE,
  ON_MY_WAY_NOT_TODAY_MESSAGE,
} from '@domain/notifications/text-messages';
import { singaporeDateTime } from '@domain/shared/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/bookings';
import { outboxMessages } from '../../db/schema/outbox';
import { signInAdmin } from '../../testing/admin';
import { book, bookingRequest, homeEvent, NOW, packageIds } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { optOut } from '../notifications';
import { findReceiptData } from '../receipts';
import { ON_MY_WAY_REPLACED_REASON } from './service';

// "On my way" (DESIGN §8.5): the nurse's button on the run sheet, for a visit today.

let t: TestApp;
let headers: Record<string, string>;
let book2: (timeslotId: number, extra: Record<string, unknown>) => Promise<{ id: string; reference_number: string }>;
let eventId: number;
let visitDay: string;
let texted: { id: string; reference_number: string; mobile: string };
let silent: { id: string; reference_number: string };
let pairs = 0;

const press = (reference: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/run-sheet/visits/${encodeURIComponent(reference)}/on-my-way`,
    headers,
    payload: body as object,
  });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  eventId = (await homeEvent(t)).id;
  const { premium } = await packageIds(t);
  book2 = async (timeslotId, extra) => {
    const res = await book(t, { ...bookingRequest({ eventId, packageId: premium, timeslotId }), ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; reference_number: string };
  };
});
afterAll(() => t.close());

/** Two slots still free on one day (a slot takes few visits). */
async function twoSlotsOfOneDay() {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/timeslots/postal-code?postalCode=238801&eventId=${eventId}`,
  });
  const days = Object.values(res.json().data) as { timeslot: { id: number; isAvailable: boolean }[] }[];
  const free = days.map((day) => day.timeslot.filter((slot) => slot.isAvailable)).find((day) => day.length >= 2);
  if (!free) throw new Error('no day with two free slots left');
  return free;
}

// Each test has two visits of its own on one day (mobiles of their own), the app's clock before that
// day and a session of its own: a text queued, a number opted out or a clock moved is no other test's.
beforeEach(async () => {
  t.setNow(NOW);
  pairs += 1;
  const mobile = `9111${String(pairs * 2).padStart(4, '0')}`;
  const [first, second] = await twoSlotsOfOneDay();
  texted = { ...(await book2(first!.id, { mobileNumber: mobile, postalCode: '238801' })), mobile };
  silent = await book2(second!.id, {
    mobileNumber: `9111${String(pairs * 2 + 1).padStart(4, '0')}`,
    postalCode: '238801',
    smsReminders: false,
  });
  visitDay = (await findReceiptData(t.db, texted.id))!.visitDate;
  headers = (await signInAdmin(t)).headers;
});

/** The app's clock on the day of the visits, and a session begun then (one ends a day after it began). */
async function onVisitDay() {
  t.setNow(singaporeDateTime(visitDay, '07:30'));
  headers = (await signInAdmin(t)).headers;
}

describe('On my way', () => {
  it('is refused before the day of the visit', async () => {
    const res = await press(texted.reference_number, { minutes: 15 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ON_MY_WAY_NOT_TODAY_MESSAGE);
  });

  it('queues the text once for a double press and shows it on the run sheet', async () => {
    await onVisitDay();
    const res = await press(texted.reference_number, { minutes: 15 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ referenceNumber: texted.reference_number, minutes: 15, status: 'pending' });
    // Pressed again at once (a double tap): still one text.
    expect((await press(texted.reference_number, { minutes: 15 })).statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.registrationId, texted.id), eq(outboxMessages.kind, 'on-my-way')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', variables: { minutes: '15' } });

    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/admin/run-sheet?region=central&date=${visitDay}`,
      headers,
    });
    const visits = sheet.json().data.visits as { referenceNumber: string; textsAllowed: boolean; onMyWay: unknown }[];
    expect(visits.find((visit) => visit.referenceNumber === texted.reference_number)).toMatchObject({
      textsAllowed: true,
      onMyWay: { minutes: 15, channel: 'sms', status: 'pending' },
    });
    expect(visits.find((visit) => visit.referenceNumber === silent.reference_number)).toMatchObject({
      textsAllowed: false,
      onMyWay: null,
    });
  });

  it('replaces a text that has not gone yet when pressed again later: the customer gets one, with the new minutes', async () => {
    await onVisitDay();
    expect((await press(texted.reference_number, { minutes: 15 })).statusCode).toBe(201);
    const pressedAt = t.app.ctx.now();
    t.setNow(new Date(pressedAt.getTime() + 60_000));
    headers = (await signInAdmin(t)).headers;
    const again = await press(texted.reference_number, { minutes: 10 });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ minutes: 10, status: 'pending' });
    const rows = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.registrationId, texted.id), eq(outboxMessages.kind, 'on-my-way')))
      .orderBy(outboxMessages.id);
    expect(rows.map((row) => [row.status, row.variables])).toEqual([
      ['skipped', { minutes: '15' }],
      ['pending', { minutes: '10' }],
    ]);
    expect(rows[0]!.lastError).toBe(ON_MY_WAY_REPLACED_REASON);
  });

  it('is refused for a customer who takes no texts: unticked, or opted out by STOP', async () => {
    await onVisitDay();
    const unticked = await press(silent.reference_number, { minutes: 10 });
    expect(unticked.statusCode).toBe(409);
    expect(unticked.json().message).toBe(ON_MY_WAY_NO_TEXTS_MESSAGE);
    await optOut(t.db, `+65${texted.mobile}`, t.app.ctx.now());
    t.setNow(new Date(t.app.ctx.now().getTime() + 5 * 60_000));
    const stopped = await press(texted.reference_number, { minutes: 10 });
    expect(stopped.statusCode).toBe(409);
  });

  it('is refused for a mobile outside SMS_ALLOWED_COUNTRY_CODES, which the run sheet shows (DESIGN §8.9)', async () => {
    await onVisitDay();
    // The visit of the day whose customer ticked texts and gave a British number.
    const abroad = silent;
    await t.db
      .update(registrations)
      .set({ mobileNumber: '+44 7700 900123', smsReminders: true })
      .where(eq(registrations.id, abroad.id));
    const res = await press(abroad.reference_number, { minutes: 10 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ON_MY_WAY_ABROAD_MESSAGE);
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/admin/run-sheet?region=central&date=${visitDay}`,
      headers,
    });
    const visits = sheet.json().data.visits as { referenceNumber: string; textsAllowed: boolean }[];
    expect(visits.find((visit) => visit.referenceNumber === abroad.reference_number)).toMatchObject({
      textsAllowed: false,
    });
  });

  it('refuses bad minutes (400) and an unknown reference (404)', async () => {
    for (const minutes of [0, 181, 'soon', 2.5]) {
      const res = await press(texted.reference_number, { minutes });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(ON_MY_WAY_MINUTES_MESSAGE);
    }
    expect((await press('HS0000-0000-0000', { minutes: 10 })).statusCode).toBe(404);
    // Not a reference at all, a NUL byte among it: found nowhere, never a database error.
    expect((await press('length\u0000length', { minutes: 10 })).statusCode).toBe(404);
  });
});
