import {
  EVENT_HAS_BOOKINGS_MESSAGE,
  NAME_MIN_MESSAGE,
  SLUG_CHARACTERS_MESSAGE,
  SLUG_MIN_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  UNKNOWN_PACKAGES_MESSAGE,
} from '@domain/events/messages';
import type { AdminEvent, EventFormInput } from '@domain/events/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventDates, timeslots } from '../../db/schema/timeslots';
import { type AdminApi, adminApi, signInAdmin } from '../../testing/admin';
import { book, bookingRequest, NOW, offeredSlots, type PackageIds, packageIds } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: AdminApi;
let username: string;
let pkg: PackageIds;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const admin = await signInAdmin(t);
  api = adminApi(admin);
  username = admin.user.username;
  pkg = await packageIds(t);
});
afterAll(() => t.close());
beforeEach(() => t.setNow(NOW));

let slugSequence = 0;
const form = (overrides: Partial<EventFormInput> = {}): EventFormInput => {
  slugSequence += 1;
  return {
    name: `Corporate screening ${slugSequence}`,
    slug: `corporate-${slugSequence}`,
    description: 'For the staff of one company',
    location: 'At your home',
    isActive: true,
    packageIds: [pkg.premium, pkg.superior],
    schedule: { configType: 'auto', numSlots: 5, bufferHours: 24, slotsPerTimeslot: 1, maxAttendees: 6 },
    ...overrides,
  };
};

async function createEvent(overrides: Partial<EventFormInput> = {}): Promise<AdminEvent> {
  const res = await api('POST', '/api/admin/events', form(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('POST /api/admin/events', () => {
  it('creates an active event with two packages and an auto schedule that customers can book at once', async () => {
    const event = await createEvent();
    expect(event).toMatchObject({
      isActive: true,
      packageIds: [pkg.premium, pkg.superior].sort((a, b) => a - b),
      schedule: { configType: 'auto', numSlots: 5, bufferHours: 24, slotsPerTimeslot: 1, maxAttendees: 6 },
      bookingCount: 0,
    });

    const listed = (await t.app.inject({ method: 'GET', url: '/api/events' })).json().data;
    const offered = listed.find((entry: { id: number }) => entry.id === event.id);
    expect(offered.timeslots.length).toBeGreaterThan(0);
    expect(offered.timeslots[0].maxAttendees).toBe(6);

    const page = (await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}` })).json().data;
    expect(page.packages.map((p: { id: number }) => p.id)).toEqual([pkg.premium, pkg.superior]);

    const slots = await offeredSlots(t, event.id);
    expect(slots.length).toBeGreaterThan(0);
    const booked = await book(
      t,
      bookingRequest({ eventId: event.id, packageId: pkg.superior, timeslotId: slots[0]!.id }),
    );
    expect(booked.statusCode).toBe(201);
    const [slot] = await t.db.select().from(timeslots).where(eq(timeslots.id, slots[0]!.id));
    expect(slot!.maxAttendees).toBe(6);
  });

  it('creates a manual schedule whose dates and times are offered and bookable', async () => {
    const event = await createEvent({
      schedule: {
        configType: 'manual',
        manualDates: [
          { date: '2026-11-25', times: ['14:00', '09:30'] },
          { date: '2026-11-26', times: ['10:00'] },
        ],
      },
    });
    expect(event.schedule.manualDates).toEqual([
      { date: '2026-11-25', times: ['09:30', '14:00'] },
      { date: '2026-11-26', times: ['10:00'] },
    ]);
    const page = (await t.app.inject({ method: 'GET', url: `/api/events/${event.slug}` })).json().data;
    expect(page.timeslots.map((s: { date: string; time: string }) => `${s.date} ${s.time}`)).toEqual([
      '2026-11-25 09:30',
      '2026-11-25 14:00',
      '2026-11-26 10:00',
    ]);
    const slots = await offeredSlots(t, event.id);
    expect(slots).toHaveLength(3);
    const res = await book(t, bookingRequest({ eventId: event.id, packageId: pkg.premium, timeslotId: slots[0]!.id }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses a slug another event has with 409', async () => {
    const event = await createEvent();
    const res = await api('POST', '/api/admin/events', form({ slug: event.slug }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: SLUG_TAKEN_MESSAGE });
  });

  it('answers bad input with the spec messages', async () => {
    const res = await api('POST', '/api/admin/events', { name: 'ab', slug: 'No Spaces' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'name', message: NAME_MIN_MESSAGE },
      { path: 'slug', message: SLUG_CHARACTERS_MESSAGE },
    ]);
    const short = await api('POST', '/api/admin/events', { name: 'Valid name', slug: 'ab' });
    expect(short.json().errors).toEqual([{ path: 'slug', message: SLUG_MIN_MESSAGE }]);
  });

  it('refuses a package id that names no package with 400 and writes nothing', async () => {
    const res = await api('POST', '/api/admin/events', form({ slug: 'ghost-packages', packageIds: [999_999] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UNKNOWN_PACKAGES_MESSAGE);
    const list = (await api('GET', '/api/admin/events')).json().data as AdminEvent[];
    expect(list.some((event) => event.slug === 'ghost-packages')).toBe(false);
  });
});

describe('GET, PUT and DELETE /api/admin/events', () => {
  it('lists every event, inactive ones too, newest first', async () => {
    const inactive = await createEvent({ isActive: false });
    const list = (await api('GET', '/api/admin/events')).json().data as AdminEvent[];
    expect(list[0]!.id).toBe(inactive.id);
    expect(list.map((event) => event.slug)).toContain('home-health-screening');
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/events' })).json().data;
    expect(publicList.some((event: { id: number }) => event.id === inactive.id)).toBe(false);
  });

  it('updates the fields, packages and schedule, and records before and after in the audit log', async () => {
    const event = await createEvent();
    const res = await api(
      'PUT',
      `/api/admin/events/${event.id}`,
      form({ name: 'Renamed screening', slug: event.slug, packageIds: [pkg.prestige], isActive: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Renamed screening', packageIds: [pkg.prestige], isActive: false });

    const audit = await api('GET', '/api/admin/audit-log?entity=event');
    const entry = audit.json().data[0];
    expect(entry).toMatchObject({ actor: `admin:${username}`, action: 'update', entityId: String(event.id) });
    expect(entry.changes.before).toMatchObject({ name: event.name, isActive: true });
    expect(entry.changes.after).toMatchObject({ name: 'Renamed screening', isActive: false });
    expect(audit.json().meta).toMatchObject({ page: 1 });
  });

  it('keeps a booked manual slot when the schedule leaves it out, and removes the free ones', async () => {
    const event = await createEvent({
      schedule: { configType: 'manual', manualDates: [{ date: '2026-11-27', times: ['09:00', '11:00'] }] },
    });
    const slots = await offeredSlots(t, event.id);
    const bookedSlot = slots.find((slot) => slot.id)!;
    expect(
      (await book(t, bookingRequest({ eventId: event.id, packageId: pkg.premium, timeslotId: bookedSlot.id })))
        .statusCode,
    ).toBe(201);
    const res = await api(
      'PUT',
      `/api/admin/events/${event.id}`,
      form({
        slug: event.slug,
        schedule: { configType: 'manual', manualDates: [{ date: '2026-11-28', times: ['08:00'] }] },
      }),
    );
    expect(res.statusCode).toBe(200);
    const stored = await t.db
      .select({ id: timeslots.id, date: eventDates.date, time: timeslots.time })
      .from(timeslots)
      .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
      .where(and(eq(eventDates.eventId, event.id), isNull(timeslots.region)));
    expect(stored.map((slot) => `${slot.date} ${slot.time}`).sort()).toEqual(['2026-11-27 09:00', '2026-11-28 08:00']);
    expect(stored.some((slot) => slot.id === bookedSlot.id)).toBe(true);
  });

  it('refuses to delete an event that has bookings with 409, and deletes one without', async () => {
    const booked = await createEvent();
    const slots = await offeredSlots(t, booked.id);
    await book(t, bookingRequest({ eventId: booked.id, packageId: pkg.premium, timeslotId: slots[0]!.id }));
    const refused = await api('DELETE', `/api/admin/events/${booked.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: EVENT_HAS_BOOKINGS_MESSAGE });
    expect((await api('GET', '/api/admin/events')).json().data.some((e: AdminEvent) => e.id === booked.id)).toBe(true);

    const empty = await createEvent();
    const res = await api('DELETE', `/api/admin/events/${empty.id}`);
    expect(res.statusCode).toBe(200);
    expect((await api('DELETE', `/api/admin/events/${empty.id}`)).statusCode).toBe(404);
    const entry = (await api('GET', '/api/admin/audit-log?entity=event')).json().data[0];
    expect(entry).toMatchObject({ action: 'delete', entityId: String(empty.id), changes: { after: null } });
  });

  it('answers an id that is not a number with 400 and an unknown one with 404', async () => {
    expect((await api('PUT', '/api/admin/events/abc', form())).statusCode).toBe(400);
    expect((await api('PUT', '/api/admin/events/99999', form())).statusCode).toBe(404);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts the records of each card', async () => {
    const res = await api('GET', '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      packages: 4,
      discounts: 1,
      apiKeys: 0,
      paymentProvider: 'Braintree',
      paymentTestMode: true,
    });
    expect(res.json().data.events).toBeGreaterThanOrEqual(2);
    expect(res.json().data.holidays).toBeGreaterThan(10);
    expect(res.json().data.emailTemplates).toBeGreaterThan(0);
  });
});
