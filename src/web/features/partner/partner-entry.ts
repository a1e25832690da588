import {
  PARTNER_CODE_FORMAT_MESSAGE,
  PARTNER_CODE_MISSING_MESSAGE,
  PARTNER_LOOKUP_FAILED_MESSAGE,
} from '@domain/bookings/messages';
import { isPartnerCode } from '@domain/payments/schemas';
import { serverMessage } from '@/lib/api';
import { createPartnerReferral, fetchPartnerBooking } from './api';
import { CREATE_REGISTRATION_FAILED_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './messages';
import { type StoredPartnerData, toStoredPartnerData } from './storage';

/** A refusal the entry page shows as it is. */
export class PartnerEntryError extends Error {
  override name = 'PartnerEntryError';
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
    throw new PartnerEntryError(serverMessage(error, CREATE_REGISTRATION_FAILED_MESSAGE));
  }

  if (!booking?.packageInfo || !booking.address || !Number.isInteger(referral?.id)) {
    throw new PartnerEntryError(UNEXPECTED_ERROR_MESSAGE);
  }
  return toStoredPartnerData(booking, referral.id);
}

/** The text the error card shows for whatever stopped the entry. */
export function partnerEntryFailureMessage(error: unknown): string {
  return error instanceof PartnerEntryError ? error.message : UNEXPECTED_ERROR_MESSAGE;
}
