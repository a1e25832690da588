import { createHash } from 'node:crypto';
import { BOOKING_TOKEN_REQUIRED_MESSAGE } from '@domain/bookings/hold-messages';
import { isClosedBookingStatus } from '@domain/bookings/status';
import { questionnaireFlags } from '@domain/questionnaire/preparation';
import {
  type AdminQuestionnaire,
  CONSENT_TEXT_VERSION,
  isSignedNameOf,
  type PreVisitSummary,
  QUESTIONNAIRE_CLOSED_MESSAGE,
  QUESTIONNAIRE_PERSON_NOT_FOUND_MESSAGE,
  type Questionnaire,
  type QuestionnaireAnswers,
  type QuestionnaireAnswersView,
  type QuestionnaireCondition,
  type QuestionnairePerson,
  signedNameMismatchMessage,
} from '@domain/questionnaire/schemas';
import { singaporeDateTime } from '@domain/shared/dates';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { questionnaireAnswers } from '../../db/schema/questionnaire';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { type Actor, recordAudit } from '../audit-log';
import {
  findIdentifiedPersons,
  type IdentifiedPerson,
  isBookingToken,
  type LockedBooking,
  requireBooking,
  requireBookingByReference,
} from '../bookings';
import { findPackagePreparations } from '../events';
import { findSlotTimes } from '../timeslots';

// The pre-visit forms (DESIGN §8.11): each person's answers and consent, read and saved with the
// booking's token by the customer, read by staff only through an audited call, and summed up as
// consent and flags wherever the visit is planned.

type AnswerRow = typeof questionnaireAnswers.$inferSelect;

/** The person a form belongs to, as the booking holds them now. */
type BookingPerson = IdentifiedPerson;

/**
 * Who answered: SHA-256 of their identification number as typed at booking (upper-cased, spaces
 * out). Answers saved for someone since replaced at that place are nobody's and read as pending.
 */
const personKeyOf = (identificationNumber: string) =>
  createHash('sha256').update(identificationNumber.replace(/\s+/g, '').toUpperCase()).digest('hex');

async function personsOf(db: Executor, booking: { id: string }): Promise<BookingPerson[]> {
  return (await findIdentifiedPersons(db, [booking.id])).get(booking.id) ?? [];
}

/** The packages of a booking's persons: the fast before the visit is the longest of theirs. */
export async function packageIdsOfPersons(db: Executor, booking: { id: string }): Promise<number[]> {
  return (await personsOf(db, booking)).map((person) => person.packageId);
}

const answersView = (row: AnswerRow): QuestionnaireAnswersView => ({
  medicines: row.medicines,
  allergies: row.allergies,
  conditions: row.conditions as QuestionnaireCondition[],
  consent: {
    signedName: row.consentSignedName,
    signedAt: row.consentedAt.toISOString(),
    textVersion: row.consentTextVersion,
  },
});

/** Each booking's answers by person, only those still of the person at that place. */
async function answersOf(
  db: Executor,
  personsByBooking: Map<string, BookingPerson[]>,
): Promise<Map<string, Map<number, AnswerRow>>> {
  const result = new Map<string, Map<number, AnswerRow>>();
  const ids = [...personsByBooking.keys()];
  if (ids.length === 0) return result;
  const rows = await db.select().from(questionnaireAnswers).where(inArray(questionnaireAnswers.registrationId, ids));
  for (const row of rows) {
    const person = personsByBooking.get(row.registrationId)?.find((p) => p.participantId === row.participantId);
    if (!person || row.personKey !== personKeyOf(person.identificationNumber)) continue;
    if (!result.has(row.registrationId)) result.set(row.registrationId, new Map());
    result.get(row.registrationId)!.set(row.participantId, row);
  }
  return result;
}

/** Whether forms can still be filled: a live booking whose visit has not begun and whose data is kept. */
function isOpenForForms(booking: LockedBooking, visitStart: Date, now: Date): boolean {
  return (
    !isClosedBookingStatus(booking.status) &&
    booking.status !== 'completed' &&
    booking.status !== 'no_show' &&
    booking.erasedAt === null &&
    now.getTime() < visitStart.getTime()
  );
}

function requireToken(booking: LockedBooking, token: string | undefined) {
  if (!isBookingToken(booking, token)) throw new AppError('FORBIDDEN', BOOKING_TOKEN_REQUIRED_MESSAGE);
}

async function readQuestionnaire(db: Executor, booking: LockedBooking, now: Date): Promise<Questionnaire> {
  const persons = await personsOf(db, booking);
  const [answers, preparations, slots] = await Promise.all([
    answersOf(db, new Map([[booking.id, persons]])),
    findPackagePreparations(
      db,
      persons.map((person) => person.packageId),
    ),
    findSlotTimes(db, [booking.timeslotId]),
  ]);
  const slot = slots.get(booking.timeslotId);
  if (!slot) throw new Error(`Registration ${booking.id} names a missing timeslot`);
  const answered = answers.get(booking.id) ?? new Map<number, AnswerRow>();
  return {
    referenceNumber: booking.referenceNumber,
    visitDate: slot.date,
    visitTime: slot.time,
    isOpen: isOpenForForms(booking, singaporeDateTime(slot.date, slot.time), now),
    consentTextVersion: CONSENT_TEXT_VERSION,
    persons: persons.map((person): QuestionnairePerson => {
      const row = answered.get(person.participantId);
      const preparation = preparations.get(person.packageId);
      return {
        participantId: person.participantId,
        firstName: person.firstName,
        lastName: person.lastName,
        isPrimary: person.isPrimary,
        status: row ? 'done' : 'pending',
        answers: row ? answersView(row) : null,
        packageName: preparation?.name ?? '',
        fastingHours: preparation?.fastingHours ?? 0,
        preparationText: preparation?.preparationText ?? null,
      };
    }),
  };
}

/** GET /api/registrations/{reference}/questionnaire: every person's form, with the booking's token. */
export async function getQuestionnaire(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { referenceNumber: string; token: string | undefined },
): Promise<Questionnaire> {
  const booking = await requireBookingByReference(ctx.db, options.referenceNumber);
  requireToken(booking, options.token);
  return readQuestionnaire(ctx.db, booking, ctx.now());
}

/**
 * PUT /api/registrations/{reference}/questionnaire/{participantId}: one person's answers and consent,
 * saved (or saved again) with the time and the consent text's version. The booking row is share-locked
 * so that an erasure or a household change waits for the save, or the save for it.
 */
export async function saveQuestionnaire(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { referenceNumber: string; participantId: number; token: string | undefined; answers: QuestionnaireAnswers },
): Promise<QuestionnairePerson> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const booking = await requireBookingByReference(tx, options.referenceNumber, { lock: 'share' });
    requireToken(booking, options.token);
    const persons = await personsOf(tx, booking);
    const person = persons.find((candidate) => candidate.participantId === options.participantId);
    if (!person) throw notFound(QUESTIONNAIRE_PERSON_NOT_FOUND_MESSAGE);
    const before = await readQuestionnaire(tx, booking, now);
    if (!before.isOpen) throw conflict(QUESTIONNAIRE_CLOSED_MESSAGE);
    const { consent, medicines, allergies, conditions } = options.answers;
    if (!isSignedNameOf(consent.signedName, person)) {
      const message = signedNameMismatchMessage(person);
      throw badRequest(message, [{ path: 'consent.signedName', message }]);
    }
    const fields = {
      personKey: personKeyOf(person.identificationNumber),
      medicines,
      allergies,
      conditions,
      consentSignedName: consent.signedName,
      consentedAt: now,
      consentTextVersion: CONSENT_TEXT_VERSION,
      updatedAt: now,
    };
    await tx
      .insert(questionnaireAnswers)
      .values({ registrationId: booking.id, participantId: person.participantId, ...fields })
      .onConflictDoUpdate({
        target: [questionnaireAnswers.registrationId, questionnaireAnswers.participantId],
        set: fields,
      });
    await recordAudit(tx, {
      actor: 'customer',
      action: 'save-questionnaire',
      entity: 'registration',
      entityId: booking.id,
      // Whose form, never what it says: the audit log holds no health data.
      changes: { referenceNumber: booking.referenceNumber, participantId: person.participantId },
      now,
    });
    const after = await readQuestionnaire(tx, booking, now);
    return after.persons.find((candidate) => candidate.participantId === person.participantId)!;
  });
}

/** Consent and flags of each person of these bookings, for the run sheet and the order details. */
export async function findPreVisitSummaries(
  db: Executor,
  bookingIds: string[],
): Promise<Map<string, PreVisitSummary[]>> {
  const result = new Map<string, PreVisitSummary[]>();
  if (bookingIds.length === 0) return result;
  const personsByBooking = await findIdentifiedPersons(db, bookingIds);
  const answers = await answersOf(db, personsByBooking);
  for (const [bookingId, persons] of personsByBooking) {
    const answered = answers.get(bookingId);
    result.set(
      bookingId,
      persons.map((person) => {
        const row = answered?.get(person.participantId);
        return {
          participantId: person.participantId,
          firstName: person.firstName,
          lastName: person.lastName,
          isPrimary: person.isPrimary,
          consent: row ? 'done' : 'pending',
          flags: row ? questionnaireFlags(answersView(row)) : [],
        };
      }),
    );
  }
  return result;
}

/**
 * GET /api/admin/registrations/{id}/questionnaire: the answers themselves, each call written to the
 * audit log with who asked and whose forms (never what they say).
 */
export async function viewAnswersAsStaff(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { registrationId: string; actor: Actor },
): Promise<AdminQuestionnaire> {
  return ctx.db.transaction(async (tx) => {
    const booking = await requireBooking(tx, options.registrationId);
    const persons = await personsOf(tx, booking);
    const answered = (await answersOf(tx, new Map([[booking.id, persons]]))).get(booking.id);
    await recordAudit(tx, {
      actor: options.actor,
      action: 'view-questionnaire',
      entity: 'registration',
      entityId: booking.id,
      changes: { referenceNumber: booking.referenceNumber, persons: persons.length },
      now: ctx.now(),
    });
    return {
      registrationId: booking.id,
      referenceNumber: booking.referenceNumber,
      persons: persons.map((person) => {
        const row = answered?.get(person.participantId);
        const answers = row ? answersView(row) : null;
        return {
          participantId: person.participantId,
          firstName: person.firstName,
          lastName: person.lastName,
          isPrimary: person.isPrimary,
          consent: row ? 'done' : 'pending',
          flags: answers ? questionnaireFlags(answers) : [],
          status: row ? 'done' : 'pending',
          answers,
        };
      }),
    };
  });
}

/** Which of these bookings have a person whose form is not filled in (the reminder two days before). */
export async function findBookingsWithPendingForms(db: Executor, bookingIds: string[]): Promise<Set<string>> {
  const summaries = await findPreVisitSummaries(db, bookingIds);
  return new Set(
    [...summaries].filter(([, persons]) => persons.some((person) => person.consent === 'pending')).map(([id]) => id),
  );
}

/** Erasure (DESIGN §8.3): the answers of these bookings go, every person's. */
export async function forgetAnswersOfBookings(tx: Executor, bookingIds: string[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const removed = await tx
    .delete(questionnaireAnswers)
    .where(inArray(questionnaireAnswers.registrationId, bookingIds))
    .returning({ participantId: questionnaireAnswers.participantId });
  return removed.length;
}

/** Erasure of household members only: their answers go. */
export async function forgetAnswersOfMembers(
  tx: Executor,
  members: readonly { id: number; registrationId: string }[],
): Promise<void> {
  for (const member of members) {
    await tx
      .delete(questionnaireAnswers)
      .where(
        and(
          eq(questionnaireAnswers.registrationId, member.registrationId),
          eq(questionnaireAnswers.participantId, member.id),
        ),
      );
  }
}
