import { createHmac } from 'node:crypto';
import { TOO_MANY_VERIFICATIONS_MESSAGE, VERIFICATION_ERROR_MESSAGE } from '@domain/bookings/messages';
import type { MembershipNotCheckedReason } from '@domain/bookings/responses';
import type { BenefitProfileSummary, VerificationData } from '@domain/members/responses';
import { isValidMemberId, normalizeId } from '@domain/shared/identity';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { InsurerUnavailableError, type InsurerVerification, type InsurerVerifyInput } from '../../adapters/insurer';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { memberVerificationAttempts, memberVerifications } from '../../db/schema/members';
import { AppError } from '../../errors';

/**
 * How long a verification is reused by the booking that follows it, and how long the same question
 * (ID number, date of birth, Vitality number) may be asked again without counting (DESIGN §8.9).
 */
export const MEMBER_VERIFICATION_TTL_MS = 15 * 60 * 1000;
/** The sliding window of MEMBER_VERIFICATIONS_PER_ID_PER_HOUR (DESIGN §8.2, §8.9). */
export const VERIFICATION_WINDOW_MS = 60 * 60 * 1000;

export interface MemberStatus {
  isAiaMember: boolean;
  isVitalityMember: boolean;
}

/** A person with no verified membership: standard pricing. */
const NOT_A_MEMBER: MemberStatus = { isAiaMember: false, isVitalityMember: false };

type MembersContext = Pick<AppContext, 'db' | 'insurer' | 'now' | 'secrets' | 'config'>;
type VerifyOptions = { ctx: MembersContext } & InsurerVerifyInput;

function toInsurerInput(options: InsurerVerifyInput): InsurerVerifyInput {
  const vitalityMembershipNo = options.vitalityMembershipNo ? normalizeId(options.vitalityMembershipNo) : undefined;
  return {
    identificationNumber: normalizeId(options.identificationNumber),
    dateOfBirth: options.dateOfBirth,
    ...(vitalityMembershipNo ? { vitalityMembershipNo } : {}),
  };
}

// The stored key is a keyed hash (HMAC with a server secret), so the table holds no readable NRIC
// or date of birth, and without the secret the few plausible NRIC/birth-date pairs cannot be
// tried against it. The Vitality number is part of it because the insurer's answer depends on it.
// The attempt counter's key is the ID number alone (upper case, trimmed), hashed with the same secret.
function verificationHashes(key: string, input: InsurerVerifyInput) {
  return {
    subjectHash: createHmac('sha256', key)
      .update([input.identificationNumber, input.dateOfBirth, input.vitalityMembershipNo ?? ''].join('|'))
      .digest('hex'),
    idHash: createHmac('sha256', key)
      .update(`attempts|${normalizeId(input.identificationNumber)}`)
      .digest('hex'),
  };
}

/** What a booking's one read looks up for its main person; null when the ID is none the insurer can read. */
export function memberLookupFor(ctx: Pick<AppContext, 'secrets'>, person: InsurerVerifyInput) {
  const input = toInsurerInput(person);
  if (!isValidMemberId(input.identificationNumber)) return null;
  return { input, ...verificationHashes(ctx.secrets.memberVerificationKey, input) };
}
export type MemberLookup = NonNullable<ReturnType<typeof memberLookupFor>>;

/** One verification to count against its ID number's hour (see countAttemptQuery). */
export interface VerificationAttempt {
  /** The ID number's keyed hash: whose hour it counts against. */
  idHash: string;
  /** The keyed hash of the whole question (ID number, date of birth, Vitality number). */
  subjectHash: string;
  /** MEMBER_VERIFICATIONS_PER_ID_PER_HOUR. */
  limit: number;
}

const attemptOf = (
  ctx: Pick<AppContext, 'config'>,
  hashes: { idHash: string; subjectHash: string },
): VerificationAttempt => ({
  idHash: hashes.idHash,
  subjectHash: hashes.subjectHash,
  limit: ctx.config.MEMBER_VERIFICATIONS_PER_ID_PER_HOUR,
});

/**
 * The upsert that counts one verification of an ID number (by its hash), unless it already had
 * `limit` in the last hour: then nothing is written and it returns no row. One statement, so
 * concurrent attempts on any number of instances (they share the database) cannot both take the last
 * one: the upsert locks the ID's row, and its condition is evaluated on the row as the other attempt
 * left it. The row keeps the times of the counted attempts of the last hour (a sliding hour, not a
 * fixed window that would let 5 in at its end and 5 more at the start of the next); refused attempts
 * are not kept, so they do not push the end of the wait further out. A booking runs it inside its one
 * writing statement.
 *
 * DESIGN §8.9: the same question asked again while its answer is remembered (member_verifications,
 * under the same keyed hash, for MEMBER_VERIFICATION_TTL_MS after the last answer, member or not)
 * reveals nothing new, so it is let through without taking one of the hour's verifications: a member
 * who verifies, books and changes a detail is not refused. Only the exact question is free: another
 * date of birth (or Vitality number) for the ID is another hash and counts. And only while the hour
 * is not used up: past the limit every question gets the same 429, or a free answer for the one
 * remembered date of birth would tell it apart from the guesses.
 */
export function countAttemptQuery(db: Executor, attempt: VerificationAttempt, now: Date) {
  const since = new Date(now.getTime() - VERIFICATION_WINDOW_MS).toISOString();
  const freshSince = new Date(now.getTime() - MEMBER_VERIFICATION_TTL_MS).toISOString();
  const recent = sql`array(select attempt from unnest(${memberVerificationAttempts.attemptedAt}) as attempt where attempt > ${since}::timestamptz order by attempt)`;
  const askedRecently = sql`exists (select 1 from ${memberVerifications} where ${memberVerifications.subjectHash} = ${attempt.subjectHash} and ${memberVerifications.verifiedAt} > ${freshSince}::timestamptz)`;
  return db
    .insert(memberVerificationAttempts)
    .values({ idHash: attempt.idHash, attemptedAt: sql`array[${now.toISOString()}::timestamptz]`, lastAttemptAt: now })
    .onConflictDoUpdate({
      target: memberVerificationAttempts.idHash,
      set: {
        attemptedAt: sql`case when ${askedRecently} then ${recent} else array_append(${recent}, ${now.toISOString()}::timestamptz) end`,
        lastAttemptAt: now,
      },
      setWhere: sql`cardinality(${recent}) < ${attempt.limit}`,
    })
    .returning({ idHash: memberVerificationAttempts.idHash });
}

/** Counts one verification on its own (see countAttemptQuery): false when the hour's are used up. */
async function countVerification(ctx: MembersContext, attempt: VerificationAttempt): Promise<boolean> {
  const counted = await countAttemptQuery(ctx.db, attempt, ctx.now());
  return counted.length > 0;
}

/** The upsert that remembers the insurer's answer for a subject, for MEMBER_VERIFICATION_TTL_MS. */
export function rememberVerificationQuery(db: Executor, subjectHash: string, answer: MemberStatus, now: Date) {
  const values = { isAiaMember: answer.isAiaMember, isVitalityMember: answer.isVitalityMember, verifiedAt: now };
  return db
    .insert(memberVerifications)
    .values({ subjectHash, ...values })
    .onConflictDoUpdate({ target: memberVerifications.subjectHash, set: values });
}

/**
 * The recurring clean-up: verifications too old to be reused (nothing is kept longer than that) and
 * attempt counts whose last attempt is over an hour old. Returns how many rows went.
 */
export async function forgetStaleVerifications(db: Executor, now: Date): Promise<number> {
  const [verifications, attempts] = await Promise.all([
    db
      .delete(memberVerifications)
      .where(lt(memberVerifications.verifiedAt, new Date(now.getTime() - MEMBER_VERIFICATION_TTL_MS)))
      .returning({ id: memberVerifications.id }),
    db
      .delete(memberVerificationAttempts)
      .where(lte(memberVerificationAttempts.lastAttemptAt, new Date(now.getTime() - VERIFICATION_WINDOW_MS)))
      .returning({ idHash: memberVerificationAttempts.idHash }),
  ]);
  return verifications.length + attempts.length;
}

const summaryText = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text.length > 0 && text.length <= 100 ? text : undefined;
};

/**
 * DESIGN §8.2: of the insurer's benefit profile only the programme and the tier reach the customer;
 * anything else it sends (policy numbers, limits, claims, whatever a future version adds) is dropped
 * here, whichever adapter answered. No programme, no summary.
 */
export function summariseBenefitProfile(profile: unknown): BenefitProfileSummary | null {
  if (typeof profile !== 'object' || profile === null || Array.isArray(profile)) return null;
  const fields = profile as Record<string, unknown>;
  const programme = summaryText(fields.programme);
  if (!programme) return null;
  const tier = summaryText(fields.tier);
  return tier ? { programme, tier } : { programme };
}

function verificationAnswer(answer: InsurerVerification): VerificationData {
  const isMember = answer.isAiaMember || answer.isVitalityMember;
  return {
    status: answer.status,
    isAiaMember: answer.isAiaMember,
    isVitalityMember: answer.isVitalityMember,
    message: answer.message,
    benefitProfileData: isMember ? summariseBenefitProfile(answer.benefitProfileData) : null,
  };
}

/**
 * POST /api/verify-aia-healthshield: asks the insurer and remembers the answer for the booking. Every
 * call is counted against the ID number before the insurer is asked (DESIGN §8.2), the same question
 * repeated within 15 minutes excepted (countAttemptQuery); past the limit the answer is the same 429
 * whatever the date of birth.
 */
export async function verifyMembership(options: VerifyOptions): Promise<VerificationData> {
  const input = toInsurerInput(options);
  const hashes = verificationHashes(options.ctx.secrets.memberVerificationKey, input);
  if (!(await countVerification(options.ctx, attemptOf(options.ctx, hashes)))) {
    throw new AppError('RATE_LIMITED', TOO_MANY_VERIFICATIONS_MESSAGE);
  }
  let answer: InsurerVerification;
  try {
    answer = await options.ctx.insurer.verify(input);
  } catch (error) {
    if (error instanceof InsurerUnavailableError)
      throw new AppError('UPSTREAM_UNAVAILABLE', VERIFICATION_ERROR_MESSAGE);
    throw error;
  }
  await remember(options.ctx, input, answer);
  return verificationAnswer(answer);
}

type MembershipOutcome = { kind: 'answered'; member: MemberStatus } | { kind: 'limited' } | { kind: 'unavailable' };

async function remember(ctx: MembersContext, input: InsurerVerifyInput, answer: MemberStatus): Promise<void> {
  const { subjectHash } = verificationHashes(ctx.secrets.memberVerificationKey, input);
  await rememberVerificationQuery(ctx.db, subjectHash, answer, ctx.now());
}

/**
 * Membership of one person: a verification of the same person from the last 15 minutes, else a fresh
 * one. Either way the ID number's limit is checked first: a recent verification is not counted again
 * (countAttemptQuery), but past the limit it is refused like any other, or the cache would answer
 * date-of-birth guesses once the limit refuses the insurer. An ID verification cannot read (a
 * passport number) is no member, without asking or counting.
 */
async function membershipOf(options: VerifyOptions): Promise<MembershipOutcome> {
  const { ctx } = options;
  const lookup = memberLookupFor(ctx, options);
  if (!lookup) return { kind: 'answered', member: NOT_A_MEMBER };
  const freshSince = new Date(ctx.now().getTime() - MEMBER_VERIFICATION_TTL_MS);
  const [recent] = await ctx.db
    .select({ isAiaMember: memberVerifications.isAiaMember, isVitalityMember: memberVerifications.isVitalityMember })
    .from(memberVerifications)
    .where(
      and(eq(memberVerifications.subjectHash, lookup.subjectHash), gt(memberVerifications.verifiedAt, freshSince)),
    );
  if (!(await countVerification(ctx, attemptOf(ctx, lookup)))) return { kind: 'limited' };
  if (recent) return { kind: 'answered', member: recent };
  try {
    const answer = await ctx.insurer.verify(lookup.input);
    await remember(ctx, lookup.input, answer);
    return { kind: 'answered', member: { isAiaMember: answer.isAiaMember, isVitalityMember: answer.isVitalityMember } };
  } catch (error) {
    if (error instanceof InsurerUnavailableError) return { kind: 'unavailable' };
    throw error;
  }
}

/** What a booking's one read found of its main person's verifications. */
export interface FoundVerifications {
  /** A verification of the same person from the last 15 minutes. */
  recent: MemberStatus | null;
  /** Verifications of the ID number counted in the last hour. */
  attemptsInWindow: number;
}

/** Membership as a booking decided it, and what its writing statement records of that. */
export interface BookingMembership {
  member: MemberStatus;
  /** The verification to count against the ID number (null: no ID the insurer reads, or its hour is used up). */
  countAttempt: VerificationAttempt | null;
  /** A fresh answer of the insurer, remembered for the next 15 minutes. */
  remember: { subjectHash: string; answer: MemberStatus } | null;
  /** Why membership could not be checked (standard pricing then); null when it was, or the ID is none to check. */
  notChecked: MembershipNotCheckedReason | null;
}

/**
 * Membership for a booking, decided by the server from what its one read found (see membershipOf for
 * the rules): the insurer is asked only when there is no recent verification and the ID number has
 * verifications left this hour. When the insurer cannot answer, or the hour is used up, the booking
 * gets standard pricing, as the wizard does after any verification error (spec 000 §4); the same for
 * every date of birth, so no oracle either. The attempt is counted by the booking's writing statement,
 * conditionally: if others used up the hour meanwhile, the booking is priced again as a non-member.
 * Runs outside any transaction, after the booking's own checks.
 */
export async function membershipForBooking(
  ctx: Pick<AppContext, 'insurer' | 'config'>,
  { lookup, found }: { lookup: MemberLookup | null; found: FoundVerifications },
): Promise<BookingMembership> {
  const standard = { member: NOT_A_MEMBER, countAttempt: null, remember: null, notChecked: null };
  if (!lookup) return standard;
  if (found.attemptsInWindow >= ctx.config.MEMBER_VERIFICATIONS_PER_ID_PER_HOUR) return TOO_MANY_CHECKS;
  // Counted by the booking's statement like any verification; a reused recent one is let through uncounted there.
  const countAttempt = attemptOf(ctx, lookup);
  if (found.recent) return { member: found.recent, countAttempt, remember: null, notChecked: null };
  try {
    const answer = await ctx.insurer.verify(lookup.input);
    const member = { isAiaMember: answer.isAiaMember, isVitalityMember: answer.isVitalityMember };
    return { member, countAttempt, remember: { subjectHash: lookup.subjectHash, answer: member }, notChecked: null };
  } catch (error) {
    if (error instanceof InsurerUnavailableError)
      return { ...standard, countAttempt, notChecked: 'insurer-unavailable' };
    throw error;
  }
}

/** Standard pricing because the ID number's verifications of the hour are used up: nothing to count. */
export const TOO_MANY_CHECKS: BookingMembership = Object.freeze({
  member: NOT_A_MEMBER,
  countAttempt: null,
  remember: null,
  notChecked: 'too-many-checks',
});

/** A booking refused after its membership was decided still counts the verification it used. */
export async function countBookingAttempt(ctx: MembersContext, membership: BookingMembership): Promise<void> {
  if (membership.countAttempt) await countVerification(ctx, membership.countAttempt);
}

/**
 * Membership of a booking's new primary participant (their ID number, date of birth or Vitality
 * number changed, or another person became primary): verified again, never carried over. Unlike a
 * booking, a change is refused rather than priced on a guess: 429 past the ID's limit, 503 with
 * `unavailableMessage` when the insurer cannot answer.
 */
export async function verifyMemberForChange(
  options: VerifyOptions & { unavailableMessage: string },
): Promise<MemberStatus> {
  const outcome = await membershipOf(options);
  if (outcome.kind === 'limited') throw new AppError('RATE_LIMITED', TOO_MANY_VERIFICATIONS_MESSAGE);
  if (outcome.kind === 'unavailable') throw new AppError('UPSTREAM_UNAVAILABLE', options.unavailableMessage);
  return outcome.member;
}
