import { MAX_PERSONS_MESSAGE } from '@domain/bookings/messages';
import { PARTICIPANT_SLOT_FULL_MESSAGE, PRIMARY_CHANGED_MEANWHILE_MESSAGE } from '@domain/participants/messages';
import { MAX_PARTICIPANTS, type ParticipantChangeResult } from '@domain/participants/schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { conflict } from '../../errors';
import { recordAudit } from '../audit-log';
import { type LockedBooking, primaryPersonOf, requireBooking, saveBookingMembership } from '../bookings';
import { releaseSlotPersons, takeSlotPersons } from '../timeslots';
import { assertChangeable, assertDistinctIds } from './change-checks';
import { memberIdentityOf, sameIdentity, type VerifiedPrimary } from './member-identity';
import {
  type ChangedPrices,
  isMemberBooking,
  listRows,
  type ParticipantRow,
  type PricedPerson,
  primaryPrices,
  rowPrices,
} from './persons';
import { changeResult } from './persons-read';
import { catalogueLookup, repriceBooking } from './repricing';

// Every change of a booking's persons runs in one transaction that locks the booking, re-prices all
// its persons with priceBooking, stores the new amounts and moves the slot's capacity with a
// conditional UPDATE.

interface ChangeContext {
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>;
  registrationId: string;
  /** The membership verified for the primary contact the change leaves, when that is a new one. */
  verified?: VerifiedPrimary | null;
}

/** What a change sees of the booking, locked, before it writes. */
export interface ChangeState {
  booking: LockedBooking;
  rows: ParticipantRow[];
  primary: PricedPerson;
  priceOf: (packageId: number) => PricedPerson;
  now: Date;
}

/** What a change did: the audit's action, the person it answers with, the persons more or fewer. */
export interface ChangeOutcome {
  action: string;
  participantId: number | null;
  personsDelta: number;
  /** Persons whose prices changed: participant id → prices; the primary's prices. */
  prices?: ChangedPrices;
}

/**
 * Runs one change in one transaction: locks the booking, checks it may change, lets `change` write
 * the persons, re-prices and answers with every person and the stored amounts.
 */
export async function changeParticipants(
  { ctx, registrationId, verified = null }: ChangeContext,
  change: (tx: Executor, state: ChangeState) => Promise<ChangeOutcome>,
): Promise<ParticipantChangeResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const booking = await requireBooking(tx, registrationId, { forUpdate: true });
    await assertChangeable(tx, booking, { cutoffHours: ctx.config.CHANGE_CUTOFF_HOURS, now });
    const rowsBefore = await listRows(tx, booking.id);
    const primaryBefore = primaryPrices(booking, rowsBefore);
    const { priceOf, memberPriceOf } = await catalogueLookup(tx, booking);
    const outcome = await change(tx, { booking, rows: rowsBefore, primary: primaryBefore, priceOf, now });

    // Rule 2: a person more takes room in the home visit with the conditional UPDATE; one fewer gives it back.
    if (outcome.personsDelta > 0) {
      if (booking.personCount + outcome.personsDelta > MAX_PARTICIPANTS) throw conflict(MAX_PERSONS_MESSAGE);
      const hasRoom = await takeSlotPersons(tx, { timeslotId: booking.timeslotId, persons: outcome.personsDelta });
      if (!hasRoom) throw conflict(PARTICIPANT_SLOT_FULL_MESSAGE);
    } else if (outcome.personsDelta < 0) {
      await releaseSlotPersons(tx, { timeslotId: booking.timeslotId, persons: -outcome.personsDelta });
    }

    let after = await requireBooking(tx, booking.id);
    // The primary contact the change leaves is another member, or none: the booking takes the
    // membership verified for them before the transaction, or is refused if that was someone else.
    const membershipChanged = !sameIdentity(
      memberIdentityOf(primaryPersonOf(booking)),
      memberIdentityOf(primaryPersonOf(after)),
    );
    if (membershipChanged) {
      if (!verified || !sameIdentity(verified.identity, memberIdentityOf(primaryPersonOf(after)))) {
        throw conflict(PRIMARY_CHANGED_MEANWHILE_MESSAGE);
      }
      await saveBookingMembership(tx, { id: booking.id, member: verified.member, now });
      after = await requireBooking(tx, booking.id);
    }
    const rowsAfter = await listRows(tx, booking.id);
    assertDistinctIds([after.identificationNumber, ...rowsAfter.map((row) => row.identificationNumber)]);
    const primary = outcome.prices?.primary ?? primaryBefore;
    const { price, codeDiscountRemoved } = await repriceBooking(
      tx,
      after,
      {
        primary,
        rows: rowsAfter.map((row) => ({ id: row.id, priced: outcome.prices?.rows?.get(row.id) ?? rowPrices(row) })),
      },
      { now, wasMember: isMemberBooking(booking), memberPriceOf },
    );
    await recordAudit(tx, {
      actor: 'customer',
      action: outcome.action,
      entity: 'registration',
      entityId: booking.id,
      // Figures only: the audit trail carries no personal data.
      changes: {
        referenceNumber: booking.referenceNumber,
        participantId: outcome.participantId,
        before: { personCount: booking.personCount, totalAmount: booking.totalAmount, amountDue: booking.amountDue },
        after: { personCount: price.personCount, totalAmount: price.total, amountDue: price.amountDue },
        ...(codeDiscountRemoved ? { codeDiscountRemoved, discountIdentifierId: booking.discountCodeId } : {}),
        ...(membershipChanged
          ? {
              membership: {
                before: { isAiaMember: booking.isAiaMember, isVitalityMember: booking.isVitalityMember },
                after: { isAiaMember: after.isAiaMember, isVitalityMember: after.isVitalityMember },
              },
            }
          : {}),
      },
      now: now,
    });

    return changeResult(tx, booking.id, { participantId: outcome.participantId, codeDiscountRemoved });
  });
}
