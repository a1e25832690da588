import { REGION_REQUIRED_MESSAGE } from '@domain/run-sheet/messages';
import { INVALID_DATE_MESSAGE } from '@domain/shared/form-messages';
import { DATE_SELECT_REQUIRED_MESSAGE } from '@domain/timeslots/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/bookings';
import { signInAdmin } from '../../testing/admin';
import {
  book,
  bookingRequest,
  homeEvent,
  householdMember,
  legacyBookingRequest,
  NOW,
  offeredSlots,
  packageIds,
} from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

// NOW is Saturday 21 Nov 2026, 10:00 in Singapore; Monday 23 Nov offers central 08:00 and 10:00.
const MONDAY = '2026-11-23';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  headers = (await signInAdmin(t)).headers;
  const eventId = (await homeEvent(t)).id;
  const { premium, superior } = await packageIds(t);
  const central = await offeredSlots(t, eventId, '238801');
  const north = await offeredSlots(t, eventId, '560123');
  const [eight, ten] = central;
  // Booked out of time order: the run sheet orders them.
  const late = await book(
    t,
    bookingRequest({
      eventId,
      packageId: premium,
      timeslotId: ten!.id,
      firstName: 'Siti',
      lastName: 'Nurhaliza',
      mobileNumber: '91234567',
      address: '=cmd|calc',
      unitNumber: '#02-03',
      participants: [householdMember(superior, 'Aisyah'), householdMember(premium, 'Omar')],
    }),
  );
  expect(late.statusCode).toBe(201);
  const early = await book(
    t,
    bookingRequest({ eventId, packageId: superior, timeslotId: eight!.id, firstName: 'Tan' }),
  );
  expect(early.statusCode).toBe(201);
  // Another region's visit, and a cancelled one, are not on the central sheet.
  const elsewhere = await book(
    t,
    bookingRequest({ eventId, packageId: premium, timeslotId: north[0]!.id, postalCode: '560123' }),
  );
  expect(elsewhere.statusCode).toBe(201);
  const cancelled = await book(t, bookingRequest({ eventId, packageId: premium, timeslotId: central[2]!.id }));
  await t.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, cancelled.json().data.id));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

describe("the nurse's run sheet", () => {
  it("lists a region's live visits of a day in time order with what the nurse needs", async () => {
    const res = await get(`/api/admin/run-sheet?region=central&date=${MONDAY}`);
    expect(res.statusCode).toBe(200);
    const sheet = res.json().data;
    expect(sheet).toMatchObject({
      region: 'central',
      date: MONDAY,
      dateLabel: 'Mon, 23 Nov 2026',
      visitCount: 2,
      personCount: 4,
    });
    expect(sheet.visits.map((visit: { time: string; firstName: string }) => [visit.time, visit.firstName])).toEqual([
      ['08:00', 'Tan'],
      ['10:00', 'Siti'],
    ]);
    expect(sheet.visits[1]).toMatchObject({
      timeLabel: '10:00 AM',
      lastName: 'Nurhaliza',
      personCount: 3,
      address: '=cmd|calc',
      unitNumber: '#02-03',
      postalCode: '238801',
      mobileNumber: '91234567',
      packages: ['Premium', 'Superior'],
      status: 'pending_payment',
      eventName: 'Home Based Health Screening',
      persons: [
        { firstName: 'Siti', lastName: 'Nurhaliza', packageName: 'Premium', isPrimary: true },
        { firstName: 'Aisyah', lastName: 'Rahman', packageName: 'Superior', isPrimary: false },
        { firstName: 'Omar', lastName: 'Rahman', packageName: 'Premium', isPrimary: false },
      ],
    });
    // Nothing the nurse does not need: no identification number, date of birth or the booking's id.
    expect(Object.keys(sheet.visits[0])).not.toEqual(
      expect.arrayContaining(['identificationNumber', 'dateOfBirth', 'id']),
    );
  });

  it('answers an empty sheet for a day or region without visits', async () => {
    const res = await get('/api/admin/run-sheet?region=west&date=2026-11-23');
    expect(res.json().data).toMatchObject({ visits: [], visitCount: 0, personCount: 0 });
  });

  it('downloads the same visits as CSV with formulas escaped', async () => {
    const res = await get(`/api/admin/run-sheet.csv?region=central&date=${MONDAY}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="run-sheet-central-${MONDAY}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Time,Reference,Name,Persons,Household,Pre-visit,Address,Unit,Postal code,Mobile,Packages,Amount due (SGD),Status,Event,Nurse,Stop,Km from previous',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^8:00 AM,HS/);
    // Nobody is on the roster: one route of the unassigned, the same building twice (0 km between).
    expect(lines[1]).toMatch(/,Unassigned,1,$/);
    expect(lines[2]).toMatch(/,Unassigned,2,0$/);
    expect(lines[2]).toContain("'=cmd|calc");
    expect(lines[2]).toContain('Siti Nurhaliza (Premium); Aisyah Rahman (Superior); Omar Rahman (Premium)');
    // No form is filled in yet: each person's consent is pending.
    expect(lines[2]).toContain('Consent pending; Consent pending; Consent pending');
  });

  it('says "Address needed" for a visit booked with the spec’s older body, which has no address', async () => {
    const eventId = (await homeEvent(t)).id;
    const { premium } = await packageIds(t);
    const slot = (await offeredSlots(t, eventId, '238801')).at(-1)!;
    const booked = await book(t, legacyBookingRequest({ eventId, packageId: premium, timeslotId: slot.id }));
    expect(booked.statusCode).toBe(201);
    const date = booked.json().data.timeslotDate as string;
    const sheet = (await get(`/api/admin/run-sheet?region=central&date=${date}`)).json().data;
    const visit = sheet.visits.find(
      (entry: { referenceNumber: string }) => entry.referenceNumber === booked.json().data.referenceNumber,
    );
    expect(visit).toMatchObject({ address: null, postalCode: null, unitNumber: null });
    const csv = (await get(`/api/admin/run-sheet.csv?region=central&date=${date}`)).body;
    const line = csv.split('\n').find((row) => row.includes(booked.json().data.referenceNumber));
    expect(line).toContain(',Address needed,');
  });

  it.each([
    ['date=2026-11-23', REGION_REQUIRED_MESSAGE],
    ['region=mars&date=2026-11-23', REGION_REQUIRED_MESSAGE],
    ['region=central', DATE_SELECT_REQUIRED_MESSAGE],
    ['region=central&date=23/11/2026', INVALID_DATE_MESSAGE],
  ])('refuses %s with a clear message', async (query, message) => {
    for (const path of ['/api/admin/run-sheet', '/api/admin/run-sheet.csv']) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((error: { message: string }) => error.message)).toContain(message);
    }
  });

  it('is for admins only', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/run-sheet.csv?region=central&date=${MONDAY}` });
    expect(res.statusCode).toBe(401);
  });
});
