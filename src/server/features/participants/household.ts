import { LAST_PERSON_MESSAGE, PRIMARY_REMOVAL_MESSAGE, PRIMARY_REQUIRED_MESSAGE } from '@domain/participants/messages';
import {
  type ParticipantChangeResult,
  type ParticipantCreateRequest,
  type ParticipantUpdateRequest,
  PRIMARY_PARTICIPANT_ID,
} from '@domain/participants/schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { participants } from '../../db/schema/bookings';
import { conflict } from '../../errors';
import { primaryPersonOf, savePrimaryPerson } from '../bookings';
import { parseParticipantId, requireRow } from './change-checks';
import { changeParticipants } from './change-transaction';
import { changePrimaryContact, isContactOnlyChange } from './contact-change';
import { memberIdentityOf, type ServiceContext, verifyNewPrimary, verifyPrimaryAfterUpdate } from './member-identity';
import { rowPrices } from './persons';
import { assertPrimaryContactDetails, swapPrimary, updatedPrimaryPerson } from './primary-person';

// The participants page's changes (spec 000 §7): a person added, changed or removed, each in the one
// transaction of changeParticipants, which re-prices the booking and moves the slot's capacity.

/** POST /api/participants. A person added as the primary contact is verified first (verifyNewPrimary). */
export async function addParticipant(
  ctx: ServiceContext,
  request: ParticipantCreateRequest,
): Promise<ParticipantChangeResult> {
  const verified = request.isPrimary
    ? await verifyNewPrimary(ctx, {
        registrationId: request.registrationId,
        predict: () => memberIdentityOf({ ...request, vitalityMembershipNo: request.vitalityMembershipNo || null }),
      })
    : null;
  return changeParticipants({ ctx, registrationId: request.registrationId, verified }, async (tx, state) => {
    const priced = state.priceOf(request.packageId);
    const [row] = await tx
      .insert(participants)
      .values({
        registrationId: state.booking.id,
        firstName: request.firstName,
        lastName: request.lastName,
        gender: request.gender,
        identificationNumber: request.identificationNumber,
        dateOfBirth: request.dateOfBirth,
        mobileNumber: request.mobileNumber,
        email: request.email,
        medicalConditions: request.medicalConditions || null,
        vitalityMembershipNo: request.vitalityMembershipNo || null,
        packageId: priced.packageId,
        packagePrice: priced.unitPrice,
        originalPrice: priced.originalPrice,
        createdAt: state.now,
        updatedAt: state.now,
      })
      .returning();
    if (!request.isPrimary) {
      return { action: 'participant_add', participantId: row!.id, personsDelta: 1 };
    }
    // Added as the primary contact: the new person goes onto the booking, the previous primary into the row.
    const prices = await swapPrimary(tx, {
      booking: state.booking,
      row: row!,
      priced,
      primary: state.primary,
      now: state.now,
      textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
    });
    return { action: 'participant_add', participantId: PRIMARY_PARTICIPANT_ID, personsDelta: 1, prices };
  });
}

/**
 * PUT /api/participants/{id}: the fields given change; `isPrimary: true` makes the person the primary
 * contact. A new primary contact, or new identity details of the primary, are verified first
 * (verifyPrimaryAfterUpdate).
 */
export async function updateParticipant(
  ctx: ServiceContext,
  options: { id: string; request: ParticipantUpdateRequest },
): Promise<ParticipantChangeResult> {
  const { request } = options;
  const participantId = parseParticipantId(options.id);
  if (isContactOnlyChange(participantId, request)) return changePrimaryContact(ctx, request);
  const verified = await verifyPrimaryAfterUpdate(ctx, { participantId, request });
  return changeParticipants({ ctx, registrationId: request.registrationId, verified }, async (tx, state) => {
    const packageChanged = (current: number) => request.packageId !== undefined && request.packageId !== current;

    if (participantId === PRIMARY_PARTICIPANT_ID) {
      if (request.isPrimary === false) throw conflict(PRIMARY_REQUIRED_MESSAGE);
      const person = primaryPersonOf(state.booking);
      assertPrimaryContactDetails(request);
      await savePrimaryPerson(tx, {
        id: state.booking.id,
        person: updatedPrimaryPerson(person, request),
        now: state.now,
        textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
      });
      return {
        action: 'participant_update',
        participantId: PRIMARY_PARTICIPANT_ID,
        personsDelta: 0,
        prices: packageChanged(person.packageId) ? { primary: state.priceOf(request.packageId!) } : undefined,
      };
    }

    const current = requireRow(state.rows, participantId);
    const priced = packageChanged(current.packageId) ? state.priceOf(request.packageId!) : rowPrices(current);
    const [updated] = await tx
      .update(participants)
      .set({
        ...(request.firstName !== undefined ? { firstName: request.firstName } : {}),
        ...(request.lastName !== undefined ? { lastName: request.lastName } : {}),
        ...(request.gender !== undefined ? { gender: request.gender } : {}),
        ...(request.identificationNumber !== undefined ? { identificationNumber: request.identificationNumber } : {}),
        ...(request.dateOfBirth !== undefined ? { dateOfBirth: request.dateOfBirth } : {}),
        ...(request.mobileNumber !== undefined ? { mobileNumber: request.mobileNumber } : {}),
        ...(request.email !== undefined ? { email: request.email } : {}),
        ...(request.medicalConditions !== undefined ? { medicalConditions: request.medicalConditions || null } : {}),
        ...(request.vitalityMembershipNo !== undefined
          ? { vitalityMembershipNo: request.vitalityMembershipNo || null }
          : {}),
        packageId: priced.packageId,
        packagePrice: priced.unitPrice,
        originalPrice: priced.originalPrice,
        updatedAt: state.now,
      })
      .where(and(eq(participants.id, current.id), eq(participants.registrationId, state.booking.id)))
      .returning();
    if (!request.isPrimary) {
      return {
        action: 'participant_update',
        participantId: current.id,
        personsDelta: 0,
        prices: { rows: new Map([[current.id, priced]]) },
      };
    }
    // Making another primary unsets the previous (spec 000 §4): they change places.
    const prices = await swapPrimary(tx, {
      booking: state.booking,
      row: updated!,
      priced,
      primary: state.primary,
      now: state.now,
      textCountryCodes: ctx.config.SMS_ALLOWED_COUNTRY_CODES,
    });
    return { action: 'primary_change', participantId: PRIMARY_PARTICIPANT_ID, personsDelta: 0, prices };
  });
}

/** DELETE /api/participants/{id}?registrationId=…. */
export async function removeParticipant(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  options: { id: string; registrationId: string },
): Promise<ParticipantChangeResult> {
  const participantId = parseParticipantId(options.id);
  return changeParticipants({ ctx, registrationId: options.registrationId }, async (tx, state) => {
    if (participantId === PRIMARY_PARTICIPANT_ID) {
      // Spec 000 §4: the primary cannot be removed while others exist; alone, they are the booking.
      throw conflict(state.rows.length > 0 ? PRIMARY_REMOVAL_MESSAGE : LAST_PERSON_MESSAGE);
    }
    const row = requireRow(state.rows, participantId);
    await tx
      .delete(participants)
      .where(and(eq(participants.id, row.id), eq(participants.registrationId, state.booking.id)));
    return { action: 'participant_remove', participantId: null, personsDelta: -1 };
  });
}
