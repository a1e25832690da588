import type { AdminRegistrationStatusResult } from '@domain/orders/schemas';
import type { AppContext } from '../../context';
import { type CancellationRefunds, cancelBooking, setVisitOutcome } from '../bookings';
import { freedVisitOffers } from '../waitlist-offers';
import { findAdminRegistration } from './queries';

/**
 * PATCH /api/admin/registrations/{id}: `cancelled` cancels the booking as the customer's page does
 * (capacity and code given back once, card payments refunded), `completed` and `no_show` record the
 * visit's outcome. Answers the booking as it is now.
 */
export async function changeRegistrationStatus<Claim>(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  options: {
    registrationId: string;
    status: 'completed' | 'no_show' | 'cancelled';
    actor: string;
    refunds: CancellationRefunds<Claim>;
  },
): Promise<AdminRegistrationStatusResult> {
  const { registrationId, status, actor } = options;
  if (status === 'cancelled') {
    const cancelled = await cancelBooking(ctx, {
      registrationId,
      actor,
      by: 'staff',
      refunds: options.refunds,
      freedVisits: freedVisitOffers,
    });
    return {
      registration: await findAdminRegistration(ctx.db, registrationId),
      refundDue: cancelled.refundDue,
      refund: cancelled.refund,
    };
  }
  const now = ctx.now();
  await ctx.db.transaction((tx) => setVisitOutcome(tx, { registrationId, status, actor, now }));
  return {
    registration: await findAdminRegistration(ctx.db, registrationId),
    refundDue: null,
    refund: { status: 'none', amount: null },
  };
}
