import {
  PARTNER_CODE_FORMAT_MESSAGE,
  PARTNER_CODE_USED_MESSAGE,
  PARTNER_LOOKUP_FAILED_MESSAGE,
  PARTNER_NOT_FOUND_MESSAGE,
} from '@domain/bookings/messages';
import { isPartnerCode } from '@domain/payments/schemas';
import { eq } from 'drizzle-orm';
import { type PartnerBooking, PartnerUnavailableError } from '../../adapters/partner';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { partnerReferrals } from '../../db/schema/partner';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { isPartnerCodeBooked, type PartnerPrepayment, type PartnerSteps } from '../bookings';

async function findAtPartner(ctx: AppContext, code: string): Promise<PartnerBooking> {
  if (!isPartnerCode(code)) throw badRequest(PARTNER_CODE_FORMAT_MESSAGE);
  let booking: PartnerBooking | null;
  try {
    booking = await ctx.partner.findBooking(code);
  } catch (error) {
    if (error instanceof PartnerUnavailableError)
      throw new AppError('UPSTREAM_UNAVAILABLE', PARTNER_LOOKUP_FAILED_MESSAGE);
    throw error;
  }
  if (!booking) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
  return booking;
}

/**
 * GET /api/wc/{code}: the partner's booking, so the wizard can fill in the details and pick the
 * package. A code that already booked a visit is refused here, before anyone types anything.
 */
export async function lookupPartnerBooking(ctx: AppContext, { code }: { code: string }): Promise<PartnerBooking> {
  const booking = await findAtPartner(ctx, code);
  if (await isPartnerCodeBooked(ctx.db, code)) throw conflict(PARTNER_CODE_USED_MESSAGE);
  return booking;
}

/**
 * POST /api/wc/create-registration: records the referral (what the partner said was bought and paid)
 * and returns its id, which the page keeps as `referenceId`. Repeating it updates the same record.
 */
export async function recordPartnerReferral(ctx: AppContext, { code }: { code: string }): Promise<{ id: number }> {
  const booking = await lookupPartnerBooking(ctx, { code });
  const now = ctx.now();
  const values = {
    packageName: booking.packageInfo.name,
    systemPackageName: booking.packageInfo.systemPackageName,
    paidAmount: booking.packageInfo.amount,
    isPaid: booking.packageInfo.isPaid,
    updatedAt: now,
  };
  const [row] = await ctx.db
    .insert(partnerReferrals)
    .values({ bookingCode: code, ...values, createdAt: now })
    .onConflictDoUpdate({ target: partnerReferrals.bookingCode, set: values })
    .returning({ id: partnerReferrals.id });
  return { id: row!.id };
}

/**
 * The amount paid at the partner for a booking that carries its code: always the partner's own record,
 * never the request's (DESIGN §4 Partner flow). Asked before the booking transaction (a network call).
 */
export async function findPartnerPrepayment(ctx: AppContext, { code }: { code: string }): Promise<PartnerPrepayment> {
  const booking = await findAtPartner(ctx, code);
  return { code, paidAmount: booking.packageInfo.amount, isPaid: booking.packageInfo.isPaid };
}

/** Links the referral to the booking it became, inside the booking transaction. */
function linkReferralQuery(db: Executor, options: { code: string; registrationId: string; now: Date }) {
  return db
    .update(partnerReferrals)
    .set({ registrationId: options.registrationId, updatedAt: options.now })
    .where(eq(partnerReferrals.bookingCode, options.code))
    .returning();
}

/** What a booking with a partner code asks of the partner, handed to bookings' routes by app.ts. */
export const bookingPartnerSteps = (ctx: AppContext): PartnerSteps => ({
  findPrepayment: (code) => findPartnerPrepayment(ctx, { code }),
  linkQuery: linkReferralQuery,
});
