import {
  ADMIN_REGISTRATION_NOT_FOUND_MESSAGE,
  BOOKING_DATA_ERASED_MESSAGE,
  PERSON_DATA_ERASED_MESSAGE,
  REVEAL_PARTICIPANT_NOT_FOUND_MESSAGE,
} from '@domain/orders/messages';
import type { RevealedIdentification } from '@domain/orders/schemas';
import { registrationIdSchema } from '@domain/payments/schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { participants, registrations } from '../../db/schema/bookings';
import { conflict, notFound } from '../../errors';
import { type Actor, recordAudit } from '../audit-log';

/**
 * POST /api/admin/registrations/{id}/reveal-identification (DESIGN §8.3): staff see ID numbers masked,
 * and each full one they ask for is answered together with an audit entry naming who asked, for which
 * booking and which person, so that staff can check each other. The entry never holds the number.
 * The booking row is share-locked, so an erasure running at the same time waits for the reveal (or
 * the reveal for it, and then refuses).
 */
export async function revealIdentificationNumber(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { registrationId: string; participantId: number | null; actor: Actor },
): Promise<RevealedIdentification> {
  const { registrationId, participantId } = options;
  if (!registrationIdSchema.safeParse(registrationId).success) throw notFound(ADMIN_REGISTRATION_NOT_FOUND_MESSAGE);
  return ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: registrations.id,
        referenceNumber: registrations.referenceNumber,
        identificationNumber: registrations.identificationNumber,
        erasedAt: registrations.erasedAt,
      })
      .from(registrations)
      .where(eq(registrations.id, registrationId))
      .for('share');
    if (!booking) throw notFound(ADMIN_REGISTRATION_NOT_FOUND_MESSAGE);
    if (booking.erasedAt) throw conflict(BOOKING_DATA_ERASED_MESSAGE);
    let identificationNumber = booking.identificationNumber;
    if (participantId !== null) {
      const [person] = await tx
        .select({ identificationNumber: participants.identificationNumber, erasedAt: participants.erasedAt })
        .from(participants)
        .where(and(eq(participants.id, participantId), eq(participants.registrationId, booking.id)));
      if (!person) throw notFound(REVEAL_PARTICIPANT_NOT_FOUND_MESSAGE);
      if (person.erasedAt) throw conflict(PERSON_DATA_ERASED_MESSAGE);
      identificationNumber = person.identificationNumber;
    }
    await recordAudit(tx, {
      actor: options.actor,
      action: 'reveal-identification',
      entity: 'registration',
      entityId: booking.id,
      // Who was revealed, never what: the audit log holds no personal data.
      changes: { referenceNumber: booking.referenceNumber, participantId },
      now: ctx.now(),
    });
    return { identificationNumber };
  });
}
