import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PriceChange, RegistrationResult } from '../../../domain/api-schemas';
import { slotHasRoomFor } from '../../../domain/availability';
import type { BookingRequest } from '../../../domain/booking-schemas';
import { singaporeDateTime, todayInSingapore } from '../../../domain/dates';
import { generateReferenceNumber, isValidMemberId } from '../../../domain/identity';
import {
  PACKAGE_REQUIRED_MESSAGE,
  PARTNER_CODE_USED_MESSAGE,
  PRICE_CHANGED_MESSAGE,
  SLOT_FULL_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  TIMESLOT_REQUIRED_MESSAGE,
} from '../../../domain/messages';
import { centsToAmount, toCents } from '../../../domain/money';
import { priceBooking } from '../../../domain/pricing';
import { regionForPostalCode } from '../../../domain/regions';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { participants, registrationDiscountIdentifiers, registrations } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { recordAudit } from '../audit-log';
import { type RedeemableCode, redeemCode, requireKnownCode, requireRedeemableCode } from '../discounts';
import { requireActiveEventWithPackages } from '../events';
import { type MemberStatus, resolveMemberStatus } from '../members';
import { queueEmail } from '../outbox';
import { findSlotForBooking, startsAfterLeadTime, takeSlotCapacity } from '../timeslots';
import {
  assertHoldsLeft,
  bookingTokenHash,
  contactKeysOf,
  holdExpiry,
  newBookingSecrets,
  verificationCodeHash,
} from './holds';
import { paymentDueAt, prepaidTransactionId } from './payment-state';

const REFERENCE_ATTEMPTS = 5;

/** A person with no verified membership: standard pricing. */
const NOT_A_MEMBER: MemberStatus = { isAiaMember: false, isVitalityMember: false };

/** Namespace of the advisory locks that serialise bookings of one partner code. */
const PARTNER_CODE_LOCK_NAMESPACE = 7_204_120;

/** A booking whose choices were checked and whose membership the server decided, ready to be written. */
/** What the partner's own record says was paid there, for a booking that carries a partner code. */
export interface PartnerPrepayment {
  code: string;
  paidAmount: string;
  isPaid: boolean;
}

/**
 * What a booking is made from: the main flow's request, or the older flow's mapped onto it, which has
 * no address (postal code and address null) and may give gender 'other'.
 */
export type BookingDraft = Omit<BookingRequest, 'postalCode' | 'address' | 'gender'> & {
  postalCode: string | null;
  address: string | null;
  gender: 'male' | 'female' | 'other';
};

export interface PreparedBooking {
  booking: BookingDraft;
  member: MemberStatus;
  partner: PartnerPrepayment | null;
}

/**
 * POST /api/registrations, first step, outside any transaction: membership (a recent verification, or
 * the insurer) and, for a partner code, what the partner says was paid. Before either outside system
 * is asked, the booking's choices are checked, so bad input never reaches them; they are checked again
 * inside the booking's transaction, which a booking with a recent verification goes to directly.
 */
export async function prepareRegistration(options: {
  ctx: AppContext;
  booking: BookingDraft;
  /** Asks the partner what was paid there (a network call, so outside any transaction). */
  findPartnerPrepayment: (code: string) => Promise<PartnerPrepayment>;
}): Promise<PreparedBooking> {
  const { ctx, booking } = options;
  let checked = false;
  const checkBeforeAskingOutside = async () => {
    if (checked) return;
    await checkChoices(ctx.db, { booking, now: ctx.now() });
    checked = true;
  };
  // Spec 000 §4: an ID verification cannot read (a passport number) books at standard prices.
  const member = isValidMemberId(booking.identificationNumber)
    ? await resolveMemberStatus({
        ctx,
        identificationNumber: booking.identificationNumber,
        dateOfBirth: booking.dateOfBirth,
        vitalityMembershipNo: booking.vitalityMembershipNo,
        beforeAskingInsurer: checkBeforeAskingOutside,
      })
    : NOT_A_MEMBER;
  // The prepaid amount comes from the partner's record, never from the request (DESIGN §4 Partner flow).
  let partner: PartnerPrepayment | null = null;
  if (booking.whitecoatBookingCode) {
    await checkBeforeAskingOutside();
    partner = await options.findPartnerPrepayment(booking.whitecoatBookingCode);
  }
  return { booking, member, partner };
}

/**
 * The event, discount code, packages and slot the booking names, checked read-only: the event is
 * active, the code's id and text name the same identifier, the event offers every package, the slot is
 * one of its slots (in the address's region for auto-scheduled events), starts after the lead time and
 * has room for the household. Two queries (three with a code); inside the booking transaction the
 * conditional UPDATE on the slot has the last word.
 */
async function checkChoices(db: Executor, options: { booking: BookingDraft; now: Date }) {
  const { booking, now } = options;
  const { event, packages: offeredPackages } = await requireActiveEventWithPackages(db, booking.eventId);
  // The code's id must come with its own text (a guessed id is an unknown code): checked before the
  // insurer is asked and before anything is priced, so no answer reveals what a guessed id is worth.
  if (booking.discountCodeId != null) {
    await requireKnownCode(db, { identifierId: booking.discountCodeId, code: booking.discountCode });
  }

  const offered = new Map(offeredPackages.map((pkg) => [pkg.id, pkg]));
  const offeredPackage = (packageId: number) => {
    const pkg = offered.get(packageId);
    if (!pkg) throw badRequest(PACKAGE_REQUIRED_MESSAGE);
    return pkg;
  };
  const mainPackage = offeredPackage(booking.packageId);
  const household = (booking.participants ?? []).map((person) => ({ person, pkg: offeredPackage(person.packageId) }));
  const persons = 1 + household.length;

  const found = await findSlotForBooking(db, { eventId: event.id, timeslotId: booking.timeslotId });
  if (!found) throw badRequest(TIMESLOT_REQUIRED_MESSAGE);
  const { slot, config, isHoliday } = found;
  // The older flow gives no address: its visit is in the region of the slot the customer chose.
  const region = booking.postalCode === null ? slot.region : regionForPostalCode(booking.postalCode);
  // Auto-scheduled slots are home visits in one region: the nurse's route, so the address must be in it.
  if (config.configType === 'auto' && slot.region !== region) throw badRequest(TIMESLOT_REQUIRED_MESSAGE);
  // A slot stored before its date became a public holiday is no longer offered, nor booked by its id.
  if (!startsAfterLeadTime(slot, config, now) || !slot.isAvailable || isHoliday) {
    throw conflict(SLOT_UNAVAILABLE_MESSAGE);
  }
  if (!slotHasRoomFor(slot, persons) || slot.currentBookings >= config.slotsPerTimeslot) {
    throw conflict(SLOT_FULL_MESSAGE);
  }
  return { event, mainPackage, household, persons, config, slot, region };
}

/**
 * One partner code books at most one live registration (DESIGN §4). A transaction-scoped advisory
 * lock on the code makes the check and the insert one step; the partial unique index backs it.
 */
async function assertPartnerCodeFree(tx: Executor, code: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PARTNER_CODE_LOCK_NAMESPACE}, hashtext(${code}))`);
  if (await isPartnerCodeBooked(tx, code)) throw conflict(PARTNER_CODE_USED_MESSAGE);
}

/** True when a live (not cancelled, not expired) booking already carries this partner code. */
export async function isPartnerCodeBooked(db: Executor, code: string): Promise<boolean> {
  const [live] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.wcBookingCode, code), sql`${registrations.status} not in ('cancelled', 'expired')`))
    .limit(1);
  return live !== undefined;
}

/**
 * POST /api/registrations, second step, inside the caller's transaction: checks the choices (again,
 * if the first step asked an outside system), prices the booking, takes the slot's capacity and the code's redemption, and writes the booking with
 * its household members.
 */
export async function bookRegistration(
  tx: Executor,
  options: PreparedBooking & {
    now: Date;
    unpaidHoldHours: number;
    /** How long an unpaid visit is held unless the contact is proven (DESIGN §8.2). */
    holdVerifyMinutes: number;
    /** The older flow: status `confirmed`, the whole total paid on the day of the visit. */
    payOnTheDay?: boolean;
  },
): Promise<RegistrationResult> {
  const { booking, member, partner, now } = options;
  const { event, mainPackage, household, persons, config, slot, region } = await checkChoices(tx, { booking, now });

  // Rule 1: the member flag is the server's own verification; client totals are never used as the price.
  const isMember = member.isAiaMember || member.isVitalityMember;
  const code: RedeemableCode | null = booking.discountCodeId
    ? await requireRedeemableCode(
        tx,
        { identifierId: booking.discountCodeId, code: booking.discountCode },
        { isMember, today: todayInSingapore(now) },
      )
    : null;
  const price = priceBooking({
    persons: [mainPackage, ...household.map(({ pkg }) => pkg)],
    isMember,
    discount: code?.rule ?? null,
    partnerPaid: partner?.paidAmount ?? 0,
  });
  // The customer agreed to the total they saw; if ours differs (membership re-verified, a price
  // changed) they must see ours first. Thrown before anything is written, and the rollback undoes the
  // idempotency claim, so confirming again with the new total books normally.
  if (
    booking.totalAmount != null &&
    booking.totalAmount !== '' &&
    toCents(booking.totalAmount) !== toCents(price.total)
  ) {
    // What the refusal carries, so the wizard can show the new total.
    const data: PriceChange = { isMember, totalAmount: price.total };
    throw conflict(PRICE_CHANGED_MESSAGE, data);
  }

  const status = options.payOnTheDay ? 'confirmed' : toCents(price.amountDue) > 0 ? 'pending_payment' : 'paid';
  const keys = contactKeysOf(booking);
  if (status !== 'paid') await assertHoldsLeft(tx, keys, now);
  if (partner) await assertPartnerCodeFree(tx, partner.code);

  const hasRoom = await takeSlotCapacity(tx, {
    timeslotId: slot.id,
    persons,
    slotsPerTimeslot: config.slotsPerTimeslot,
  });
  if (!hasRoom) throw conflict(slot.isAvailable ? SLOT_FULL_MESSAGE : SLOT_UNAVAILABLE_MESSAGE);
  if (code) await redeemCode(tx, code, now);

  const memberSavings = price.persons.reduce((sum, person) => sum + toCents(person.memberDiscount), 0);
  const dueAt =
    status === 'pending_payment'
      ? paymentDueAt({
          now,
          holdHours: options.unpaidHoldHours,
          visitStartsAt: singaporeDateTime(slot.date, slot.time),
          leadTimeHours: config.bufferHours,
        })
      : null;
  // Holds must be earned: an unpaid visit is held only until the contact is proven (DESIGN §8.2).
  const holdExpiresAt =
    status === 'paid' ? null : holdExpiry({ now, verifyMinutes: options.holdVerifyMinutes, paymentDueAt: dueAt });
  const secrets = newBookingSecrets();
  // The id is chosen here so that the code's hash, bound to it, is written with the booking.
  const id = randomUUID();
  const registration = await insertWithReference(tx, now, {
    id,
    eventId: event.id,
    timeslotId: slot.id,
    packageId: mainPackage.id,
    firstName: booking.firstName,
    lastName: booking.lastName,
    gender: booking.gender,
    identificationNumber: booking.identificationNumber,
    dateOfBirth: booking.dateOfBirth,
    mobileNumber: booking.mobileNumber,
    email: booking.email,
    postalCode: booking.postalCode,
    unitNumber: booking.unitNumber || null,
    address: booking.address,
    region,
    medicalConditions: booking.medicalConditions || null,
    aiaMemberId: member.isAiaMember ? booking.identificationNumber : null,
    isAiaMember: member.isAiaMember,
    isVitalityMember: member.isVitalityMember,
    vitalityMembershipNo: booking.vitalityMembershipNo || null,
    discountCodeId: code?.identifier.id ?? null,
    status,
    personCount: persons,
    subtotalAmount: price.subtotal,
    volumeDiscountAmount: price.volumeDiscount,
    discountAmount: price.codeDiscount,
    aiaDiscountAmount: centsToAmount(memberSavings),
    gstAmount: price.gst,
    totalAmount: price.total,
    amountDue: price.amountDue,
    wcBookingCode: partner?.code ?? null,
    isPaidInApp: partner ? partner.isPaid || toCents(partner.paidAmount) > 0 : false,
    totalPaidInApp: price.partnerPaid,
    paymentDueAt: dueAt,
    ...keys,
    holdExpiresAt,
    verificationCodeHash: holdExpiresAt ? verificationCodeHash(id, secrets.verificationCode) : null,
    bookingTokenHash: bookingTokenHash(secrets.bookingToken),
    createdAt: now,
    updatedAt: now,
  });
  // DESIGN §4 Statuses: a booking the partner prepaid in full carries the prepaid transaction id.
  if (partner && status === 'paid') {
    await tx
      .update(registrations)
      .set({ paidTransactionId: prepaidTransactionId(registration.referenceNumber), paymentMethod: 'partner' })
      .where(eq(registrations.id, registration.id));
  }

  if (household.length > 0) {
    await tx.insert(participants).values(
      household.map(({ person, pkg }, index) => {
        const priced = price.persons[index + 1]!;
        return {
          registrationId: registration.id,
          firstName: person.firstName,
          lastName: person.lastName,
          gender: person.gender,
          identificationNumber: person.identificationNumber,
          dateOfBirth: person.dateOfBirth,
          packageId: pkg.id,
          // Membership verified for the main person applies to the whole household (DESIGN §4).
          isAiaMember: member.isAiaMember,
          isVitalityMember: member.isVitalityMember,
          packagePrice: priced.unitPrice,
          originalPrice: priced.originalPrice,
          discountAmount: priced.memberDiscount,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
  }
  if (code) {
    await tx
      .insert(registrationDiscountIdentifiers)
      .values({ registrationId: registration.id, discountIdentifierId: code.identifier.id, createdAt: now });
  }
  await recordAudit(tx, {
    actor: 'customer',
    action: 'create',
    entity: 'registration',
    entityId: registration.id,
    // Figures only: the audit trail carries no personal data.
    changes: {
      referenceNumber: registration.referenceNumber,
      status,
      personCount: persons,
      totalAmount: price.total,
      amountDue: price.amountDue,
      discountIdentifierId: code?.identifier.id ?? null,
    },
    now: now,
  });
  // The confirmation email is written with the booking, so it exists exactly when the booking does. It
  // alone carries the code that keeps the hold and the manage link's token.
  await queueEmail(tx, {
    kind: 'confirmation',
    registrationId: registration.id,
    toAddress: booking.email,
    now,
    linkSecrets: holdExpiresAt ? secrets : { bookingToken: secrets.bookingToken },
  });

  return {
    reference_number: registration.referenceNumber,
    id: registration.id,
    status,
    totalAmount: price.total,
    amountDue: price.amountDue,
    holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
    bookingToken: secrets.bookingToken,
  };
}

/**
 * Inserts with a fresh random reference number, trying again on the rare collision. ON CONFLICT
 * keeps the transaction usable (a unique violation would abort it).
 */
async function insertWithReference(
  tx: Executor,
  now: Date,
  values: Omit<typeof registrations.$inferInsert, 'referenceNumber'>,
): Promise<{ id: string; referenceNumber: string }> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
    const [row] = await tx
      .insert(registrations)
      .values({ ...values, referenceNumber: generateReferenceNumber(now, randomInt) })
      .onConflictDoNothing({ target: registrations.referenceNumber })
      .returning({ id: registrations.id, referenceNumber: registrations.referenceNumber });
    if (row) return row;
  }
  throw new Error(`No free reference number after ${REFERENCE_ATTEMPTS} attempts`);
}
