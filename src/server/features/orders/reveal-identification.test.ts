import {
  ADMIN_REGISTRATION_NOT_FOUND_MESSAGE,
  BOOKING_DATA_ERASED_MESSAGE,
  PERSON_DATA_ERASED_MESSAGE,
  REVEAL_PARTICIPANT_ID_MESSAGE,
  REVEAL_PARTICIPANT_NOT_FOUND_MESSAGE,
} from '@domain/orders/messages';
import type { AdminRegistrationDetails } from '@domain/orders/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log';
import { participants, registrations } from '../../db/schema/bookings';
import { type AdminApi, adminApi, signInAdmin } from '../../testing/admin';
import { type BookingSetup, bookingSetup, householdMember, NOW, type PackageIds } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

// DESIGN §8.3: staff see ID numbers masked; "Show" asks for one full number and is audited.

let t: TestApp;
let api: AdminApi;
let username: string;
let pkg: PackageIds;
let createBooking: BookingSetup['createBooking'];

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  ({ pkg, createBooking } = await bookingSetup(t));
});
afterAll(() => t.close());
beforeEach(async () => {
  t.setNow(NOW);
  const admin = await signInAdmin(t);
  api = adminApi(admin);
  username = admin.user.username;
});

const MASKED = /^\*{5}\d{3}[A-Z]$/;

/** A household booking, with the full ID numbers as they were booked and the member's row id. */
async function householdBooking() {
  const member = householdMember(pkg.premium, 'Ahmad');
  const booking = await createBooking({ participants: [member] });
  const [main] = await t.db
    .select({ identificationNumber: registrations.identificationNumber })
    .from(registrations)
    .where(eq(registrations.id, booking.id));
  const [memberRow] = await t.db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.registrationId, booking.id));
  return {
    booking,
    mainNumber: main!.identificationNumber,
    memberNumber: member.identificationNumber,
    memberId: memberRow!.id,
  };
}

const reveal = (id: string, payload: object, session: AdminApi = api) =>
  session('POST', `/api/admin/registrations/${id}/reveal-identification`, payload);

const revealEntries = (registrationId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, registrationId), eq(auditLog.action, 'reveal-identification')));

/** How many audit entries hold this text anywhere in their changes. */
async function auditEntriesHolding(text: string): Promise<number> {
  const result = (await t.db.execute(
    sql`select count(*)::int as n from audit_log where changes::text ilike ${`%${text}%`}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

describe('GET /api/admin/registrations/:id', () => {
  it('masks the ID numbers of the main person and of every household member', async () => {
    const { booking, mainNumber, memberNumber } = await householdBooking();
    const res = await api('GET', `/api/admin/registrations/${booking.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as AdminRegistrationDetails;
    expect(data.identificationNumber).toBe(`*****${mainNumber.slice(-4)}`);
    expect(data.participants.map((person) => person.identificationNumber)).toEqual([
      `*****${mainNumber.slice(-4)}`,
      `*****${memberNumber.slice(-4)}`,
    ]);
    for (const person of data.participants) expect(person.identificationNumber).toMatch(MASKED);
    expect(res.body).not.toContain(mainNumber);
    expect(res.body).not.toContain(memberNumber);
    expect(data.erasedAt).toBeNull();
  });

  it("masks an AIA member's member id too: it is their NRIC", async () => {
    // The built-in insurer's AIA member (adapters/insurer/roster.ts).
    const booking = await createBooking({ identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' });
    const res = await api('GET', `/api/admin/registrations/${booking.id}`);
    expect(res.json().data).toMatchObject({
      memberType: 'AIA',
      identificationNumber: '*****567D',
      aiaMemberId: '*****567D',
    });
    expect(res.body).not.toContain('S1234567D');
  });

  it('masks them in the list and keeps them out of the CSV export', async () => {
    const { booking, mainNumber, memberNumber } = await householdBooking();
    const list = await api('GET', `/api/admin/registrations?search=${booking.reference_number}`);
    expect(list.json().data).toHaveLength(1);
    expect(list.body).not.toContain(mainNumber);
    const csv = await api('GET', `/api/admin/registrations/export.csv?search=${booking.reference_number}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(booking.reference_number);
    for (const text of [mainNumber, memberNumber, mainNumber.slice(-4), memberNumber.slice(-4), '*****']) {
      expect(csv.body).not.toContain(text);
    }
  });
});

describe('POST /api/admin/registrations/:id/reveal-identification', () => {
  it('answers the full number of the main person and of a household member', async () => {
    const { booking, mainNumber, memberNumber, memberId } = await householdBooking();
    const main = await reveal(booking.id, { participantId: null });
    expect(main.statusCode).toBe(200);
    expect(main.json()).toEqual({ success: true, data: { identificationNumber: mainNumber } });
    expect(main.headers['cache-control']).toBe('no-store');
    const member = await reveal(booking.id, { participantId: memberId });
    expect(member.statusCode).toBe(200);
    expect(member.json().data).toEqual({ identificationNumber: memberNumber });
  });

  it('writes exactly one audit entry per reveal, naming the admin, the booking and the person, never the number', async () => {
    const { booking, mainNumber, memberNumber, memberId } = await householdBooking();
    expect(await revealEntries(booking.id)).toHaveLength(0);

    expect((await reveal(booking.id, { participantId: memberId })).statusCode).toBe(200);
    const entries = await revealEntries(booking.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: `admin:${username}`,
      action: 'reveal-identification',
      entity: 'registration',
      entityId: booking.id,
      changes: { referenceNumber: booking.reference_number, participantId: memberId },
      createdAt: NOW,
    });

    expect((await reveal(booking.id, { participantId: null })).statusCode).toBe(200);
    const both = await revealEntries(booking.id);
    expect(both).toHaveLength(2);
    expect(both.map((entry) => (entry.changes as { participantId: number | null }).participantId).sort()).toEqual([
      memberId,
      null,
    ]);
    expect(await auditEntriesHolding(mainNumber)).toBe(0);
    expect(await auditEntriesHolding(memberNumber)).toBe(0);
    // The Activity page reads it back like any other entry.
    const log = await api('GET', '/api/admin/audit-log?entity=registration&pageSize=200');
    expect(log.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'reveal-identification', entityId: booking.id })]),
    );
    expect(log.body).not.toContain(mainNumber);
  });

  it('answers 401 without a session and records nothing', async () => {
    const { booking } = await householdBooking();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/registrations/${booking.id}/reveal-identification`,
      payload: { participantId: null },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toMatch(/S\d{7}[A-Z]/);
    expect(await revealEntries(booking.id)).toHaveLength(0);
  });

  it("answers 404 for another booking's participant and for an unknown booking, and records nothing", async () => {
    const { booking } = await householdBooking();
    const other = await householdBooking();
    const res = await reveal(booking.id, { participantId: other.memberId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: REVEAL_PARTICIPANT_NOT_FOUND_MESSAGE });
    expect(res.body).not.toContain(other.memberNumber);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const unknown = await reveal(id, { participantId: null });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(ADMIN_REGISTRATION_NOT_FOUND_MESSAGE);
    }
    expect(await revealEntries(booking.id)).toHaveLength(0);
    expect(await revealEntries(other.booking.id)).toHaveLength(0);
  });

  it('answers 400 for a body that is not { participantId: number | null }', async () => {
    const { booking, memberId } = await householdBooking();
    for (const payload of [
      { participantId: 'x' },
      { participantId: String(memberId) },
      { participantId: 1.5 },
      { participantId: 0 },
      {},
    ]) {
      const res = await reveal(booking.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: REVEAL_PARTICIPANT_ID_MESSAGE });
    }
    expect(await revealEntries(booking.id)).toHaveLength(0);
  });

  it('answers 409 once the personal data is erased, and the details say when', async () => {
    const { booking, memberId } = await householdBooking();
    const erasedAt = new Date('2026-11-26T01:00:00Z');
    await t.db.update(registrations).set({ erasedAt }).where(eq(registrations.id, booking.id));
    for (const participantId of [null, memberId]) {
      const res = await reveal(booking.id, { participantId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: BOOKING_DATA_ERASED_MESSAGE });
    }
    expect(await revealEntries(booking.id)).toHaveLength(0);
    const details = (await api('GET', `/api/admin/registrations/${booking.id}`)).json().data;
    expect(details.erasedAt).toBe(erasedAt.toISOString());
  });

  it('answers 409 for a household member erased on their own request', async () => {
    const { booking, memberId } = await householdBooking();
    await t.db.update(participants).set({ erasedAt: NOW }).where(eq(participants.id, memberId));
    const res = await reveal(booking.id, { participantId: memberId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PERSON_DATA_ERASED_MESSAGE);
    expect((await reveal(booking.id, { participantId: null })).statusCode).toBe(200);
    expect(await revealEntries(booking.id)).toHaveLength(1);
  });
});
