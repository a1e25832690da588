import { eq, sql } from 'drizzle-orm';
import type { HoldVerification } from '../../../domain/api-schemas';
import type { HoldVerificationRequest } from '../../../domain/booking-schemas';
import {
  HOLD_CODE_ATTEMPTS_MESSAGE,
  HOLD_CODE_WRONG_MESSAGE,
  HOLD_EXPIRED_MESSAGE,
  HOLD_NOTHING_TO_CONFIRM_MESSAGE,
  MAX_VERIFICATION_ATTEMPTS,
} from '../../../domain/hold-messages';
import { REGISTRATION_NOT_FOUND_MESSAGE } from '../../../domain/messages';
import type { AppContext } from '../../context';
import { registrations } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { recordAudit } from '../audit-log';
import { hashesMatch, verificationCodeHash } from './holds';

type Outcome =
  | { kind: 'kept'; answer: HoldVerification }
  | { kind: 'refused'; error: AppError }
  | { kind: 'wrong-code' };

const answerOf = (row: { referenceNumber: string; status: string; paymentDueAt: Date | null }): HoldVerification => ({
  referenceNumber: row.referenceNumber,
  status: row.status,
  holdExpiresAt: null,
  paymentDueAt: row.status === 'pending_payment' ? (row.paymentDueAt?.toISOString() ?? null) : null,
});

/**
 * POST /api/registrations/verify (DESIGN §8.2): the code from the confirmation email proves the
 * contact, and the visit is no longer released at holdExpiresAt: a `pending_payment` booking is then
 * held until its payment deadline, an older-flow booking for good. The email's button posts the same
 * call, never a GET, since mail scanners follow links. Five wrong codes per booking, then only the
 * button or a payment keeps it. Asking again after success, or after paying, answers the same.
 */
export async function verifyHold(
  ctx: Pick<AppContext, 'db' | 'now'>,
  request: HoldVerificationRequest,
): Promise<HoldVerification> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({
        id: registrations.id,
        referenceNumber: registrations.referenceNumber,
        status: registrations.status,
        paymentDueAt: registrations.paymentDueAt,
        holdExpiresAt: registrations.holdExpiresAt,
        verificationCodeHash: registrations.verificationCodeHash,
        verificationAttempts: registrations.verificationAttempts,
      })
      .from(registrations)
      .where(eq(registrations.referenceNumber, request.referenceNumber))
      .for('update');
    if (!row) return { kind: 'refused', error: notFound(REGISTRATION_NOT_FOUND_MESSAGE) };
    if (row.status === 'expired') return { kind: 'refused', error: conflict(HOLD_EXPIRED_MESSAGE) };
    // Paid (paying counts as proof) or already proven: nothing is held conditionally any more.
    if (row.status === 'paid' || row.status === 'completed') return { kind: 'kept', answer: answerOf(row) };
    if (row.status !== 'pending_payment' && row.status !== 'confirmed') {
      return { kind: 'refused', error: conflict(HOLD_NOTHING_TO_CONFIRM_MESSAGE) };
    }
    if (row.holdExpiresAt === null) return { kind: 'kept', answer: answerOf(row) };
    // The sweep releases it within a minute; the hold has already run out.
    if (row.holdExpiresAt.getTime() <= now.getTime()) return { kind: 'refused', error: conflict(HOLD_EXPIRED_MESSAGE) };
    if (row.verificationAttempts >= MAX_VERIFICATION_ATTEMPTS) {
      return { kind: 'refused', error: new AppError('RATE_LIMITED', HOLD_CODE_ATTEMPTS_MESSAGE) };
    }
    if (!hashesMatch(row.verificationCodeHash, verificationCodeHash(row.id, request.code))) {
      // Counted in this transaction, which commits: the refusal is thrown after it.
      await tx
        .update(registrations)
        .set({ verificationAttempts: sql`${registrations.verificationAttempts} + 1` })
        .where(eq(registrations.id, row.id));
      return { kind: 'wrong-code' };
    }
    await tx
      .update(registrations)
      .set({ holdExpiresAt: null, contactVerifiedAt: now, verificationCodeHash: null, updatedAt: now })
      .where(eq(registrations.id, row.id));
    await recordAudit(tx, {
      actor: 'customer',
      action: 'verify-contact',
      entity: 'registration',
      entityId: row.id,
      changes: {
        referenceNumber: row.referenceNumber,
        holdExpiresAt: { from: row.holdExpiresAt.toISOString(), to: null },
      },
      now,
    });
    return { kind: 'kept', answer: answerOf(row) };
  });
  if (outcome.kind === 'wrong-code')
    throw badRequest(HOLD_CODE_WRONG_MESSAGE, [{ path: 'code', message: HOLD_CODE_WRONG_MESSAGE }]);
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome.answer;
}
