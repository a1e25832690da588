import type { AdminRegistrationStatusResult } from '../../../domain/admin-schemas';
import type { AppContext } from '../../context';
import { cancelRegistration, findAdminRegistration, setVisitOutcome } from './admin';
import { claimRefunds, refundClaims } from './cancellation';

// ---- orders ------------------------------------------------------------------

/**
 * PATCH /api/admin/registrations/{id}: `cancelled` gives the capacity and code back (once), `completed`
 * and `no_show` record the visit's outcome. Answers the booking as it is now.
 */
export async function changeRegistrationStatus(
  ctx: Pick<AppContext, 'db' | 'now' | 'payments'>,
  options: { registrationId: string; status: 'completed' | 'no_show' | 'cancelled'; actor: string },
): Promise<AdminRegistrationStatusResult> {
  const now = ctx.now();
  const { registrationId, status, actor } = options;
  const changed = await ctx.db.transaction(async (tx) => {
    if (status !== 'cancelled') {
      await setVisitOutcome(tx, { registrationId, status, actor, now });
      return { refundDue: null, refunds: [] };
    }
    const { refundDue } = await cancelRegistration(tx, { registrationId, actor, now });
    // The money owed is claimed with the cancellation; the gateway is asked after the commit.
    return { refundDue, refunds: await claimRefunds(tx, registrationId) };
  });
  const refund = await refundClaims(ctx, changed.refunds, actor);
  return { registration: await findAdminRegistration(ctx.db, registrationId), refundDue: changed.refundDue, refund };
}
