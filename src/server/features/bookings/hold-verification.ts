import { randomUUID } from 'node:crypto';
import {
  HOLD_CODE_ATTEMPTS_MESSAGE,
  HOLD_CODE_WRONG_MESSAGE,
  HOLD_EXPIRED_MESSAGE,
  HOLD_NEW_CODE_LIMIT_MESSAGE,
  HOLD_NOTHING_TO_CONFIRM_MESSAGE,
  MAX_NEW_CODES_PER_HOUR,
  MAX_WRONG_CODES_PER_NETWORK_PER_HOUR,
} from '@domain/bookings/hold-messages';
import type { HoldVerification } from '@domain/bookings/responses';
import type { HoldVerificationRequest } from '@domain/bookings/schemas';
import { textsAllowedTo } from '@domain/notifications/text-messages';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { registrations } from '../../db/schema/bookings';
import { AppError, badRequest, conflict } from '../../errors';
import { recordAudit } from '../audit-log';
import { queueTextQuery } from '../outbox';
import { hashesMatch, newBookingSecrets, verificationCodeHash } from './holds';
import { forgetNetworkHoldOf } from './network-holds';

/** Counts kept beside the rate limits (http/rate-limits SharedCounters), shared by every instance. */
export interface VerificationCounters {
  /** Wrong codes this (reference, client network) sent in the current hour. */
  wrongCodes: () => Promise<number>;
  addWrongCode: () => Promise<unknown>;
}

const HOUR_MS = 60 * 60 * 1000;

const answerOf = (row: { referenceNumber: string; status: string; paymentDueAt: Date | null }): HoldVerification => ({
  referenceNumber: row.referenceNumber,
  status: row.status,
  holdExpiresAt: null,
  paymentDueAt: row.status === 'pending_payment' ? (row.paymentDueAt?.toISOString() ?? null) : null,
});

const wrongCode = () => badRequest(HOLD_CODE_WRONG_MESSAGE, [{ path: 'code', message: HOLD_CODE_WRONG_MESSAGE }]);

/**
 * POST /api/registrations/verify (DESIGN §8.2, §8.9): the code sent with the booking (by email in the main
 * flow, by text in the older flow) proves the contact, and the visit is no longer released at
 * holdExpiresAt: a `pending_payment` booking is then held until its payment deadline, an older-flow booking
 * for good. The email's button posts the same call, never a GET, since mail scanners follow links.
 *
 * The call is no oracle: an unknown reference and a wrong code get the same 400; only the right code
 * learns anything about the booking (kept, paid, released, cancelled), and it answers a paid booking as it
 * answers an unpaid one. Wrong codes are limited per (reference, client network), so a stranger who knows
 * a reference and tries codes blocks only their own network, never the customer's.
 */
export async function verifyHold(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { request, counters }: { request: HoldVerificationRequest; counters: VerificationCounters },
): Promise<HoldVerification> {
  if ((await counters.wrongCodes()) >= MAX_WRONG_CODES_PER_NETWORK_PER_HOUR) {
    throw new AppError('RATE_LIMITED', HOLD_CODE_ATTEMPTS_MESSAGE);
  }
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx): Promise<HoldVerification | AppError> => {
    const [row] = await tx
      .select({
        id: registrations.id,
        referenceNumber: registrations.referenceNumber,
        status: registrations.status,
        paymentDueAt: registrations.paymentDueAt,
        holdExpiresAt: registrations.holdExpiresAt,
        verificationCodeHash: registrations.verificationCodeHash,
      })
      .from(registrations)
      .where(eq(registrations.referenceNumber, request.referenceNumber))
      .for('update');
    // The hash is computed for a made-up reference too, so both answers take the same time.
    const candidate = verificationCodeHash(row?.id ?? request.referenceNumber, request.code);
    if (!row || !hashesMatch(row.verificationCodeHash, candidate)) return wrongCode();
    if (row.status === 'expired') return conflict(HOLD_EXPIRED_MESSAGE);
    if (!['pending_payment', 'confirmed', 'paid', 'completed'].includes(row.status)) {
      return conflict(HOLD_NOTHING_TO_CONFIRM_MESSAGE);
    }
    // Paid or proven already: nothing is held conditionally any more, and the answer is the same.
    if (row.holdExpiresAt === null) return answerOf(row);
    // The sweep releases it within a minute; the hold has already run out.
    if (row.holdExpiresAt.getTime() <= now.getTime()) return conflict(HOLD_EXPIRED_MESSAGE);
    // The code's hash stays, so the same code entered again gets the same answer.
    await tx
      .update(registrations)
      .set({ holdExpiresAt: null, contactVerifiedAt: now, updatedAt: now })
      .where(eq(registrations.id, row.id));
    await forgetNetworkHoldOf(tx, row.id);
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
    return answerOf(row);
  });
  if (outcome instanceof AppError) {
    if (outcome.code === 'BAD_REQUEST') await counters.addWrongCode();
    throw outcome;
  }
  return outcome;
}

/**
 * POST /api/registrations/verify/resend: a new code for a visit still held conditionally, by text to the
 * booking's mobile (a text reaches the customer at once, and a catch-all mail domain proves nothing). The
 * new code replaces the old one. The answer is the same whether or not the reference is a booking that
 * waits for a code; at most MAX_NEW_CODES_PER_HOUR texts per reference in an hour, counted before the
 * booking is looked for, so the limit says nothing either.
 */
export async function sendNewHoldCode(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  { request, counters }: { request: { referenceNumber: string }; counters: { addNewCode: () => Promise<number> } },
): Promise<void> {
  if ((await counters.addNewCode()) > MAX_NEW_CODES_PER_HOUR) {
    throw new AppError('RATE_LIMITED', HOLD_NEW_CODE_LIMIT_MESSAGE);
  }
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ id: registrations.id, mobileNumber: registrations.mobileNumber })
      .from(registrations)
      .where(
        and(
          eq(registrations.referenceNumber, request.referenceNumber),
          inArray(registrations.status, ['pending_payment', 'confirmed']),
          gt(registrations.holdExpiresAt, now),
        ),
      )
      .for('update');
    // A number texts may not go to gets none (SMS_ALLOWED_COUNTRY_CODES): that customer proves by paying.
    if (!held || !textsAllowedTo(held.mobileNumber, ctx.config.SMS_ALLOWED_COUNTRY_CODES)) return;
    const { verificationCode } = newBookingSecrets();
    await tx
      .update(registrations)
      .set({ verificationCodeHash: verificationCodeHash(held.id, verificationCode), updatedAt: now })
      .where(eq(registrations.id, held.id));
    await queueTextQuery(tx, {
      kind: 'hold-code',
      registrationId: held.id,
      now,
      // One row per code: each new code is a message of its own.
      dedupeKey: `hold-code:${held.id}:${randomUUID()}`,
      linkSecrets: { verificationCode },
    });
  });
}

export const WRONG_CODES_WINDOW_MS = HOUR_MS;
export const NEW_CODES_WINDOW_MS = HOUR_MS;
