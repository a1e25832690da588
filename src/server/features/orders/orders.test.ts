import {
  REGISTRATION_CLOSED_MESSAGE,
  UNPAID_NOT_COMPLETED_MESSAGE,
  VISIT_NOT_YET_MESSAGE,
} from '@domain/orders/messages';
import type { AdminRegistration, AdminRegistrationDetails } from '@domain/orders/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log';
import { registrations } from '../../db/schema/bookings';
import { timeslots } from '../../db/schema/timeslots';
import { type AdminApi, adminApi, signInAdmin } from '../../testing/admin';
import { type BookingSetup, bookingSetup, householdMember, NOW, type PackageIds } from '../../testing/bookings';
import { discountCode } from '../../testing/discounts';
import { payByCard } from '../../testing/payments';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: AdminApi;
let username: string;
let eventId: number;
let pkg: PackageIds;
let createBooking: BookingSetup['createBooking'];

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  ({ eventId, pkg, createBooking } = await bookingSetup(t));
});
afterAll(() => t.close());
// Each test starts at NOW with a session of its own: a test that moves the clock days ahead signs in
// there, which ends the sessions idle since, and no other test uses those.
beforeEach(async () => {
  t.setNow(NOW);
  const admin = await signInAdmin(t);
  api = adminApi(admin);
  username = admin.user.username;
});

async function slotOf(registrationId: string) {
  const [row] = await t.db
    .select({ slot: timeslots })
    .from(registrations)
    .innerJoin(timeslots, eq(timeslots.id, registrations.timeslotId))
    .where(eq(registrations.id, registrationId));
  return row!.slot;
}

const patch = (id: string, status: string, session: AdminApi = api) =>
  session('PATCH', `/api/admin/registrations/${id}`, { status });

describe('GET /api/admin/registrations', () => {
  it('lists the newest first, a page at a time, with the total beside the data', async () => {
    // A name of their own, so the pages hold these two whatever else is booked.
    const first = await createBooking({ lastName: 'Pagewise' });
    t.setNow(new Date(NOW.getTime() + 1000));
    const second = await createBooking({ lastName: 'Pagewise' });
    const res = await api('GET', '/api/admin/registrations?pageSize=1&search=Pagewise');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((row: AdminRegistration) => row.id)).toEqual([second.id]);
    expect(body.meta).toEqual({ total: 2, page: 1, pageSize: 1 });
    const page2 = (await api('GET', '/api/admin/registrations?pageSize=1&page=2&search=Pagewise')).json();
    expect(page2.data[0].id).toBe(first.id);
    expect(page2.data[0]).toMatchObject({
      referenceNumber: first.reference_number,
      status: 'pending_payment',
      eventName: 'Home Based Health Screening',
      packageName: 'Premium',
      personCount: 1,
      timeslotDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('filters by status, event, visit date and search (reference, name, phone, last four of the ID)', async () => {
    const target = await createBooking({
      firstName: 'Siti',
      lastName: 'Nurhaliza',
      mobileNumber: '+65 8123 4567',
      identificationNumber: 'S9912345A',
    });
    const other = await createBooking({ firstName: 'Kumar', lastName: 'Raj', mobileNumber: '97654321' });
    const ids = async (query: string) =>
      ((await api('GET', `/api/admin/registrations?${query}`)).json().data as AdminRegistration[]).map((r) => r.id);

    for (const search of [target.reference_number, 'nurhal', 'Siti Nurhaliza', '81234567', '8123 4567', '345a']) {
      expect(await ids(`search=${encodeURIComponent(search)}`)).toEqual([target.id]);
    }
    expect(await ids('search=%25')).toEqual([]);
    const details = (await api('GET', `/api/admin/registrations/${target.id}`)).json().data;
    const onDate = await ids(`visitDate=${details.timeslotDate}&search=Kumar`);
    const otherDate = (await api('GET', `/api/admin/registrations/${other.id}`)).json().data.timeslotDate;
    expect(onDate).toEqual(otherDate === details.timeslotDate ? [other.id] : []);
    expect(await ids(`visitDate=2030-01-01`)).toEqual([]);
    expect(await ids(`eventId=${eventId}&status=pending_payment&search=Siti`)).toEqual([target.id]);
    expect(await ids('status=paid&search=Siti')).toEqual([]);
    expect(await ids(`eventId=999999&search=Siti`)).toEqual([]);
  });

  it('answers a bad filter with 400', async () => {
    for (const query of ['status=lost', 'pageSize=1000', 'page=0', 'visitDate=2026-02-30', 'eventId=abc']) {
      const res = await api('GET', `/api/admin/registrations?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('GET /api/admin/registrations/:id', () => {
  it('shows every field of the details dialog for a household booking with a discount', async () => {
    const code = await discountCode(t, 'WELCOME10');
    const booking = await createBooking({
      packageId: pkg.comprehensive,
      participants: [householdMember(pkg.premium, 'Ahmad')],
      discountCodeId: code.id,
      discountCode: 'WELCOME10',
      unitNumber: '#05-12',
      medicalConditions: 'Asthma',
    });
    const res = await api('GET', `/api/admin/registrations/${booking.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as AdminRegistrationDetails;
    // 198 + 118 = 316; family bundle 5% = 15.80; code 10% of 300.20 = 30.02; 270.18 + GST 24.32 = 294.50.
    expect(data).toMatchObject({
      referenceNumber: booking.reference_number,
      status: 'pending_payment',
      firstName: 'Tan',
      lastName: 'Mei Ling',
      gender: 'female',
      dateOfBirth: '1985-04-12',
      postalCode: '238801',
      unitNumber: '#05-12',
      address: '1 Orchard Road',
      medicalConditions: 'Asthma',
      eventName: 'Home Based Health Screening',
      packageName: 'Comprehensive',
      packagePrice: '198.00',
      personCount: 2,
      subtotal: '316.00',
      volumeDiscount: '15.80',
      discountAmount: '30.02',
      totalExcludingGst: '270.18',
      gst: '24.32',
      totalIncludingGst: '294.50',
      amountDue: '294.50',
      discountCode: 'WELCOME10',
      discountName: 'Welcome 10% off',
      memberType: 'Retail',
      isPaid: false,
      transactionId: null,
    });
    // Masked for staff (DESIGN §8.3); reveal-identification.test.ts covers the audited reveal.
    expect(data.identificationNumber).toMatch(/^\*{5}\d{3}[A-Z]$/);
    expect(data.participants.map((p) => [p.isPrimary, p.firstName, p.packageName, p.packagePrice])).toEqual([
      [true, 'Tan', 'Comprehensive', '198.00'],
      [false, 'Ahmad', 'Premium', '118.00'],
    ]);
  });

  it('answers an unknown or malformed id with 404', async () => {
    expect((await api('GET', '/api/admin/registrations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api('GET', '/api/admin/registrations/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/registrations/export.csv', () => {
  it('exports the filtered list as CSV with quoting and formulas neutralised', async () => {
    const risky = await createBooking({
      firstName: '=HYPERLINK("x")',
      lastName: 'Lim, "Jr"',
      mobileNumber: '91112222',
    });
    const res = await api('GET', `/api/admin/registrations/export.csv?search=${risky.reference_number}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Reference,Status,Payment,First name,Last name,Email,Mobile,Event,Package,Visit date,Visit time,Persons,Total (SGD),Amount due (SGD),Booked at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${risky.reference_number},pending_payment,Unpaid,"'=HYPERLINK(""x"")","Lim, ""Jr""",`);
  });

  it('exports every match, not just one page, and an empty filter as the header only', async () => {
    const all = (await api('GET', '/api/admin/registrations?pageSize=1')).json().meta.total;
    const res = await api('GET', '/api/admin/registrations/export.csv?pageSize=1');
    expect(res.body.trim().split('\n')).toHaveLength(all + 1);
    expect(res.headers['x-total-count']).toBe(String(all));
    const none = await api('GET', '/api/admin/registrations/export.csv?visitDate=2030-01-01');
    expect(
      none.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
  });
});

describe('PATCH /api/admin/registrations/:id', () => {
  it('cancels once under two parallel requests: one 200, one 409, capacity and the code given back once', async () => {
    const code = await discountCode(t, 'WELCOME10');
    const booking = await createBooking({
      participants: [householdMember(pkg.premium)],
      discountCodeId: code.id,
      discountCode: 'WELCOME10',
    });
    const before = await slotOf(booking.id);
    expect(before).toMatchObject({ currentAttendees: 2, currentBookings: 1 });
    const used = (await discountCode(t, 'WELCOME10')).usedCount;

    const answers = await Promise.all([patch(booking.id, 'cancelled'), patch(booking.id, 'cancelled')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const okAnswer = answers.find((res) => res.statusCode === 200)!.json();
    expect(okAnswer).toMatchObject({
      success: true,
      message: 'Registration updated',
      data: {
        refundDue: null,
        refund: { status: 'none', amount: null },
        registration: { status: 'cancelled', cancelledAt: NOW.toISOString() },
      },
    });
    expect(await slotOf(booking.id)).toMatchObject({ currentAttendees: 0, currentBookings: 0 });
    expect((await discountCode(t, 'WELCOME10')).usedCount).toBe(used - 1);

    // Cancelled is final.
    for (const status of ['cancelled', 'completed', 'no_show']) {
      const res = await patch(booking.id, status);
      expect(res.statusCode).toBe(409);
    }
    expect(await slotOf(booking.id)).toMatchObject({ currentAttendees: 0, currentBookings: 0 });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(entries.filter((entry) => entry.action === 'cancel')).toHaveLength(1);
    expect(entries.find((entry) => entry.action === 'cancel')!.actor).toBe(`admin:${username}`);
  });

  it('cancels a paid booking and refunds the card through the gateway that took it', async () => {
    const booking = await createBooking();
    const paid = await payByCard(t, booking.id, booking.amountDue, { paymentType: 'card', deviceData: '{}' });
    expect(paid.statusCode).toBe(200);
    const res = await patch(booking.id, 'cancelled');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refundDue).toBe(booking.amountDue);
    // The simulated gateway that took the payment gives it back.
    expect(res.json().data.refund).toEqual({ status: 'refunded', amount: booking.amountDue });
    expect(res.json().message).toContain(`S$${booking.amountDue} was refunded`);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, booking.id));
    expect(audit.find((row) => row.action === 'cancel')!.changes).toMatchObject({ refundDue: booking.amountDue });
    expect(audit.find((row) => row.action === 'refund')?.actor).toMatch(/^admin:/);
  });

  it('marks a visit completed or no-show only once its time has come', async () => {
    const booking = await createBooking();
    const early = await patch(booking.id, 'no_show');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(VISIT_NOT_YET_MESSAGE);

    const { timeslotDate } = (await api('GET', `/api/admin/registrations/${booking.id}`)).json().data;
    t.setNow(new Date(`${timeslotDate}T23:00:00+08:00`));
    // Days later: the morning's session has expired, so staff sign in again.
    expect((await patch(booking.id, 'no_show')).statusCode).toBe(401);
    const later = adminApi(await signInAdmin(t));
    const unpaid = await patch(booking.id, 'completed', later);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(UNPAID_NOT_COMPLETED_MESSAGE);
    const noShow = await patch(booking.id, 'no_show', later);
    expect(noShow.statusCode).toBe(200);
    expect(noShow.json().data.registration.status).toBe('no_show');
    // A no-show keeps its slot: the visit's time has passed.
    expect(await slotOf(booking.id)).toMatchObject({ currentBookings: 1 });
  });

  it('refuses to change an expired booking', async () => {
    const booking = await createBooking();
    await t.db.update(registrations).set({ status: 'expired' }).where(eq(registrations.id, booking.id));
    const res = await patch(booking.id, 'cancelled');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(REGISTRATION_CLOSED_MESSAGE);
  });

  it('answers any other status with 400', async () => {
    const booking = await createBooking();
    const res = await patch(booking.id, 'paid');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Status must be completed, no_show or cancelled');
  });
});
