import { changeCutoffMessage } from '@domain/bookings/appointment-messages';
import { DUPLICATE_ID_MESSAGE, MAX_PERSONS_MESSAGE, PACKAGE_REQUIRED_MESSAGE } from '@domain/bookings/messages';
import { type PriceBreakdown, priceBooking } from '@domain/bookings/pricing';
import { OPEN_PAYMENT_STATUSES } from '@domain/bookings/status';
import { REGISTRATION_CLOSED_MESSAGE } from '@domain/orders/messages';
import {
  LAST_PERSON_MESSAGE,
  MEMBER_RECHECK_UNAVAILABLE_MESSAGE,
  PARTICIPANT_NOT_FOUND_MESSAGE,
  PARTICIPANT_SLOT_FULL_MESSAGE,
  PARTICIPANTS_LOCKED_MESSAGE,
  PRIMARY_CHANGED_MEANWHILE_MESSAGE,
  PRIMARY_CONTACT_DETAILS_MESSAGE,
  PRIMARY_REMOVAL_MESSAGE,
  PRIMARY_REQUIRED_MESSAGE,
} from '@domain/participants/messages';
import {
  MAX_PARTICIPANTS,
  type ParticipantChangeResult,
  type ParticipantCreateRequest,
  type ParticipantList,
  type ParticipantUpdateRequest,
  type ParticipantView,
  PRIMARY_PARTICIPANT_ID,
} from '@domain/participants/schemas';
import { PAYMENT_IN_PROGRESS_MESSAGE } from '@domain/payments/messages';
import { todayInSingapore } from '@domain/shared/dates';
import { maskIdentificationNumber, maskMobileNumber, normalizeId } from '@domain/shared/identity';
import { centsToAmount, toCents } from '@domain/shared/money';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { participants } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { badRequest, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit-log';
import {
  dropBookingCode,
  isBeforeCutoff,
  type LockedBooking,
  type PrimaryPerson,
  primaryPersonOf,
  requireBooking,
  SELF_SERVICE_STATUSES,
  saveBookingMembership,
  saveBookingPrice,
  savePrimaryPerson,
  UNPAID_STATUSES,
} from '../bookings';
import { findBookedCodeRule } from '../discounts';
import { findPackageNames, listEventPackages } from '../events';
import { type MemberStatus, verifyMemberForChange } from '../members';
import { findSlotTimes, releaseSlotPersons, takeSlotPersons } from '../timeslots';

// The participants page's calls (spec 000 §7). A booking's persons are its primary contact, stored on
// the booking (registrations), and its participant rows. Every change runs in one transaction that
// locks the booking, re-prices all its persons with priceBooking, stores the new amounts and moves
// the slot's capacity with a conditional UPDATE. A change that leaves another person, or the same person
// with another ID number, date of birth or Vitality number, as the primary contact verifies them with
// the insurer first, outside the transaction, and the booking takes their membership (DESIGN §8.2).

type ParticipantRow = typeof participants.$inferSelect;
/** A payment row in one of these means a card is being, or may have been, charged for the amount due. */

/** A person as priced: the package, its base price and this person's unit price (member price or base). */
interface PricedPerson {
  packageId: number;
  originalPrice: string;
  unitPrice: string;
}

const participantGender = (gender: string): ParticipantView['gender'] => {
  const lower = gender.toLowerCase();
  return lower === 'female' ? 'Female' : lower === 'other' ? 'Other' : 'Male';
};
/** The booking stores the primary contact's gender in lower case, as the booking forms send it. */
const bookingGender = (gender: string) => gender.toLowerCase();

const isMemberBooking = (booking: LockedBooking) => booking.isAiaMember || booking.isVitalityMember;

/**
 * The primary contact's prices, which the booking stores as totals: its unit price is what the
 * subtotal leaves after the participants' unit prices, its member saving what the booking's savings
 * leave after theirs. Exact, because every change stores all of them from one priceBooking.
 */
function primaryPrices(booking: LockedBooking, rows: ParticipantRow[]): PricedPerson {
  const unit = toCents(booking.subtotalAmount) - rows.reduce((sum, row) => sum + toCents(row.packagePrice), 0);
  const saving = toCents(booking.aiaDiscountAmount) - rows.reduce((sum, row) => sum + toCents(row.discountAmount), 0);
  return { packageId: booking.packageId, unitPrice: centsToAmount(unit), originalPrice: centsToAmount(unit + saving) };
}

async function listRows(db: Executor, registrationId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(participants)
    .where(eq(participants.registrationId, registrationId))
    .orderBy(asc(participants.id));
}

async function buildViews(db: Executor, booking: LockedBooking, rows: ParticipantRow[]): Promise<ParticipantList> {
  const names = await findPackageNames(db, [booking.packageId, ...rows.map((row) => row.packageId)]);
  const primary = primaryPrices(booking, rows);
  const flags = { isAiaMember: booking.isAiaMember, isVitalityMember: booking.isVitalityMember };
  const view = (person: {
    id: number;
    firstName: string;
    lastName: string;
    identificationNumber: string;
    gender: string;
    packageId: number;
    unitPrice: string;
    originalPrice: string;
    isPrimary: boolean;
    email: string | null;
    mobileNumber: string | null;
    createdAt: Date;
    updatedAt: Date;
  }): ParticipantView => ({
    id: person.id,
    registrationId: booking.id,
    firstName: person.firstName,
    lastName: person.lastName,
    identificationNumber: maskIdentificationNumber(person.identificationNumber),
    gender: participantGender(person.gender),
    packageId: person.packageId,
    packageName: names.get(person.packageId) ?? '',
    packagePrice: person.unitPrice,
    originalPrice: person.originalPrice,
    discountAmount: centsToAmount(toCents(person.originalPrice) - toCents(person.unitPrice)),
    isPrimary: person.isPrimary,
    ...flags,
    email: person.email,
    mobileNumber: person.mobileNumber ? maskMobileNumber(person.mobileNumber) : null,
    createdAt: person.createdAt.toISOString(),
    updatedAt: person.updatedAt.toISOString(),
  });
  return [
    view({
      ...primaryPersonOf(booking),
      id: PRIMARY_PARTICIPANT_ID,
      ...primary,
      isPrimary: true,
      createdAt: booking.createdAt,
      updatedAt: booking.updatedAt,
    }),
    ...rows.map((row) =>
      view({
        ...row,
        unitPrice: row.packagePrice,
        isPrimary: false,
      }),
    ),
  ];
}

/** GET /api/participants/registration/{registrationId}: every person of the booking, the primary contact first. */
export async function listParticipants(
  ctx: Pick<AppContext, 'db'>,
  options: { registrationId: string },
): Promise<ParticipantList> {
  const booking = await requireBooking(ctx.db, options.registrationId);
  return buildViews(ctx.db, booking, await listRows(ctx.db, booking.id));
}

/**
 * Participants change only while nothing has been paid (pending_payment, or confirmed to be paid on
 * the day), no card payment is under way, and the visit is further away than the cut-off.
 */
async function assertChangeable(tx: Executor, booking: LockedBooking, options: { cutoffHours: number; now: Date }) {
  if (booking.status === 'cancelled' || booking.status === 'expired') throw conflict(REGISTRATION_CLOSED_MESSAGE);
  if (!UNPAID_STATUSES.includes(booking.status)) throw conflict(PARTICIPANTS_LOCKED_MESSAGE);
  // The card payment was priced at the amount due when it started: the persons cannot change under it.
  const open = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.registrationId, booking.id), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
    .limit(1);
  if (open.length > 0) throw conflict(PAYMENT_IN_PROGRESS_MESSAGE);
  await assertBeforeCutoff(tx, booking, options);
}

/** Nothing changes here within the cut-off of the visit: the clinic's contact instead. */
async function assertBeforeCutoff(tx: Executor, booking: LockedBooking, options: { cutoffHours: number; now: Date }) {
  const slot = (await findSlotTimes(tx, [booking.timeslotId])).get(booking.timeslotId);
  if (!slot || !isBeforeCutoff(slot, options.cutoffHours, options.now)) {
    throw conflict(changeCutoffMessage(options.cutoffHours));
  }
}

/**
 * The price of a person with this package now, for a person added or given another package; and a
 * package's member price now, for the persons of a booking that has just become a member's.
 */
async function catalogueLookup(tx: Executor, booking: LockedBooking) {
  const offered = new Map((await listEventPackages(tx, booking.eventId)).map((pkg) => [pkg.id, pkg]));
  return {
    priceOf: (packageId: number): PricedPerson => {
      const pkg = offered.get(packageId);
      if (!pkg) throw badRequest(PACKAGE_REQUIRED_MESSAGE, [{ path: 'packageId', message: PACKAGE_REQUIRED_MESSAGE }]);
      const isMember = isMemberBooking(booking);
      const unit = isMember && pkg.aiaPrice ? pkg.aiaPrice : pkg.price;
      return { packageId, originalPrice: pkg.price, unitPrice: unit };
    },
    memberPriceOf: (packageId: number): string | null => offered.get(packageId)?.aiaPrice ?? null,
  };
}

function assertDistinctIds(ids: string[]) {
  if (new Set(ids).size !== ids.length) {
    throw badRequest(DUPLICATE_ID_MESSAGE, [{ path: 'identificationNumber', message: DUPLICATE_ID_MESSAGE }]);
  }
}

/**
 * Re-prices the whole booking over its persons (primary first) with the membership stored on it and
 * its code while the code still applies, then stores the amounts and each participant's prices. A
 * booking that was no member's and now is takes each package's member price from the catalogue (the
 * prices it was booked at have none); one that no longer is pays the base prices.
 */
async function repriceBooking(
  tx: Executor,
  booking: LockedBooking,
  persons: { primary: PricedPerson; rows: { id: number; priced: PricedPerson }[] },
  options: { now: Date; wasMember: boolean; memberPriceOf: (packageId: number) => string | null },
): Promise<{ price: PriceBreakdown; codeDiscountRemoved: boolean }> {
  const { now } = options;
  const isMember = isMemberBooking(booking);
  const becameMember = isMember && !options.wasMember;
  let codeDiscountRemoved = false;
  let rule = null;
  if (booking.discountCodeId !== null) {
    rule = await findBookedCodeRule(tx, booking.discountCodeId, { isMember, today: todayInSingapore(now) });
    if (!rule) {
      await dropBookingCode(tx, { id: booking.id, identifierId: booking.discountCodeId, now });
      codeDiscountRemoved = true;
    }
  }
  const all = [persons.primary, ...persons.rows.map((row) => row.priced)];
  const price = priceBooking({
    // Each person at the prices they were booked at (a person added or given another package: today's).
    persons: all.map((person) => ({
      price: person.originalPrice,
      aiaPrice: becameMember ? options.memberPriceOf(person.packageId) : person.unitPrice,
    })),
    isMember,
    discount: rule,
    partnerPaid: booking.totalPaidInApp,
  });
  await saveBookingPrice(tx, { id: booking.id, price, now });
  for (const [index, row] of persons.rows.entries()) {
    const priced = price.persons[index + 1]!;
    await tx
      .update(participants)
      .set({
        packagePrice: priced.unitPrice,
        originalPrice: priced.originalPrice,
        discountAmount: priced.memberDiscount,
        isAiaMember: booking.isAiaMember,
        isVitalityMember: booking.isVitalityMember,
      })
      .where(eq(participants.id, row.id));
  }
  return { price, codeDiscountRemoved };
}

const rowPrices = (row: ParticipantRow): PricedPerson => ({
  packageId: row.packageId,
  originalPrice: row.originalPrice,
  unitPrice: row.packagePrice,
});

/** Fields of a participant row from a person on the booking (the old primary moving into the table). */
function rowFieldsFromPrimary(person: PrimaryPerson) {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    gender: participantGender(person.gender),
    identificationNumber: person.identificationNumber,
    dateOfBirth: person.dateOfBirth,
    mobileNumber: person.mobileNumber,
    email: person.email,
    medicalConditions: person.medicalConditions,
    vitalityMembershipNo: person.vitalityMembershipNo,
    packageId: person.packageId,
  };
}

/** The booking's primary from a participant row; its email and mobile number were checked first. */
function primaryFromRow(row: ParticipantRow): PrimaryPerson {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    gender: bookingGender(row.gender),
    identificationNumber: row.identificationNumber,
    dateOfBirth: row.dateOfBirth ?? '',
    mobileNumber: row.mobileNumber ?? '',
    email: row.email ?? '',
    medicalConditions: row.medicalConditions,
    vitalityMembershipNo: row.vitalityMembershipNo,
    packageId: row.packageId,
  };
}

/**
 * Makes participant `row` the primary contact: the person on the booking and the person in the row
 * change places, each with their own package and prices, so the previous primary stays in the booking
 * as a participant. The booking then takes the membership verified for the new primary contact.
 */
async function swapPrimary(
  tx: Executor,
  booking: LockedBooking,
  row: ParticipantRow,
  primary: PricedPerson,
  now: Date,
  textCountryCodes: readonly string[],
): Promise<ParticipantRow> {
  if (!row.email || !row.mobileNumber) {
    throw badRequest(PRIMARY_CONTACT_DETAILS_MESSAGE, [
      { path: row.email ? 'mobileNumber' : 'email', message: PRIMARY_CONTACT_DETAILS_MESSAGE },
    ]);
  }
  const [moved] = await tx
    .update(participants)
    .set({
      ...rowFieldsFromPrimary(primaryPersonOf(booking)),
      packagePrice: primary.unitPrice,
      originalPrice: primary.originalPrice,
      isPrimary: false,
      updatedAt: now,
    })
    .where(eq(participants.id, row.id))
    .returning();
  await savePrimaryPerson(tx, { id: booking.id, person: primaryFromRow(row), now, textCountryCodes });
  return moved!;
}

interface ChangeContext {
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>;
  registrationId: string;
  /** The membership verified for the primary contact the change leaves, when that is a new one. */
  verified?: VerifiedPrimary | null;
}

type ServiceContext = Pick<AppContext, 'db' | 'now' | 'config' | 'insurer' | 'secrets'>;

/** What the insurer is asked about a person: the ID number, date of birth and Vitality number. */
interface MemberIdentity {
  identificationNumber: string;
  dateOfBirth: string;
  vitalityMembershipNo: string | null;
}

/** The primary contact a change leaves, verified before its transaction, and the insurer's answer. */
interface VerifiedPrimary {
  identity: MemberIdentity;
  member: MemberStatus;
}

function memberIdentityOf(person: {
  identificationNumber: string;
  dateOfBirth: string;
  vitalityMembershipNo: string | null;
}): MemberIdentity {
  return {
    identificationNumber: normalizeId(person.identificationNumber),
    dateOfBirth: person.dateOfBirth,
    vitalityMembershipNo: person.vitalityMembershipNo ? normalizeId(person.vitalityMembershipNo) : null,
  };
}

const sameIdentity = (a: MemberIdentity, b: MemberIdentity) =>
  a.identificationNumber === b.identificationNumber &&
  a.dateOfBirth === b.dateOfBirth &&
  a.vitalityMembershipNo === b.vitalityMembershipNo;

/** A Vitality number as a change gives it: undefined keeps the stored one, an empty one removes it. */
const changedVitalityNo = (given: string | null | undefined, stored: string | null) =>
  given === undefined ? stored : given || null;

/**
 * DESIGN §8.2, a member price never survives a change of the member: when the change would leave a
 * different primary contact (`predict` says who, from the booking as it is now; null: the primary
 * stays, or the change will be refused anyway), that person is verified with the insurer, outside any
 * transaction. A change refused for the booking's state asks no one and counts no verification.
 * Refused with 429 past the ID number's verifications for the hour, and with 503 when the insurer
 * cannot answer: the booking never keeps a member price nobody verified.
 */
async function verifyNewPrimary(
  ctx: ServiceContext,
  registrationId: string,
  predict: (booking: LockedBooking, rows: ParticipantRow[]) => MemberIdentity | null,
): Promise<VerifiedPrimary | null> {
  const booking = await requireBooking(ctx.db, registrationId);
  const identity = predict(booking, await listRows(ctx.db, booking.id));
  if (!identity || sameIdentity(identity, memberIdentityOf(primaryPersonOf(booking)))) return null;
  await assertChangeable(ctx.db, booking, { cutoffHours: ctx.config.CHANGE_CUTOFF_HOURS, now: ctx.now() });
  const member = await verifyMemberForChange({
    ctx,
    identificationNumber: identity.identificationNumber,
    dateOfBirth: identity.dateOfBirth,
    ...(identity.vitalityMembershipNo ? { vitalityMembershipNo: identity.vitalityMembershipNo } : {}),
    unavailableMessage: MEMBER_RECHECK_UNAVAILABLE_MESSAGE,
  });
  return { identity, member };
}

/**
 * Runs one change in one transaction: locks the booking, checks it may change, lets `change` write
 * the persons, re-prices and answers with every person and the stored amounts.
 */
async function changeParticipants(
  { ctx, registrationId, verified = null }: ChangeContext,
  change: (
    tx: Executor,
    state: {
      booking: LockedBooking;
      rows: ParticipantRow[];
      primary: PricedPerson;
      priceOf: (packageId: number) => PricedPerson;
      now: Date;
    },
  ) => Promise<{
    action: string;
    participantId: number | null;
    personsDelta: number;
    /** Persons whose prices changed: participant id → prices; the primary's prices. */
    prices?: { primary?: PricedPerson; rows?: Map<number, PricedPerson> };
  }>,
): Promise<ParticipantChangeResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const booking = await requireBooking(tx, registrationId, { forUpdate: true });
    await assertChangeable(tx, booking, { cutoffHours: ctx.config.CHANGE_CUTOFF_HOURS, now });
    const rowsBefore = await listRows(tx, booking.id);
    const primaryBefore = primaryPrices(booking, rowsBefore);
    const { priceOf, memberPriceOf } = await catalogueLookup(tx, booking);
    const outcome = await change(tx, { booking, rows: rowsBefore, primary: primaryBefore, priceOf, now });

    // Rule 2: a person more takes room in the home visit with the conditional UPDATE; one fewer gives it back.
    if (outcome.personsDelta > 0) {
      if (booking.personCount + outcome.personsDelta > MAX_PARTICIPANTS) throw conflict(MAX_PERSONS_MESSAGE);
      const hasRoom = await takeSlotPersons(tx, { timeslotId: booking.timeslotId, persons: outcome.personsDelta });
      if (!hasRoom) throw conflict(PARTICIPANT_SLOT_FULL_MESSAGE);
    } else if (outcome.personsDelta < 0) {
      await releaseSlotPersons(tx, { timeslotId: booking.timeslotId, persons: -outcome.personsDelta });
    }

    let after = await requireBooking(tx, booking.id);
    // The primary contact the change leaves is another member, or none: the booking takes the
    // membership verified for them before the transaction, or is refused if that was someone else.
    const membershipChanged = !sameIdentity(
      memberIdentityOf(primaryPersonOf(booking)),
      memberIdentityOf(primaryPersonOf(after)),
    );
    if (membershipChanged) {
      if (!verified || !sameIdentity(verified.identity, memberIdentityOf(primaryPersonOf(after)))) {
        throw conflict(PRIMARY_CHANGED_MEANWHILE_MESSAGE);
      }
      await saveBookingMembership(tx, { id: booking.id, member: verified.member, now });
      after = await requireBooking(tx, booking.id);
    }
    const rowsAfter = await listRows(tx, booking.id);
    assertDistinctIds([after.identificationNumber, ...rowsAfter.map((row) => row.identificationNumber)]);
    const primary = outcome.prices?.primary ?? primaryBefore;
    const { price, codeDiscountRemoved } = await repriceBooking(
      tx,
      after,
      {
        primary,
        rows: rowsAfter.map((row) => ({ id: row.id, priced: outcome.prices?.rows?.get(row.id) ?? rowPrices(row) })),
      },
      { now, wasMember: isMemberBooking(booking), memberPriceOf },
    );
    await recordAudit(tx, {
      actor: 'customer',
      action: outcome.action,
      entity: 'registration',
      entityId: booking.id,
      // Figures only: the audit trail carries no personal data.
      changes: {
        referenceNumber: booking.referenceNumber,
        participantId: outcome.participantId,
        before: { personCount: booking.personCount, totalAmount: booking.totalAmount, amountDue: booking.amountDue },
        after: { personCount: price.personCount, totalAmount: price.total, amountDue: price.amountDue },
        ...(codeDiscountRemoved ? { codeDiscountRemoved, discountIdentifierId: booking.discountCodeId } : {}),
        ...(membershipChanged
          ? {
              membership: {
                before: { isAiaMember: booking.isAiaMember, isVitalityMember: booking.isVitalityMember },
                after: { isAiaMember: after.isAiaMember, isVitalityMember: after.isVitalityMember },
              },
            }
          : {}),
      },
      now: now,
    });

    return changeResult(tx, booking.id, { participantId: outcome.participantId, codeDiscountRemoved });
  });
}

/** What every change answers: the person changed, every person and the booking's stored amounts. */
async function changeResult(
  tx: Executor,
  registrationId: string,
  options: { participantId: number | null; codeDiscountRemoved: boolean },
): Promise<ParticipantChangeResult> {
  const final = await requireBooking(tx, registrationId);
  const views = await buildViews(tx, final, await listRows(tx, registrationId));
  return {
    participant:
      options.participantId === null ? null : (views.find((view) => view.id === options.participantId) ?? null),
    participants: views,
    booking: {
      id: final.id,
      status: final.status,
      personCount: final.personCount,
      maxPersons: MAX_PARTICIPANTS,
      subtotal: final.subtotalAmount,
      volumeDiscount: final.volumeDiscountAmount,
      discountAmount: final.discountAmount,
      gst: final.gstAmount,
      totalAmount: final.totalAmount,
      partnerPaid: final.totalPaidInApp,
      amountDue: final.amountDue,
      hasDiscountCode: final.discountCodeId !== null,
    },
    codeDiscountRemoved: options.codeDiscountRemoved,
  };
}

/** An update of the primary contact that names only their email and mobile number (nothing priced). */
function isContactOnlyChange(participantId: number, request: ParticipantUpdateRequest): boolean {
  if (participantId !== PRIMARY_PARTICIPANT_ID) return false;
  const given = Object.entries(request).filter(([key, value]) => key !== 'registrationId' && value !== undefined);
  return given.length > 0 && given.every(([key]) => key === 'email' || key === 'mobileNumber');
}

/**
 * The primary contact's email and mobile number alone. They change no person, price or membership, so
 * a paid booking may change them too (the clinic needs to reach the customer whoever paid), while the
 * booking is live and before the cut-off; the booking is not re-priced. The old and new addresses and
 * the old number hear of it (savePrimaryPerson).
 */
async function changePrimaryContact(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  request: ParticipantUpdateRequest,
): Promise<ParticipantChangeResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const booking = await requireBooking(tx, request.registrationId, { forUpdate: true });
    if (!SELF_SERVICE_STATUSES.includes(booking.status)) throw conflict(REGISTRATION_CLOSED_MESSAGE);
    await assertBeforeCutoff(tx, booking, { cutoffHours: ctx.config.CHANGE_CUTOFF_HOURS, now });
    if (request.email === null || request.mobileNumber === null) {
      throw badRequest(PRIMARY_CONTACT_DETAILS_MESSAGE, [
        { path: request.email === null ? 'email' : 'mobileNumber', message: PRIMARY_CONTACT_DETAILS_MESSAGE },
      ]);
    }
    const person = primaryPersonOf(booking);
    await savePrimaryPerson(tx, {
      id: booking.id,
      person: {
        ...person,
        email: request.email ?? person.email,
        mobileNumber: request.mobileNumber ?? person.mobileNumber,
      },
      now,
      textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
    });
    await recordAudit(tx, {
      actor: 'customer',
      action: 'contact_change',
      entity: 'registration',
      entityId: booking.id,
      // Which details changed, never the details themselves.
      changes: {
        referenceNumber: booking.referenceNumber,
        email: request.email !== undefined && request.email !== booking.email,
        mobileNumber: request.mobileNumber !== undefined && request.mobileNumber !== booking.mobileNumber,
      },
      now,
    });
    return changeResult(tx, booking.id, { participantId: PRIMARY_PARTICIPANT_ID, codeDiscountRemoved: false });
  });
}

/** A participant id as the path gives it: the primary's 0, or a positive row id; anything else names nothing. */
function parseParticipantId(id: string): number {
  if (!/^\d{1,10}$/.test(id)) throw notFound(PARTICIPANT_NOT_FOUND_MESSAGE);
  const value = Number(id);
  if (value > 2_147_483_647) throw notFound(PARTICIPANT_NOT_FOUND_MESSAGE);
  return value;
}

/** Rule 7: a participant id is honoured only together with its own booking; another booking's is a 404. */
function requireRow(rows: ParticipantRow[], id: number): ParticipantRow {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw notFound(PARTICIPANT_NOT_FOUND_MESSAGE);
  return row;
}

/** POST /api/participants. A person added as the primary contact is verified first (verifyNewPrimary). */
export async function addParticipant(
  ctx: ServiceContext,
  request: ParticipantCreateRequest,
): Promise<ParticipantChangeResult> {
  const verified = request.isPrimary
    ? await verifyNewPrimary(ctx, request.registrationId, () =>
        memberIdentityOf({ ...request, vitalityMembershipNo: request.vitalityMembershipNo || null }),
      )
    : null;
  return changeParticipants({ ctx, registrationId: request.registrationId, verified }, async (tx, state) => {
    const priced = state.priceOf(request.packageId);
    const [row] = await tx
      .insert(participants)
      .values({
        registrationId: state.booking.id,
        firstName: request.firstName,
        lastName: request.lastName,
        gender: request.gender,
        identificationNumber: request.identificationNumber,
        dateOfBirth: request.dateOfBirth,
        mobileNumber: request.mobileNumber,
        email: request.email,
        medicalConditions: request.medicalConditions || null,
        vitalityMembershipNo: request.vitalityMembershipNo || null,
        packageId: priced.packageId,
        packagePrice: priced.unitPrice,
        originalPrice: priced.originalPrice,
        createdAt: state.now,
        updatedAt: state.now,
      })
      .returning();
    if (!request.isPrimary) {
      return { action: 'participant_add', participantId: row!.id, personsDelta: 1 };
    }
    // Added as the primary contact: the new person goes onto the booking, the previous primary into the row.
    await swapPrimary(tx, state.booking, row!, state.primary, state.now, ctx.config.SMS_ALLOWED_COUNTRY_CODES);
    return {
      action: 'participant_add',
      participantId: PRIMARY_PARTICIPANT_ID,
      personsDelta: 1,
      prices: { primary: priced, rows: new Map([[row!.id, state.primary]]) },
    };
  });
}

/**
 * The primary contact an update leaves, when it may be a new one: the primary with a changed ID number,
 * date of birth or Vitality number, or a participant made primary (with their changes). Null when the
 * update will be refused for what it asks (checked again in the transaction).
 */
function primaryAfterUpdate(
  participantId: number,
  request: ParticipantUpdateRequest,
  booking: LockedBooking,
  rows: ParticipantRow[],
): MemberIdentity | null {
  if (participantId === PRIMARY_PARTICIPANT_ID) {
    if (request.isPrimary === false || request.email === null || request.mobileNumber === null) return null;
    return memberIdentityOf({
      identificationNumber: request.identificationNumber ?? booking.identificationNumber,
      dateOfBirth: request.dateOfBirth ?? booking.dateOfBirth ?? '',
      vitalityMembershipNo: changedVitalityNo(request.vitalityMembershipNo, booking.vitalityMembershipNo),
    });
  }
  const row = rows.find((candidate) => candidate.id === participantId);
  if (!row || !request.isPrimary) return null;
  const email = request.email === undefined ? row.email : request.email;
  const mobileNumber = request.mobileNumber === undefined ? row.mobileNumber : request.mobileNumber;
  if (!email || !mobileNumber) return null;
  return memberIdentityOf({
    identificationNumber: request.identificationNumber ?? row.identificationNumber,
    dateOfBirth: request.dateOfBirth ?? row.dateOfBirth ?? '',
    vitalityMembershipNo: changedVitalityNo(request.vitalityMembershipNo, row.vitalityMembershipNo),
  });
}

/**
 * PUT /api/participants/{id}: the fields given change; `isPrimary: true` makes the person the primary
 * contact. A new primary contact, or new identity details of the primary, are verified first
 * (verifyNewPrimary).
 */
export async function updateParticipant(
  ctx: ServiceContext,
  options: { id: string; request: ParticipantUpdateRequest },
): Promise<ParticipantChangeResult> {
  const { request } = options;
  const participantId = parseParticipantId(options.id);
  if (isContactOnlyChange(participantId, request)) return changePrimaryContact(ctx, request);
  // Only these can leave another primary contact; any other change keeps the booking's membership.
  const mayChangePrimary =
    request.isPrimary === true ||
    (participantId === PRIMARY_PARTICIPANT_ID &&
      (request.identificationNumber !== undefined ||
        request.dateOfBirth !== undefined ||
        request.vitalityMembershipNo !== undefined));
  const verified = mayChangePrimary
    ? await verifyNewPrimary(ctx, request.registrationId, (booking, rows) =>
        primaryAfterUpdate(participantId, request, booking, rows),
      )
    : null;
  return changeParticipants({ ctx, registrationId: request.registrationId, verified }, async (tx, state) => {
    const packageChanged = (current: number) => request.packageId !== undefined && request.packageId !== current;

    if (participantId === PRIMARY_PARTICIPANT_ID) {
      if (request.isPrimary === false) throw conflict(PRIMARY_REQUIRED_MESSAGE);
      const person = primaryPersonOf(state.booking);
      // The primary contact is the one the clinic reaches: an email and a mobile number stay required.
      if (request.email === null || request.mobileNumber === null) {
        throw badRequest(PRIMARY_CONTACT_DETAILS_MESSAGE, [
          { path: request.email === null ? 'email' : 'mobileNumber', message: PRIMARY_CONTACT_DETAILS_MESSAGE },
        ]);
      }
      await savePrimaryPerson(tx, {
        id: state.booking.id,
        person: {
          firstName: request.firstName ?? person.firstName,
          lastName: request.lastName ?? person.lastName,
          gender: request.gender ? bookingGender(request.gender) : person.gender,
          identificationNumber: request.identificationNumber ?? person.identificationNumber,
          dateOfBirth: request.dateOfBirth ?? person.dateOfBirth,
          mobileNumber: request.mobileNumber ?? person.mobileNumber,
          email: request.email ?? person.email,
          medicalConditions:
            request.medicalConditions === undefined ? person.medicalConditions : request.medicalConditions || null,
          vitalityMembershipNo: changedVitalityNo(request.vitalityMembershipNo, person.vitalityMembershipNo),
          packageId: request.packageId ?? person.packageId,
        },
        now: state.now,
        textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
      });
      return {
        action: 'participant_update',
        participantId: PRIMARY_PARTICIPANT_ID,
        personsDelta: 0,
        prices: packageChanged(person.packageId) ? { primary: state.priceOf(request.packageId!) } : undefined,
      };
    }

    const current = requireRow(state.rows, participantId);
    const priced = packageChanged(current.packageId) ? state.priceOf(request.packageId!) : rowPrices(current);
    const [updated] = await tx
      .update(participants)
      .set({
        ...(request.firstName !== undefined ? { firstName: request.firstName } : {}),
        ...(request.lastName !== undefined ? { lastName: request.lastName } : {}),
        ...(request.gender !== undefined ? { gender: request.gender } : {}),
        ...(request.identificationNumber !== undefined ? { identificationNumber: request.identificationNumber } : {}),
        ...(request.dateOfBirth !== undefined ? { dateOfBirth: request.dateOfBirth } : {}),
        ...(request.mobileNumber !== undefined ? { mobileNumber: request.mobileNumber } : {}),
        ...(request.email !== undefined ? { email: request.email } : {}),
        ...(request.medicalConditions !== undefined ? { medicalConditions: request.medicalConditions || null } : {}),
        ...(request.vitalityMembershipNo !== undefined
          ? { vitalityMembershipNo: request.vitalityMembershipNo || null }
          : {}),
        packageId: priced.packageId,
        packagePrice: priced.unitPrice,
        originalPrice: priced.originalPrice,
        updatedAt: state.now,
      })
      .where(and(eq(participants.id, current.id), eq(participants.registrationId, state.booking.id)))
      .returning();
    if (!request.isPrimary) {
      return {
        action: 'participant_update',
        participantId: current.id,
        personsDelta: 0,
        prices: { rows: new Map([[current.id, priced]]) },
      };
    }
    // Making another primary unsets the previous (spec 000 §4): they change places.
    await swapPrimary(tx, state.booking, updated!, state.primary, state.now, ctx.config.SMS_ALLOWED_COUNTRY_CODES);
    return {
      action: 'primary_change',
      participantId: PRIMARY_PARTICIPANT_ID,
      personsDelta: 0,
      prices: { primary: priced, rows: new Map([[current.id, state.primary]]) },
    };
  });
}

/** DELETE /api/participants/{id}?registrationId=…. */
export async function removeParticipant(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  options: { id: string; registrationId: string },
): Promise<ParticipantChangeResult> {
  const participantId = parseParticipantId(options.id);
  return changeParticipants({ ctx, registrationId: options.registrationId }, async (tx, state) => {
    if (participantId === PRIMARY_PARTICIPANT_ID) {
      // Spec 000 §4: the primary cannot be removed while others exist; alone, they are the booking.
      throw conflict(state.rows.length > 0 ? PRIMARY_REMOVAL_MESSAGE : LAST_PERSON_MESSAGE);
    }
    const row = requireRow(state.rows, participantId);
    await tx
      .delete(participants)
      .where(and(eq(participants.id, row.id), eq(participants.registrationId, state.booking.id)));
    return { action: 'participant_remove', participantId: null, personsDelta: -1 };
  });
}
