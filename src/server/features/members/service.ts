import { createHmac } from 'node:crypto';
import { and, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { BenefitProfileSummary, VerificationData } from '../../../domain/api-schemas';
import { isValidMemberId, normalizeId } from '../../../domain/identity';
import { TOO_MANY_VERIFICATIONS_MESSAGE, VERIFICATION_ERROR_MESSAGE } from '../../../domain/messages';
import { InsurerUnavailableError, type InsurerVerification, type InsurerVerifyInput } from '../../adapters/insurer';
import type { AppContext } from '../../context';
import { memberVerificationAttempts, memberVerifications } from '../../db/schema';
import { AppError } from '../../errors';

/** How long a verification is reused by the booking that follows it. */
export const MEMBER_VERIFICATION_TTL_MS = 15 * 60 * 1000;
/** DESIGN §8.2: at most this many verifications of one ID number per hour, across all clients. */
export const MAX_VERIFICATIONS_PER_ID = 5;
export const VERIFICATION_WINDOW_MS = 60 * 60 * 1000;

export interface MemberStatus {
  isAiaMember: boolean;
  isVitalityMember: boolean;
}

/** A person with no verified membership: standard pricing. */
const NOT_A_MEMBER: MemberStatus = { isAiaMember: false, isVitalityMember: false };

type MembersContext = Pick<AppContext, 'db' | 'insurer' | 'now' | 'secrets'>;
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
function subjectHash(key: string, input: InsurerVerifyInput): string {
  return createHmac('sha256', key)
    .update([input.identificationNumber, input.dateOfBirth, input.vitalityMembershipNo ?? ''].join('|'))
    .digest('hex');
}

/** The attempt counter's key: the ID number alone (upper case, trimmed), hashed with the same secret. */
function idHash(key: string, identificationNumber: string): string {
  return createHmac('sha256', key)
    .update(`attempts|${normalizeId(identificationNumber)}`)
    .digest('hex');
}

/**
 * Counts one verification of an ID number, unless it already had MAX_VERIFICATIONS_PER_ID in the
 * last hour: then nothing is written and the answer is false. One statement, so concurrent attempts
 * on any number of instances (they share the database) cannot both take the last one: the upsert
 * locks the ID's row, and its condition is evaluated on the row as the other attempt left it. The row
 * keeps the times of the counted attempts of the last hour (a sliding hour, not a fixed window that
 * would let 5 in at its end and 5 more at the start of the next); refused attempts are not kept, so
 * they do not push the end of the wait further out.
 */
async function countVerification(ctx: MembersContext, identificationNumber: string): Promise<boolean> {
  const now = ctx.now();
  const since = new Date(now.getTime() - VERIFICATION_WINDOW_MS).toISOString();
  const recent = sql`array(select attempt from unnest(${memberVerificationAttempts.attemptedAt}) as attempt where attempt > ${since}::timestamptz order by attempt)`;
  const counted = await ctx.db
    .insert(memberVerificationAttempts)
    .values({
      idHash: idHash(ctx.secrets.memberVerificationKey, identificationNumber),
      attemptedAt: sql`array[${now.toISOString()}::timestamptz]`,
      lastAttemptAt: now,
    })
    .onConflictDoUpdate({
      target: memberVerificationAttempts.idHash,
      set: { attemptedAt: sql`array_append(${recent}, ${now.toISOString()}::timestamptz)`, lastAttemptAt: now },
      setWhere: sql`cardinality(${recent}) < ${MAX_VERIFICATIONS_PER_ID}`,
    })
    .returning({ idHash: memberVerificationAttempts.idHash });
  return counted.length > 0;
}

async function rememberVerification(
  ctx: MembersContext,
  input: InsurerVerifyInput,
  answer: MemberStatus,
): Promise<void> {
  const hash = subjectHash(ctx.secrets.memberVerificationKey, input);
  const now = ctx.now();
  const expired = new Date(now.getTime() - MEMBER_VERIFICATION_TTL_MS);
  // One statement, one commit: the upsert, and the removal of what can no longer be reused (nothing is
  // kept longer than that), and of the attempt counts whose last attempt is over an hour old. The
  // removal leaves this subject's row to the upsert: one statement must not change a row twice.
  const purge = ctx.db.$with('purged').as(
    ctx.db
      .delete(memberVerifications)
      .where(and(lt(memberVerifications.verifiedAt, expired), ne(memberVerifications.subjectHash, hash)))
      .returning({ id: memberVerifications.id }),
  );
  const purgeAttempts = ctx.db.$with('purged_attempts').as(
    ctx.db
      .delete(memberVerificationAttempts)
      .where(lte(memberVerificationAttempts.lastAttemptAt, new Date(now.getTime() - VERIFICATION_WINDOW_MS)))
      .returning({ idHash: memberVerificationAttempts.idHash }),
  );
  const values = { isAiaMember: answer.isAiaMember, isVitalityMember: answer.isVitalityMember, verifiedAt: now };
  await ctx.db
    .with(purge, purgeAttempts)
    .insert(memberVerifications)
    .values({ subjectHash: hash, ...values })
    .onConflictDoUpdate({ target: memberVerifications.subjectHash, set: values });
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
 * call is counted against the ID number before the insurer is asked (DESIGN §8.2); past the limit the
 * answer is the same 429 whatever the date of birth.
 */
export async function verifyMembership(options: VerifyOptions): Promise<VerificationData> {
  const input = toInsurerInput(options);
  if (!(await countVerification(options.ctx, input.identificationNumber))) {
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
  await rememberVerification(options.ctx, input, answer);
  return verificationAnswer(answer);
}

type MembershipOutcome = { kind: 'answered'; member: MemberStatus } | { kind: 'limited' } | { kind: 'unavailable' };

/**
 * Membership of one person: a verification of the same person from the last 15 minutes, else a fresh
 * one. Either way the answer is counted against the ID number first; a recent verification counts
 * too, or the cache would answer date-of-birth guesses for free once the limit refuses the insurer.
 * An ID verification cannot read (a passport number) is no member, without asking or counting.
 */
async function membershipOf(
  options: VerifyOptions & { beforeAskingInsurer?: () => Promise<unknown> },
): Promise<MembershipOutcome> {
  const { ctx } = options;
  const input = toInsurerInput(options);
  if (!isValidMemberId(input.identificationNumber)) return { kind: 'answered', member: NOT_A_MEMBER };
  const freshSince = new Date(ctx.now().getTime() - MEMBER_VERIFICATION_TTL_MS);
  const [recent] = await ctx.db
    .select({ isAiaMember: memberVerifications.isAiaMember, isVitalityMember: memberVerifications.isVitalityMember })
    .from(memberVerifications)
    .where(
      and(
        eq(memberVerifications.subjectHash, subjectHash(ctx.secrets.memberVerificationKey, input)),
        gt(memberVerifications.verifiedAt, freshSince),
      ),
    );
  if (!recent) await options.beforeAskingInsurer?.();
  if (!(await countVerification(ctx, input.identificationNumber))) return { kind: 'limited' };
  if (recent) return { kind: 'answered', member: recent };
  try {
    const answer = await ctx.insurer.verify(input);
    await rememberVerification(ctx, input, answer);
    return { kind: 'answered', member: { isAiaMember: answer.isAiaMember, isVitalityMember: answer.isVitalityMember } };
  } catch (error) {
    if (error instanceof InsurerUnavailableError) return { kind: 'unavailable' };
    throw error;
  }
}

/**
 * Membership for a booking, decided by the server (see membershipOf). When the insurer cannot answer,
 * or the ID number has had its verifications for the hour, the booking gets standard pricing, as the
 * wizard does after any verification error (spec 000 §4); the same for every date of birth, so no
 * oracle either. Runs outside any transaction: it may call the insurer, and only after
 * `beforeAskingInsurer` (the booking's own checks) has passed.
 */
export async function resolveMemberStatus(
  options: VerifyOptions & { beforeAskingInsurer?: () => Promise<unknown> },
): Promise<MemberStatus> {
  const outcome = await membershipOf(options);
  return outcome.kind === 'answered' ? outcome.member : NOT_A_MEMBER;
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
