import { createHmac } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { normalizeId } from '../../../domain/identity';
import { VERIFICATION_ERROR_MESSAGE } from '../../../domain/messages';
import { InsurerUnavailableError, type InsurerVerification, type InsurerVerifyInput } from '../../adapters/insurer';
import type { AppContext } from '../../context';
import { memberVerifications } from '../../db/schema';
import { AppError } from '../../errors';

/** How long a verification is reused by the booking that follows it. */
export const MEMBER_VERIFICATION_TTL_MS = 15 * 60 * 1000;

export interface MemberStatus {
  isAiaMember: boolean;
  isVitalityMember: boolean;
}

type VerifyOptions = { ctx: Pick<AppContext, 'db' | 'insurer' | 'now' | 'secrets'> } & InsurerVerifyInput;

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

async function rememberVerification(
  ctx: VerifyOptions['ctx'],
  input: InsurerVerifyInput,
  answer: MemberStatus,
): Promise<void> {
  const hash = subjectHash(ctx.secrets.memberVerificationKey, input);
  const now = ctx.now();
  const expired = new Date(now.getTime() - MEMBER_VERIFICATION_TTL_MS);
  // One statement, one commit: the upsert, and the removal of what can no longer be reused (nothing is
  // kept longer than that). The removal leaves this subject's row to the upsert: one statement must not
  // change a row twice.
  const purge = ctx.db.$with('purged').as(
    ctx.db
      .delete(memberVerifications)
      .where(and(lt(memberVerifications.verifiedAt, expired), ne(memberVerifications.subjectHash, hash)))
      .returning({ id: memberVerifications.id }),
  );
  const values = { isAiaMember: answer.isAiaMember, isVitalityMember: answer.isVitalityMember, verifiedAt: now };
  await ctx.db
    .with(purge)
    .insert(memberVerifications)
    .values({ subjectHash: hash, ...values })
    .onConflictDoUpdate({ target: memberVerifications.subjectHash, set: values });
}

/** POST /api/verify-aia-healthshield: asks the insurer and remembers the answer for the booking. */
export async function verifyMembership(options: VerifyOptions): Promise<InsurerVerification> {
  const input = toInsurerInput(options);
  let answer: InsurerVerification;
  try {
    answer = await options.ctx.insurer.verify(input);
  } catch (error) {
    if (error instanceof InsurerUnavailableError)
      throw new AppError('UPSTREAM_UNAVAILABLE', VERIFICATION_ERROR_MESSAGE);
    throw error;
  }
  await rememberVerification(options.ctx, input, answer);
  return answer;
}

/**
 * Membership for a booking, decided by the server: a verification of the same person from the last
 * 15 minutes, else a fresh one. When the insurer cannot answer, the booking gets standard pricing,
 * as the wizard does (spec 000 §4). Runs outside any transaction: it may call the insurer, and only
 * after `beforeAskingInsurer` (the booking's own checks) has passed.
 */
export async function resolveMemberStatus(
  options: VerifyOptions & { beforeAskingInsurer?: () => Promise<unknown> },
): Promise<MemberStatus> {
  const input = toInsurerInput(options);
  const freshSince = new Date(options.ctx.now().getTime() - MEMBER_VERIFICATION_TTL_MS);
  const [recent] = await options.ctx.db
    .select({ isAiaMember: memberVerifications.isAiaMember, isVitalityMember: memberVerifications.isVitalityMember })
    .from(memberVerifications)
    .where(
      and(
        eq(memberVerifications.subjectHash, subjectHash(options.ctx.secrets.memberVerificationKey, input)),
        gt(memberVerifications.verifiedAt, freshSince),
      ),
    );
  if (recent) return recent;
  await options.beforeAskingInsurer?.();
  try {
    const answer = await options.ctx.insurer.verify(input);
    await rememberVerification(options.ctx, input, answer);
    return { isAiaMember: answer.isAiaMember, isVitalityMember: answer.isVitalityMember };
  } catch (error) {
    if (error instanceof InsurerUnavailableError) return { isAiaMember: false, isVitalityMember: false };
    throw error;
  }
}
