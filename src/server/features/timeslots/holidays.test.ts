import { SLOT_UNAVAILABLE_MESSAGE } from '@domain/bookings/messages';
import { DATE_REQUIRED_MESSAGE, HOLIDAY_DATE_TAKEN_MESSAGE } from '@domain/timeslots/holiday-messages';
import type { PublicHoliday } from '@domain/timeslots/holiday-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, adminApi, signInAdmin } from '../../testing/admin';
import { book, bookingRequest, bookingSetup, NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: AdminApi;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  api = adminApi(await signInAdmin(t));
});
afterAll(() => t.close());

type Slot = { id: number | null; date: string; time: string; region: string | null };
async function eventSlots(slug: string): Promise<Slot[]> {
  return (await t.app.inject({ method: 'GET', url: `/api/events/${slug}` })).json().data.timeslots;
}

describe('/api/admin/public-holidays', () => {
  it('lists the holidays sorted by date', async () => {
    const res = await api('GET', '/api/admin/public-holidays');
    expect(res.statusCode).toBe(200);
    const dates = (res.json().data as PublicHoliday[]).map((holiday) => holiday.date);
    expect(dates.length).toBeGreaterThan(10);
    expect(dates).toEqual([...dates].sort());
  });

  it('stops offering the free slots of a new holiday, lists the bookings already on it and keeps them', async () => {
    // Central slots are stored by this look-up; one of them is booked.
    const { eventId, pkg, slots } = await bookingSetup(t);
    const bookedSlot = slots.next();
    const booking = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: bookedSlot }));
    expect(booking.statusCode).toBe(201);
    const date = (await eventSlots('home-health-screening')).find((slot) => slot.id === bookedSlot)!.date;
    const sameDay = (await eventSlots('home-health-screening')).filter((slot) => slot.date === date);
    expect(sameDay.length).toBeGreaterThan(1);

    const res = await api('POST', '/api/admin/public-holidays', { name: 'Company day', date });
    expect(res.statusCode).toBe(201);
    const { holiday, bookingsOnDate } = res.json().data;
    expect(holiday).toMatchObject({ name: 'Company day', date });
    expect(bookingsOnDate).toEqual([
      expect.objectContaining({
        id: booking.json().data.id,
        referenceNumber: booking.json().data.reference_number,
        eventName: 'Home Based Health Screening',
        status: 'pending_payment',
        personCount: 1,
      }),
    ]);

    // No slot on that date is offered any more, in any listing.
    expect((await eventSlots('home-health-screening')).some((slot) => slot.date === date)).toBe(false);
    const list = (await t.app.inject({ method: 'GET', url: '/api/events' })).json().data;
    for (const entry of list) expect(entry.timeslots.some((slot: Slot) => slot.date === date)).toBe(false);
    const lookUp = await t.app.inject({
      method: 'GET',
      url: `/api/timeslots/postal-code?postalCode=238801&eventId=${eventId}`,
    });
    expect(Object.keys(lookUp.json().data)).not.toContain(date);

    // A slot stored before the holiday cannot be booked by its id either.
    const onHoliday = sameDay.find((slot) => slot.id !== null && slot.id !== bookedSlot)!;
    expect(onHoliday).toBeDefined();
    const refused = await book(t, bookingRequest({ eventId, packageId: pkg.premium, timeslotId: onHoliday.id! }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SLOT_UNAVAILABLE_MESSAGE);

    // The booking itself is kept.
    const details = await api('GET', `/api/admin/registrations/${booking.json().data.id}`);
    expect(details.json().data.status).toBe('pending_payment');

    // Deleting the holiday offers the date again.
    expect((await api('DELETE', `/api/admin/public-holidays/${holiday.id}`)).statusCode).toBe(200);
    expect((await eventSlots('home-health-screening')).some((slot) => slot.date === date)).toBe(true);
  });

  it('refuses a second holiday on the same date with 409 and a missing date with the spec message', async () => {
    const created = await api('POST', '/api/admin/public-holidays', { name: 'Founders day', date: '2027-03-03' });
    expect(created.statusCode).toBe(201);
    const again = await api('POST', '/api/admin/public-holidays', { name: 'Again', date: '2027-03-03' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(HOLIDAY_DATE_TAKEN_MESSAGE);
    const missing = await api('POST', '/api/admin/public-holidays', { name: 'No date', date: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'date', message: DATE_REQUIRED_MESSAGE }]);
  });

  it('updates a holiday, refuses a date another holiday has, and records each change', async () => {
    // Another holiday of this test's own, so that the clash does not depend on another test's.
    expect((await api('POST', '/api/admin/public-holidays', { name: 'Taken', date: '2027-06-06' })).statusCode).toBe(
      201,
    );
    const created = (await api('POST', '/api/admin/public-holidays', { name: 'Old name', date: '2027-04-04' })).json()
      .data.holiday;
    const res = await api('PUT', `/api/admin/public-holidays/${created.id}`, { name: 'New name', date: '2027-04-05' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ holiday: { name: 'New name', date: '2027-04-05' }, bookingsOnDate: [] });
    const clash = await api('PUT', `/api/admin/public-holidays/${created.id}`, { name: 'Clash', date: '2027-06-06' });
    expect(clash.statusCode).toBe(409);
    expect((await api('PUT', '/api/admin/public-holidays/999999', { name: 'X', date: '2027-05-05' })).statusCode).toBe(
      404,
    );
    const entries = (await api('GET', '/api/admin/audit-log?entity=public_holiday')).json().data;
    expect(entries[0]).toMatchObject({
      action: 'update',
      changes: { before: { name: 'Old name', date: '2027-04-04' }, after: { name: 'New name', date: '2027-04-05' } },
    });
  });
});
