import {
  PARTNER_CODE_FORMAT_MESSAGE,
  PARTNER_CODE_MISSING_MESSAGE,
  PARTNER_LOOKUP_FAILED_MESSAGE,
} from '@domain/bookings/messages';
import { isPartnerCode } from '@domain/payments/schemas';
import i18next from 'i18next';
import { serverMessage } from '@/lib/api';
import { createPartnerReferral, fetchPartnerBooking } from './api';
import { type StoredPartnerData, toStoredPartnerData } from './storage';

/** The page's own fallbacks (spec 001 §8), in the catalogue as events:partner.<key>. */
type OwnFailure = 'createFailed' | 'unexpected';

/**
 * A refusal the entry page shows: the server's or the domain's message as it is (shown in the page's
 * language), or one of the page's own fallbacks, named by its key so that it follows the language.
 */
export class PartnerEntryError extends Error {
  override name = 'PartnerEntryError';
  constructor(
    message: string,
    readonly ownFailure?: OwnFailure,
  ) {
    super(message);
  }
}

const ownFailureText = (key: OwnFailure) => i18next.t(`events:partner.${key}`);

/** The page's own fallback, unless the server said why. */
function failureOf(error: unknown, fallback: OwnFailure): PartnerEntryError {
  const said = serverMessage(error, '');
  return said ? new PartnerEntryError(said) : new PartnerEntryError(ownFailureText(fallback), fallback);
}

export interface PartnerEntryCalls {
  fetchBooking: typeof fetchPartnerBooking;
  createReferral: typeof createPartnerReferral;
}

const serverCalls: PartnerEntryCalls = { fetchBooking: fetchPartnerBooking, createReferral: createPartnerReferral };

/**
 * /wc/{code} (spec 001 §2, §5, §8): checks the code's form without asking anyone, fetches the partner's
 * booking, records the referral, and returns the data the wizard fills in. The server's refusals
 * (format, not found, already used, partner unreachable) are shown in its own words; a lost
 * connection gets the spec's fallback for the step that failed.
 */
export async function enterWithPartnerCode(
  code: string | undefined,
  calls: PartnerEntryCalls = serverCalls,
): Promise<StoredPartnerData> {
  if (!code) throw new PartnerEntryError(PARTNER_CODE_MISSING_MESSAGE);
  if (!isPartnerCode(code)) throw new PartnerEntryError(PARTNER_CODE_FORMAT_MESSAGE);

  let booking: Awaited<ReturnType<PartnerEntryCalls['fetchBooking']>>;
  try {
    booking = await calls.fetchBooking(code);
  } catch (error) {
    throw new PartnerEntryError(serverMessage(error, PARTNER_LOOKUP_FAILED_MESSAGE));
  }

  let referral: Awaited<ReturnType<PartnerEntryCalls['createReferral']>>;
  try {
    referral = await calls.createReferral(code);
  } catch (error) {
    throw failureOf(error, 'createFailed');
  }

  if (!booking?.packageInfo || !booking.address || !Number.isInteger(referral?.id)) {
    throw new PartnerEntryError(ownFailureText('unexpected'), 'unexpected');
  }
  return toStoredPartnerData(booking, referral.id);
}

/**
 * The text the error card shows for whatever stopped the entry: the page's own in the page's language
 * (read while the card renders), the server's or the domain's as it came (the card shows it through
 * useMessageText).
 */
export function partnerEntryFailureMessage(error: unknown): string {
  if (!(error instanceof PartnerEntryError)) return ownFailureText('unexpected');
  return error.ownFailure ? ownFailureText(error.ownFailure) : error.message;
}
