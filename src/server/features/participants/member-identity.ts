import { MEMBER_RECHECK_UNAVAILABLE_MESSAGE } from '@domain/participants/messages';
import { type ParticipantUpdateRequest, PRIMARY_PARTICIPANT_ID } from '@domain/participants/schemas';
import { normalizeId } from '@domain/shared/identity';
import type { AppContext } from '../../context';
import { type LockedBooking, primaryPersonOf, requireBooking } from '../bookings';
import { type MemberStatus, verifyMemberForChange } from '../members';
import { assertChangeable } from './change-checks';
import { changedVitalityNo, listRows, type ParticipantRow } from './persons';
import { updatedPrimaryPerson } from './primary-person';

// A change that leaves another person, or the same person with another ID number, date of birth or
// Vitality number, as the primary contact verifies them with the insurer first, outside the
// transaction, and the booking takes their membership (DESIGN §8.2).

/** A change that may verify a new primary contact: it asks the insurer. */
export type ServiceContext = Pick<AppContext, 'db' | 'now' | 'config' | 'insurer' | 'secrets'>;

/** What the insurer is asked about a person: the ID number, date of birth and Vitality number. */
export interface MemberIdentity {
  identificationNumber: string;
  dateOfBirth: string;
  vitalityMembershipNo: string | null;
}

/** The primary contact a change leaves, verified before its transaction, and the insurer's answer. */
export interface VerifiedPrimary {
  identity: MemberIdentity;
  member: MemberStatus;
}

export function memberIdentityOf(person: {
  identificationNumber: string;
  dateOfBirth: string;
  vitalityMembershipNo: string | null;
}): MemberIdentity {
  return {
    identificationNumber: normalizeId(person.identificationNumber),
    dateOfBirth: person.dateOfBirth,
    vitalityMembershipNo: person.vitalityMembershipNo ? normalizeId(person.vitalityMembershipNo) : null,
  };
}

export const sameIdentity = (a: MemberIdentity, b: MemberIdentity) =>
  a.identificationNumber === b.identificationNumber &&
  a.dateOfBirth === b.dateOfBirth &&
  a.vitalityMembershipNo === b.vitalityMembershipNo;

/**
 * DESIGN §8.2, a member price never survives a change of the member: when the change would leave a
 * different primary contact (`predict` says who, from the booking as it is now; null: the primary
 * stays, or the change will be refused anyway), that person is verified with the insurer, outside any
 * transaction. A change refused for the booking's state asks no one and counts no verification.
 * Refused with 429 past the ID number's verifications for the hour, and with 503 when the insurer
 * cannot answer: the booking never keeps a member price nobody verified.
 */
export async function verifyNewPrimary(
  ctx: ServiceContext,
  {
    registrationId,
    predict,
  }: { registrationId: string; predict: (booking: LockedBooking, rows: ParticipantRow[]) => MemberIdentity | null },
): Promise<VerifiedPrimary | null> {
  const booking = await requireBooking(ctx.db, registrationId);
  const identity = predict(booking, await listRows(ctx.db, booking.id));
  if (!identity || sameIdentity(identity, memberIdentityOf(primaryPersonOf(booking)))) return null;
  await assertChangeable(ctx.db, booking, { cutoffHours: ctx.config.CHANGE_CUTOFF_HOURS, now: ctx.now() });
  const member = await verifyMemberForChange({
    ctx,
    identificationNumber: identity.identificationNumber,
    dateOfBirth: identity.dateOfBirth,
    ...(identity.vitalityMembershipNo ? { vitalityMembershipNo: identity.vitalityMembershipNo } : {}),
    unavailableMessage: MEMBER_RECHECK_UNAVAILABLE_MESSAGE,
  });
  return { identity, member };
}

/**
 * The primary contact an update leaves, when it may be a new one: the primary with a changed ID number,
 * date of birth or Vitality number, or a participant made primary (with their changes). Null when the
 * update will be refused for what it asks (checked again in the transaction).
 */
function primaryAfterUpdate(
  participantId: number,
  request: ParticipantUpdateRequest,
  booking: LockedBooking,
  rows: ParticipantRow[],
): MemberIdentity | null {
  if (participantId === PRIMARY_PARTICIPANT_ID) {
    if (request.isPrimary === false || request.email === null || request.mobileNumber === null) return null;
    return memberIdentityOf(updatedPrimaryPerson(primaryPersonOf(booking), request));
  }
  const row = rows.find((candidate) => candidate.id === participantId);
  if (!row || !request.isPrimary) return null;
  const email = request.email === undefined ? row.email : request.email;
  const mobileNumber = request.mobileNumber === undefined ? row.mobileNumber : request.mobileNumber;
  if (!email || !mobileNumber) return null;
  return memberIdentityOf({
    identificationNumber: request.identificationNumber ?? row.identificationNumber,
    dateOfBirth: request.dateOfBirth ?? row.dateOfBirth ?? '',
    vitalityMembershipNo: changedVitalityNo(request.vitalityMembershipNo, row.vitalityMembershipNo),
  });
}

/** An update of participant `participantId` verifies the primary contact it leaves, when that may be a new one. */
export async function verifyPrimaryAfterUpdate(
  ctx: ServiceContext,
  { participantId, request }: { participantId: number; request: ParticipantUpdateRequest },
): Promise<VerifiedPrimary | null> {
  // Only these can leave another primary contact; any other change keeps the booking's membership.
  const mayChangePrimary =
    request.isPrimary === true ||
    (participantId === PRIMARY_PARTICIPANT_ID &&
      (request.identificationNumber !== undefined ||
        request.dateOfBirth !== undefined ||
        request.vitalityMembershipNo !== undefined));
  if (!mayChangePrimary) return null;
  return verifyNewPrimary(ctx, {
    registrationId: request.registrationId,
    predict: (booking, rows) => primaryAfterUpdate(participantId, request, booking, rows),
  });
}
