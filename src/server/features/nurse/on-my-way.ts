import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { sendOnMyWay } from '../run-sheet';

/** The minutes to arrival "On my way" gives when the nurse does not say. */
export const DEFAULT_ON_MY_WAY_MINUTES = 15;

/**
 * "On my way" from the nurse's phone sends the customer the run sheet's text (DESIGN §8.5), once per
 * press. A press queued offline that arrives after the arrival time it announced is kept in the visit
 * log but not texted: "arriving in 15 minutes" an hour late would mislead. Where the customer takes no
 * texts (or the visit is not today) the press still counts; only the text is not sent.
 */
export async function sendOnMyWayText(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  press: { referenceNumber: string; pressedAt: Date; minutes?: number; actor: string },
): Promise<boolean> {
  const minutes = press.minutes ?? DEFAULT_ON_MY_WAY_MINUTES;
  if (ctx.now().getTime() - press.pressedAt.getTime() > minutes * 60_000) return false;
  try {
    await sendOnMyWay(ctx, { referenceNumber: press.referenceNumber, minutes, actor: press.actor });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) return false;
    throw error;
  }
}
