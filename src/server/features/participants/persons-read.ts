import {
  MAX_PARTICIPANTS,
  type ParticipantChangeResult,
  type ParticipantList,
  type ParticipantView,
  PRIMARY_PARTICIPANT_ID,
} from '@domain/participants/schemas';
import { maskIdentificationNumber, maskMobileNumber } from '@domain/shared/identity';
import { centsToAmount, toCents } from '@domain/shared/money';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { type LockedBooking, primaryPersonOf, requireBooking } from '../bookings';
import { findPackageNames } from '../events';
import { listRows, type ParticipantRow, participantGender, primaryPrices } from './persons';

// A booking's persons as the participants page shows them (spec 000 §7): the list, and the answer of
// every change.

async function buildViews(db: Executor, booking: LockedBooking, rows: ParticipantRow[]): Promise<ParticipantList> {
  const names = await findPackageNames(db, [booking.packageId, ...rows.map((row) => row.packageId)]);
  const primary = primaryPrices(booking, rows);
  const flags = { isAiaMember: booking.isAiaMember, isVitalityMember: booking.isVitalityMember };
  const view = (person: {
    id: number;
    firstName: string;
    lastName: string;
    identificationNumber: string;
    gender: string;
    packageId: number;
    unitPrice: string;
    originalPrice: string;
    isPrimary: boolean;
    email: string | null;
    mobileNumber: string | null;
    createdAt: Date;
    updatedAt: Date;
  }): ParticipantView => ({
    id: person.id,
    registrationId: booking.id,
    firstName: person.firstName,
    lastName: person.lastName,
    identificationNumber: maskIdentificationNumber(person.identificationNumber),
    gender: participantGender(person.gender),
    packageId: person.packageId,
    packageName: names.get(person.packageId) ?? '',
    packagePrice: person.unitPrice,
    originalPrice: person.originalPrice,
    discountAmount: centsToAmount(toCents(person.originalPrice) - toCents(person.unitPrice)),
    isPrimary: person.isPrimary,
    ...flags,
    email: person.email,
    mobileNumber: person.mobileNumber ? maskMobileNumber(person.mobileNumber) : null,
    createdAt: person.createdAt.toISOString(),
    updatedAt: person.updatedAt.toISOString(),
  });
  return [
    view({
      ...primaryPersonOf(booking),
      id: PRIMARY_PARTICIPANT_ID,
      ...primary,
      isPrimary: true,
      createdAt: booking.createdAt,
      updatedAt: booking.updatedAt,
    }),
    ...rows.map((row) =>
      view({
        ...row,
        unitPrice: row.packagePrice,
        isPrimary: false,
      }),
    ),
  ];
}

/** GET /api/participants/registration/{registrationId}: every person of the booking, the primary contact first. */
export async function listParticipants(
  ctx: Pick<AppContext, 'db'>,
  options: { registrationId: string },
): Promise<ParticipantList> {
  const booking = await requireBooking(ctx.db, options.registrationId);
  return buildViews(ctx.db, booking, await listRows(ctx.db, booking.id));
}

/** What every change answers: the person changed, every person and the booking's stored amounts. */
export async function changeResult(
  tx: Executor,
  registrationId: string,
  options: { participantId: number | null; codeDiscountRemoved: boolean },
): Promise<ParticipantChangeResult> {
  const final = await requireBooking(tx, registrationId);
  const views = await buildViews(tx, final, await listRows(tx, registrationId));
  return {
    participant:
      options.participantId === null ? null : (views.find((view) => view.id === options.participantId) ?? null),
    participants: views,
    booking: {
      id: final.id,
      status: final.status,
      personCount: final.personCount,
      maxPersons: MAX_PARTICIPANTS,
      subtotal: final.subtotalAmount,
      volumeDiscount: final.volumeDiscountAmount,
      discountAmount: final.discountAmount,
      gst: final.gstAmount,
      totalAmount: final.totalAmount,
      partnerPaid: final.totalPaidInApp,
      amountDue: final.amountDue,
      hasDiscountCode: final.discountCodeId !== null,
    },
    codeDiscountRemoved: options.codeDiscountRemoved,
  };
}
