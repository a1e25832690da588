import { BOOKING_TOKEN_REQUIRED_MESSAGE } from '@domain/bookings/hold-messages';
import { REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/bookings/messages';
import {
  CONSENT_TEXT_VERSION,
  QUESTIONNAIRE_CLOSED_MESSAGE,
  QUESTIONNAIRE_PERSON_NOT_FOUND_MESSAGE,
  type Questionnaire,
  signedNameMismatchMessage,
} from '@domain/questionnaire/schemas';
import { MESSAGES } from '@domain/shared/texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log';
import { participants, registrations } from '../../db/schema/bookings';
import { questionnaireAnswers } from '../../db/schema/questionnaire';
import { adminApi, signInAdmin } from '../../testing/admin';
import { type BookingSetup, bookingSetup, householdMember, NOW } from '../../testing/bookings';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let setup: BookingSetup;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  setup = await bookingSetup(t);
});
afterAll(() => t.close());

const answers = (signedName: string, overrides: Record<string, unknown> = {}) => ({
  medicines: 'Metformin 500 mg',
  allergies: 'Penicillin',
  conditions: ['diabetes', 'blood_thinners'],
  consent: { agreed: true, signedName },
  ...overrides,
});

/** A booking of the main person (Tan Mei Ling) and one household member (Siti Rahman). */
async function householdBooking() {
  const booking = await setup.createBooking({ participants: [householdMember(setup.pkg.premium, 'Siti')] });
  const [member] = await t.db.select().from(participants).where(eq(participants.registrationId, booking.id));
  return { ...booking, memberId: member!.id };
}

const getForms = (reference: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/registrations/${reference}/questionnaire`,
    headers: token === undefined ? {} : { 'x-booking-token': token },
  });
const putForm = (reference: string, participantId: number | string, payload: object, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/registrations/${reference}/questionnaire/${participantId}`,
    headers: token === undefined ? {} : { 'x-booking-token': token },
    payload,
  });

describe('GET /api/registrations/{reference}/questionnaire', () => {
  it("lists every person, main first, pending, with their package's fast, for the booking's token", async () => {
    const booking = await householdBooking();
    const res = await getForms(booking.reference_number, booking.bookingToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as Questionnaire;
    expect(data.referenceNumber).toBe(booking.reference_number);
    expect(data.isOpen).toBe(true);
    expect(data.consentTextVersion).toBe(CONSENT_TEXT_VERSION);
    expect(data.persons.map((p) => [p.participantId, p.firstName, p.status, p.answers])).toEqual([
      [0, 'Tan', 'pending', null],
      [booking.memberId, 'Siti', 'pending', null],
    ]);
    // The demo packages keep the 8 to 10 hours every package promised (migration 0026).
    expect(data.persons[0]!.fastingHours).toBe(10);
  });

  it('answers 403 without the token or with another booking’s, and 404 for an unknown reference', async () => {
    const booking = await householdBooking();
    const other = await setup.createBooking();
    for (const token of [undefined, '', other.bookingToken, 'x'.repeat(64)]) {
      const res = await getForms(booking.reference_number, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(BOOKING_TOKEN_REQUIRED_MESSAGE);
      expect(res.body).not.toContain('Tan');
    }
    const unknown = await getForms('HS2699-0000-0000', booking.bookingToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REGISTRATION_NOT_FOUND_MESSAGE);
    expect((await getForms('not-a-reference', booking.bookingToken)).statusCode).toBe(404);
  });
});

describe('PUT /api/registrations/{reference}/questionnaire/{participantId}', () => {
  it("saves the main person's and, filled by the main person, the member's form: 200, stored with the time and version", async () => {
    const booking = await householdBooking();
    const main = await putForm(booking.reference_number, 0, answers('tan mei ling'), booking.bookingToken);
    expect(main.statusCode).toBe(200);
    expect(main.json().data).toMatchObject({
      participantId: 0,
      status: 'done',
      answers: {
        medicines: 'Metformin 500 mg',
        allergies: 'Penicillin',
        conditions: ['diabetes', 'blood_thinners'],
        consent: { signedName: 'tan mei ling', signedAt: NOW.toISOString(), textVersion: CONSENT_TEXT_VERSION },
      },
    });
    // The name in either order, any case and spacing.
    const member = await putForm(
      booking.reference_number,
      booking.memberId,
      answers('RAHMAN  Siti', { conditions: [], allergies: '', medicines: '' }),
      booking.bookingToken,
    );
    expect(member.statusCode).toBe(200);
    const forms = (await getForms(booking.reference_number, booking.bookingToken)).json().data as Questionnaire;
    expect(forms.persons.map((p) => p.status)).toEqual(['done', 'done']);

    // Saving again replaces the answers: one row per person.
    const again = await putForm(
      booking.reference_number,
      0,
      answers('Tan Mei Ling', { conditions: [] }),
      booking.bookingToken,
    );
    expect(again.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.registrationId, booking.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.participantId === 0)?.conditions).toEqual([]);

    // The audit log says whose form was saved, never what it says.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, booking.id), eq(auditLog.action, 'save-questionnaire')));
    expect(entries).toHaveLength(3);
    expect(JSON.stringify(entries.map((entry) => entry.changes))).not.toMatch(/Metformin|Penicillin|diabetes/);
  });

  it('refuses with 400 a consent not agreed or missing, a name not the person’s, an unknown condition; nothing stored', async () => {
    const booking = await householdBooking();
    const cases: [object, string][] = [
      [
        answers('Tan Mei Ling', { consent: { agreed: false, signedName: 'Tan Mei Ling' } }),
        MESSAGES.questionnaire.consentRequired,
      ],
      [answers('Tan Mei Ling', { consent: undefined }), MESSAGES.questionnaire.consentRequired],
      [answers('   '), MESSAGES.questionnaire.signedNameRequired],
      [answers('Siti Rahman'), signedNameMismatchMessage({ firstName: 'Tan', lastName: 'Mei Ling' })],
      [answers('Tan Mei Ling', { conditions: ['flu'] }), MESSAGES.questionnaire.conditionUnknown],
      [answers('Tan Mei Ling', { conditions: ['diabetes', 'diabetes'] }), MESSAGES.questionnaire.conditionRepeated],
    ];
    for (const [payload, message] of cases) {
      const res = await putForm(booking.reference_number, 0, payload, booking.bookingToken);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    // The member's form with the main person's name is refused too.
    const swapped = await putForm(
      booking.reference_number,
      booking.memberId,
      answers('Tan Mei Ling'),
      booking.bookingToken,
    );
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().errors).toEqual([
      { path: 'consent.signedName', message: signedNameMismatchMessage({ firstName: 'Siti', lastName: 'Rahman' }) },
    ]);
    const rows = await t.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.registrationId, booking.id));
    expect(rows).toEqual([]);
  });

  it('answers 403 without the token, 404 for a person not in the booking, 409 once the booking is cancelled', async () => {
    const booking = await householdBooking();
    const other = await householdBooking();
    expect((await putForm(booking.reference_number, 0, answers('Tan Mei Ling'))).statusCode).toBe(403);
    expect((await putForm(booking.reference_number, 0, answers('Tan Mei Ling'), other.bookingToken)).statusCode).toBe(
      403,
    );
    // Another booking's member is no person of this one.
    const stranger = await putForm(
      booking.reference_number,
      other.memberId,
      answers('Siti Rahman'),
      booking.bookingToken,
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(QUESTIONNAIRE_PERSON_NOT_FOUND_MESSAGE);
    expect(
      (await putForm(booking.reference_number, -1, answers('Tan Mei Ling'), booking.bookingToken)).statusCode,
    ).toBe(400);
    expect(
      (await putForm(booking.reference_number, 'abc', answers('Tan Mei Ling'), booking.bookingToken)).statusCode,
    ).toBe(400);

    await t.db.update(registrations).set({ status: 'cancelled' }).where(eq(registrations.id, booking.id));
    const closed = await putForm(booking.reference_number, 0, answers('Tan Mei Ling'), booking.bookingToken);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(QUESTIONNAIRE_CLOSED_MESSAGE);
    expect((await getForms(booking.reference_number, booking.bookingToken)).json().data.isOpen).toBe(false);
  });

  it('forgets answers given by someone no longer at that place in the booking', async () => {
    const booking = await householdBooking();
    await putForm(booking.reference_number, booking.memberId, answers('Siti Rahman'), booking.bookingToken);
    await t.db
      .update(participants)
      .set({ firstName: 'Nur', identificationNumber: 'S0000001I' })
      .where(eq(participants.id, booking.memberId));
    const forms = (await getForms(booking.reference_number, booking.bookingToken)).json().data as Questionnaire;
    expect(forms.persons[1]).toMatchObject({ firstName: 'Nur', status: 'pending', answers: null });
  });
});

describe("staff's view of the forms", () => {
  it('shows consent and flags in the order details and on the run sheet, the answers only on the audited call', async () => {
    const admin = await signInAdmin(t);
    const api = adminApi(admin, { prefix: '/api/admin' });
    const booking = await householdBooking();
    await putForm(booking.reference_number, 0, answers('Tan Mei Ling'), booking.bookingToken);

    const details = (await api('GET', `/registrations/${booking.id}`)).json().data;
    expect(details.preVisit).toEqual([
      expect.objectContaining({ participantId: 0, consent: 'done', flags: ['blood_thinners', 'allergies'] }),
      expect.objectContaining({ participantId: booking.memberId, consent: 'pending', flags: [] }),
    ]);
    expect(JSON.stringify(details)).not.toContain('Metformin');

    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, booking.id));
    const slot = await t.app.inject({
      method: 'GET',
      url: `/api/admin/timeslots/${row!.timeslotId}`,
      headers: admin.headers,
    });
    const date = slot.json().data?.date as string | undefined;
    if (date) {
      const sheet = (await api('GET', `/run-sheet?region=central&date=${date}`)).json().data;
      const visit = sheet.visits.find(
        (v: { referenceNumber: string }) => v.referenceNumber === booking.reference_number,
      );
      expect(visit.persons.map((p: { consent: string; flags: string[] }) => [p.consent, p.flags])).toEqual([
        ['done', ['blood_thinners', 'allergies']],
        ['pending', []],
      ]);
      expect(JSON.stringify(sheet)).not.toContain('Metformin');
    }

    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'view-questionnaire'));
    const view = await api('GET', `/registrations/${booking.id}/questionnaire`);
    expect(view.statusCode).toBe(200);
    expect(view.json().data.persons[0].answers.medicines).toBe('Metformin 500 mg');
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'view-questionnaire'));
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ actor: `admin:${admin.user.username}`, entityId: booking.id });

    // Without a session, nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/registrations/${booking.id}/questionnaire` })).statusCode,
    ).toBe(401);
  });
});
