import { randomInt, randomUUID } from 'node:crypto';
import {
  DISCOUNT_LIMIT_REACHED_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  IDEMPOTENCY_MISMATCH_MESSAGE,
  INVALID_DISCOUNT_CODE_MESSAGE,
  PACKAGE_REQUIRED_MESSAGE,
  PARTNER_CODE_USED_MESSAGE,
  PRICE_CHANGED_MESSAGE,
  SLOT_FULL_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  TIMESLOT_REQUIRED_MESSAGE,
  TOO_MANY_PENDING_MESSAGE,
} from '@domain/bookings/messages';
import { priceBooking } from '@domain/bookings/pricing';
import type { PriceChange, RegistrationResult } from '@domain/bookings/responses';
import type { BookingRequest } from '@domain/bookings/schemas';
import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import { singaporeDateTime, todayInSingapore } from '@domain/shared/dates';
import type { OlderFlowGender } from '@domain/shared/gender';
import { generateReferenceNumber } from '@domain/shared/identity';
import { centsToAmount, toCents } from '@domain/shared/money';
import { slotHasRoomFor } from '@domain/timeslots/availability';
import { regionForPostalCode } from '@domain/timeslots/regions';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database, Executor } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/errors';
import { registrations } from '../../db/schema/bookings';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { type Answer, findAnswer, type KeyClaim, storedAnswer } from '../../http/idempotency';
import { locateAddress } from '../addresses';
import { assertRedeemable, redeemableCode } from '../discounts';
import {
  type BookingMembership,
  countBookingAttempt,
  memberLookupFor,
  membershipForBooking,
  TOO_MANY_CHECKS,
} from '../members';
import { DEFAULT_CONFIG, startsAfterLeadTime, toSchedulingConfig } from '../timeslots';
import { type BookingRead, readForBooking } from './booking-read';
import { type BookingWrite, type OfferQueries, type PartnerLinkQuery, writeBooking } from './booking-write';
import { bookingTokenHash, contactKeysOf, holdExpiry, newBookingSecrets, verificationCodeHash } from './holds';
import { networkHoldOf, networkHoldsRefusal } from './network-holds';
import { assignedNurseSql } from './nurse-assignment';
import { paymentDueAt, prepaidTransactionId } from './payment-state';

/** A reference number drawn twice (1 in 10^8 per booking of a day) is drawn again, this often at most. */
const REFERENCE_ATTEMPTS = 5;

/** What the partner's own record says was paid there, for a booking that carries a partner code. */
export interface PartnerPrepayment {
  code: string;
  paidAmount: string;
  isPaid: boolean;
}

/**
 * What a booking with a partner code asks of the partner feature, handed in by the caller (partner
 * builds on bookings; app.ts composes partner's `bookingPartnerSteps`): the partner's record, and the
 * link of its referral to the new booking.
 */
export interface PartnerSteps {
  /** What was paid there (a network call, so outside any transaction). */
  findPrepayment(code: string): Promise<PartnerPrepayment>;
  /** The UPDATE that links the referral, run in the booking's writing statement. */
  linkQuery: PartnerLinkQuery;
}

/**
 * What a booking is made from: the main flow's request, or the older flow's mapped onto it, which has
 * no address (postal code and address null) and may give gender 'other'.
 */
export type BookingDraft = Omit<BookingRequest, 'postalCode' | 'address' | 'gender'> & {
  postalCode: string | null;
  address: string | null;
  gender: OlderFlowGender;
};

/**
 * A waitlist offer whose held visit a booking takes: its id, its entry, the persons it holds, and the
 * waitlist's parts of the booking's statement that take it.
 */
export interface HeldOffer {
  id: number;
  entryId: number;
  persons: number;
  queries: OfferQueries;
}

/** An offer holds the places of the persons its entry named: the booking must be for as many. */
export const offerPersonsMessage = (persons: number) =>
  persons === 1
    ? 'This visit is held for one person: book it without other persons'
    : `This visit is held for ${persons} persons: add the details of the ${persons - 1} other ${persons === 2 ? 'person' : 'persons'}`;

/** What the booking answers with: the main flow's result, or the older flow's fields built from it. */
export interface BookedRegistration {
  result: RegistrationResult;
  /** What the older flow's answer shows beside the booking's own fields. */
  names: { eventName: string; location: string | null; packageName: string; date: string; time: string };
  figures: { subtotal: string; gst: string; isAiaMember: boolean; isVitalityMember: boolean };
}

/**
 * POST /api/registrations, both flows (DESIGN §8.8): one read before any transaction (the event, its
 * packages, the slot with its settings and holiday flag, the code, the answer stored under the key,
 * the main person's recent verification); the checks, and only then the outside systems (the insurer
 * when no recent verification answers, the partner for a partner code); the price; then one
 * transaction of three round trips (writeBooking). A request under a key already answered gets the
 * stored answer; the same key with another request is a 409.
 */
export async function bookRegistration<Data>(options: {
  ctx: AppContext;
  booking: BookingDraft;
  claim: KeyClaim | null;
  /** The older flow: status `confirmed`, the whole total paid on the day of the visit. */
  payOnTheDay?: boolean;
  partnerSteps: PartnerSteps;
  answerWith: (booked: BookedRegistration) => Data;
  /** A waitlist offer's held visit (DESIGN §8.6): booked by taking the offer, for the persons it holds. */
  offer?: HeldOffer;
  /** The client network an unpaid hold is counted by (DESIGN §8.9; http/rate-limits holdNetwork). */
  network?: string;
}): Promise<Answer<201, Data>> {
  const { ctx, booking, claim } = options;
  const now = ctx.now();
  const memberLookup = memberLookupFor(ctx, booking);
  const read = await readForBooking(ctx.db, {
    eventId: booking.eventId,
    timeslotId: booking.timeslotId,
    code:
      booking.discountCodeId != null ? { id: booking.discountCodeId, text: booking.discountCode?.trim() ?? '' } : null,
    claim,
    member: memberLookup,
    now,
  });
  // A plain retry is answered without the checks (nor the outside calls); the claim settles races.
  if (claim && read.stored) return storedAnswer(claim, read.stored);
  try {
    const choices = checkChoices(read, booking, now, options.offer);
    // Where the home is, for the nurse's route (DESIGN §8.12): never refuses a booking.
    const location = booking.postalCode ? await locateAddress(ctx, booking.postalCode) : null;
    let membership = await membershipForBooking(ctx, { lookup: memberLookup, found: read });
    try {
      // The prepaid amount comes from the partner's record, never from the request (DESIGN §4 Partner flow).
      const partner = booking.whitecoatBookingCode
        ? await options.partnerSteps.findPrepayment(booking.whitecoatBookingCode)
        : null;
      for (let attempt = 1; ; attempt += 1) {
        const write = planBooking({ ...options, now, read, choices, membership, partner, location });
        const outcome = await writeBookingOrClash(ctx.db, write, attempt);
        if (outcome === 'booked') return write.answer as Answer<201, Data>;
        if (outcome === 'retry') continue;
        if (outcome === 'attempt-not-counted') {
          // Others used up the ID number's verifications meanwhile: priced as the limit says.
          membership = TOO_MANY_CHECKS;
          continue;
        }
        if (outcome === 'key-taken') throw conflict(IDEMPOTENCY_MISMATCH_MESSAGE);
        if (outcome === 'network-holds-used-up') throw networkHoldsRefusal();
        throw conflict(REFUSALS[outcome]);
      }
    } catch (error) {
      // A refused booking still counts the verification it used, as the verification call does.
      await countBookingAttempt(ctx, membership);
      throw error;
    }
  } catch (error) {
    // The same request may have just done its work under this key (taken the last place in a slot,
    // say): answer its result, not the refusal a second attempt gets.
    const stored = claim && error instanceof AppError ? await findAnswer<201, Data>(ctx.db, claim) : null;
    if (stored) return stored;
    throw error;
  }
}

const REFUSALS = {
  'holds-used-up': TOO_MANY_PENDING_MESSAGE,
  'slot-full': SLOT_FULL_MESSAGE,
  'slot-unavailable': SLOT_UNAVAILABLE_MESSAGE,
  'code-used-up': DISCOUNT_LIMIT_REACHED_MESSAGE,
} as const;

/**
 * writeBooking, with the unique violations it may meet named: a reference number drawn twice is
 * drawn again (up to REFERENCE_ATTEMPTS), a partner code another booking took meanwhile is the 409
 * of a used code.
 */
async function writeBookingOrClash(db: Database, write: BookingWrite, attempt: number) {
  try {
    return await writeBooking(db, write);
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'registrations_live_wc_code_key') throw conflict(PARTNER_CODE_USED_MESSAGE);
    if (constraint === 'registrations_reference_number_unique' && attempt < REFERENCE_ATTEMPTS) return 'retry';
    throw error;
  }
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
 * The event, discount code, packages and slot the booking names, checked on what the one read found:
 * the event is active, the code's id and text name the same identifier (a guessed id is an unknown
 * code: checked before the insurer is asked and before anything is priced, so no answer reveals what a
 * guessed id is worth), the event offers every package, the slot is one of its slots (in the
 * address's region for auto-scheduled events), starts after the lead time and has room for the
 * household. In the transaction the conditional UPDATE on the slot has the last word.
 */
function checkChoices(read: BookingRead, booking: BookingDraft, now: Date, offer?: HeldOffer) {
  const { event, slot } = read;
  if (!event) throw notFound(EVENT_NOT_FOUND_MESSAGE);
  if (booking.discountCodeId != null && !(read.identifier && read.discount)) {
    throw notFound(INVALID_DISCOUNT_CODE_MESSAGE);
  }
  const offered = new Map(read.offered.map((pkg) => [pkg.id, pkg]));
  const offeredPackage = (packageId: number) => {
    const pkg = offered.get(packageId);
    if (!pkg) throw badRequest(PACKAGE_REQUIRED_MESSAGE);
    return pkg;
  };
  const mainPackage = offeredPackage(booking.packageId);
  const household = (booking.participants ?? []).map((person) => ({ person, pkg: offeredPackage(person.packageId) }));
  const persons = 1 + household.length;

  if (!slot) throw badRequest(TIMESLOT_REQUIRED_MESSAGE);
  const config = read.config ? toSchedulingConfig(read.config) : DEFAULT_CONFIG;
  // The older flow gives no address: its visit is in the region of the slot the customer chose.
  const region = booking.postalCode === null ? slot.region : regionForPostalCode(booking.postalCode);
  // Auto-scheduled slots are home visits in one region: the nurse's route, so the address must be in it.
  if (config.configType === 'auto' && slot.region !== region) throw badRequest(TIMESLOT_REQUIRED_MESSAGE);
  // A slot stored before its date became a public holiday is no longer offered, nor booked by its id.
  if (!startsAfterLeadTime(slot, config, now) || !slot.isAvailable || read.isHoliday) {
    throw conflict(SLOT_UNAVAILABLE_MESSAGE);
  }
  if (offer) {
    // The offer holds the places of its persons: the booking is for exactly those.
    if (persons !== offer.persons) throw badRequest(offerPersonsMessage(offer.persons));
  } else if (!slotHasRoomFor(slot, persons) || slot.currentBookings >= config.slotsPerTimeslot) {
    throw conflict(SLOT_FULL_MESSAGE);
  }
  return { event, mainPackage, household, persons, config, slot, region };
}

/**
 * Prices the booking and lays out everything its transaction writes. The member flag is the server's
 * own verification and client totals are never the price (rule 1): if the customer agreed to another
 * total (membership re-verified, a price changed) they must see ours first, before anything is written.
 */
function planBooking(options: {
  ctx: AppContext;
  booking: BookingDraft;
  claim: KeyClaim | null;
  payOnTheDay?: boolean;
  partnerSteps: PartnerSteps;
  answerWith: (booked: BookedRegistration) => unknown;
  now: Date;
  read: BookingRead;
  choices: ReturnType<typeof checkChoices>;
  membership: BookingMembership;
  partner: PartnerPrepayment | null;
  offer?: HeldOffer;
  network?: string;
  location: { latitude: number; longitude: number } | null;
}): BookingWrite {
  const { ctx, booking, now, read, choices, membership, partner } = options;
  const { event, mainPackage, household, persons, config, slot, region } = choices;
  const { member } = membership;
  const isMember = member.isAiaMember || member.isVitalityMember;
  const code =
    read.identifier && read.discount ? redeemableCode({ identifier: read.identifier, discount: read.discount }) : null;
  if (code) assertRedeemable(code, { isMember, today: todayInSingapore(now) });
  const price = priceBooking({
    persons: [mainPackage, ...household.map(({ pkg }) => pkg)],
    isMember,
    discount: code?.rule ?? null,
    partnerPaid: partner?.paidAmount ?? 0,
  });
  if (
    booking.totalAmount != null &&
    booking.totalAmount !== '' &&
    toCents(booking.totalAmount) !== toCents(price.total)
  ) {
    // What the refusal carries, so the wizard can show the new total.
    // A membership that could not be checked says why: the wizard offers to try again or book at this total.
    const data: PriceChange = { isMember, totalAmount: price.total, membershipNotChecked: membership.notChecked };
    throw conflict(PRICE_CHANGED_MESSAGE, data);
  }

  const status = options.payOnTheDay ? 'confirmed' : toCents(price.amountDue) > 0 ? 'pending_payment' : 'paid';
  const keys = contactKeysOf(booking);
  const memberSavings = price.persons.reduce((sum, person) => sum + toCents(person.memberDiscount), 0);
  const dueAt =
    status === 'pending_payment'
      ? paymentDueAt({
          now,
          holdHours: ctx.config.UNPAID_HOLD_HOURS,
          visitStartsAt: singaporeDateTime(slot.date, slot.time),
          leadTimeHours: config.bufferHours,
        })
      : null;
  // Holds must be earned: an unpaid visit is held only until the contact is proven (DESIGN §8.2). A
  // waitlist offer's link came by email to this address, so opening it proved the contact already.
  const holdExpiresAt =
    status === 'paid' || options.offer
      ? null
      : holdExpiry({ now, verifyMinutes: ctx.config.HOLD_VERIFY_MINUTES, paymentDueAt: dueAt });
  const secrets = newBookingSecrets();
  // The id and reference are chosen here, so the code's hash (bound to the id), the prepaid
  // transaction id and the stored answer are written with the booking.
  const id = randomUUID();
  const referenceNumber = generateReferenceNumber(now, randomInt);
  const result: RegistrationResult = {
    reference_number: referenceNumber,
    id,
    status,
    totalAmount: price.total,
    amountDue: price.amountDue,
    holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
    bookingToken: secrets.bookingToken,
  };
  const data = options.answerWith({
    result,
    names: {
      eventName: event.name,
      location: event.location,
      packageName: mainPackage.name,
      date: slot.date,
      time: slot.time,
    },
    figures: { subtotal: price.subtotal, gst: price.gst, ...member },
  });
  // DESIGN §4 Statuses: a booking the partner prepaid in full carries the prepaid transaction id.
  const prepaid = partner && status === 'paid';
  return {
    now,
    offer: options.offer
      ? { id: options.offer.id, entryId: options.offer.entryId, queries: options.offer.queries }
      : null,
    registration: {
      id,
      referenceNumber,
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
      latitude: options.location?.latitude ?? null,
      longitude: options.location?.longitude ?? null,
      // A nurse on duty for the visit's region and half of the day, least loaded first (DESIGN §8.12).
      assignedStaffId: assignedNurseSql(ctx.db, { region, date: slot.date, time: slot.time }),
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
      paidTransactionId: prepaid ? prepaidTransactionId(referenceNumber) : null,
      paymentMethod: prepaid ? 'partner' : null,
      paidAt: status === 'paid' ? now : null,
      paymentDueAt: dueAt,
      ...keys,
      holdExpiresAt,
      verificationCodeHash: holdExpiresAt ? verificationCodeHash(id, secrets.verificationCode) : null,
      bookingTokenHash: bookingTokenHash(secrets.bookingToken),
      // The notice in force, whatever version the request names: the page links the current one, and
      // a client's word is no record of what was shown (DESIGN §8.3).
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
      consentedAt: now,
      smsReminders: booking.smsReminders,
      language: booking.language,
      createdAt: now,
      updatedAt: now,
    },
    household: household.map(({ person, pkg }, index) => {
      const priced = price.persons[index + 1]!;
      return {
        registrationId: id,
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
    slot: { id: slot.id, persons, slotsPerTimeslot: config.slotsPerTimeslot },
    code,
    holdKeys: status === 'paid' ? null : keys,
    // A waitlist offer's visit was counted when its entry joined.
    networkHold:
      status === 'paid' || options.offer
        ? null
        : networkHoldOf(options.network, 'booking', ctx.config.HOLDS_PER_NETWORK_PER_DAY),
    partner: partner && { code: partner.code, linkQuery: options.partnerSteps.linkQuery },
    membership,
    audit: {
      actor: 'customer',
      action: 'create',
      entity: 'registration',
      entityId: id,
      // Figures only: the audit trail carries no personal data.
      changes: {
        referenceNumber,
        status,
        personCount: persons,
        totalAmount: price.total,
        amountDue: price.amountDue,
        discountIdentifierId: code?.identifier.id ?? null,
      },
      now,
    },
    // DESIGN §8.9: a hold that will not be paid online (the older flow) is proven by the mobile, not by an
    // email a catch-all domain receives for free: its code goes by text, the email carries the token only.
    linkSecrets: holdExpiresAt && !options.payOnTheDay ? secrets : { bookingToken: secrets.bookingToken },
    codeByText: holdExpiresAt && options.payOnTheDay ? secrets.verificationCode : null,
    textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
    claim: options.claim,
    answer: { status: 201, data },
  };
}

/** A waitlist booking carries no partner code, so the partner is never asked. */
const NO_PARTNER: PartnerSteps = {
  findPrepayment: () => Promise.reject(new Error('A waitlist booking has no partner code')),
  linkQuery: () => {
    throw new Error('A waitlist booking has no partner code');
  },
};

/**
 * Books the visit a waitlist offer holds (DESIGN §8.6), as the wizard would: the server prices it,
 * verifies membership, takes the offer instead of the slot, and answers as the main flow does
 * (status pending_payment, then payment as usual).
 */
export function bookHeldOffer(ctx: AppContext, options: { draft: BookingDraft; offer: HeldOffer }) {
  return bookRegistration<RegistrationResult>({
    ctx,
    booking: options.draft,
    claim: null,
    partnerSteps: NO_PARTNER,
    answerWith: ({ result }) => result,
    offer: options.offer,
  });
}
