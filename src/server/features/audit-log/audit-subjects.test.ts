import type { AuditEntry } from '@domain/audit-log/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, adminApi, signInAdmin } from '../../testing/admin';
import { type BookingSetup, bookingSetup, NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let api: AdminApi;
let setup: BookingSetup;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  api = adminApi(await signInAdmin(t), { prefix: '/api/admin' });
  setup = await bookingSetup(t);
});
afterAll(() => t.close());

const entries = async (entity: string): Promise<AuditEntry[]> =>
  (await api('GET', `/audit-log?entity=${entity}`)).json().data;

describe('the activity log names what each entry is about', () => {
  it('a booking by its reference number, read when listing', async () => {
    const booking = await setup.createBooking();
    const [created] = await entries('registration');
    expect(created).toMatchObject({ entityId: booking.id, subject: { referenceNumber: booking.reference_number } });
  });

  it('a timeslot by its date and time, and a package by its name', async () => {
    const slotId = setup.slots.next();
    expect((await api('PUT', `/timeslots/${slotId}/availability`, { isAvailable: false })).statusCode).toBe(200);
    const [blocked] = await entries('timeslot');
    expect(blocked).toMatchObject({ action: 'block', entityId: String(slotId) });
    expect(blocked!.subject?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(blocked!.subject?.time).toMatch(/^\d{2}:\d{2}$/);

    const created = await api('POST', '/packages', { name: 'Basic', price: '88.00', isActive: true });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    await api('PUT', `/packages/${id}`, { name: 'Basic Plus', price: '99.90', isActive: true });
    const [renamed] = await entries('package');
    // The name it has now, whatever it was called when the entry was written.
    expect(renamed).toMatchObject({ action: 'update', entityId: String(id), subject: { name: 'Basic Plus' } });
  });

  it('an entry whose record is gone keeps a null subject', async () => {
    const [login] = await entries('admin_session');
    expect(login?.subject).toEqual({ referenceNumber: null, name: null, date: null, time: null });
  });
});
