import { REGISTRATION_CLOSED_MESSAGE } from '@domain/orders/messages';
import {
  type ParticipantChangeResult,
  type ParticipantUpdateRequest,
  PRIMARY_PARTICIPANT_ID,
} from '@domain/participants/schemas';
import type { AppContext } from '../../context';
import { conflict } from '../../errors';
import { recordAudit } from '../audit-log';
import { primaryPersonOf, requireBooking, SELF_SERVICE_STATUSES, savePrimaryPerson } from '../bookings';
import { assertBeforeCutoff } from './change-checks';
import { changeResult } from './persons-read';
import { assertPrimaryContactDetails, updatedPrimaryPerson } from './primary-person';

/** An update of the primary contact that names only their email and mobile number (nothing priced). */
export function isContactOnlyChange(participantId: number, request: ParticipantUpdateRequest): boolean {
  if (participantId !== PRIMARY_PARTICIPANT_ID) return false;
  const given = Object.entries(request).filter(([key, value]) => key !== 'registrationId' && value !== undefined);
  return given.length > 0 && given.every(([key]) => key === 'email' || key === 'mobileNumber');
}

/**
 * The primary contact's email and mobile number alone. They change no person, price or membership, so
 * a paid booking may change them too (the clinic needs to reach the customer whoever paid), while the
 * booking is live and before the cut-off; the booking is not re-priced. The old and new addresses and
 * the old number hear of it (savePrimaryPerson).
 */
export async function changePrimaryContact(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  request: ParticipantUpdateRequest,
): Promise<ParticipantChangeResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const booking = await requireBooking(tx, request.registrationId, { forUpdate: true });
    if (!SELF_SERVICE_STATUSES.includes(booking.status)) throw conflict(REGISTRATION_CLOSED_MESSAGE);
    await assertBeforeCutoff(tx, booking, { cutoffHours: ctx.config.CHANGE_CUTOFF_HOURS, now });
    assertPrimaryContactDetails(request);
    await savePrimaryPerson(tx, {
      id: booking.id,
      // Only the email and the mobile number are given (isContactOnlyChange): the rest stays.
      person: updatedPrimaryPerson(primaryPersonOf(booking), request),
      now,
      textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
    });
    await recordAudit(tx, {
      actor: 'customer',
      action: 'contact_change',
      entity: 'registration',
      entityId: booking.id,
      // Which details changed, never the details themselves.
      changes: {
        referenceNumber: booking.referenceNumber,
        email: request.email !== undefined && request.email !== booking.email,
        mobileNumber: request.mobileNumber !== undefined && request.mobileNumber !== booking.mobileNumber,
      },
      now,
    });
    return changeResult(tx, booking.id, { participantId: PRIMARY_PARTICIPANT_ID, codeDiscountRemoved: false });
  });
}
