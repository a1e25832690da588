import { maskIdentificationNumber } from '@domain/shared/identity';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { findRegistrationPaidAt } from '../audit-log';
import { readBookingDetails } from '../bookings';
import type { ReceiptData } from '../documents';

const registrationIdSchema = z.uuid();

/**
 * A booking's receipt data by its random id (rule 7); null for a malformed or unknown id, so that the
 * caller answers both with the same 404. The event, packages and slot are read through their features.
 * Its callers are the emails to the address on file and the receipt route, which has checked the
 * booking's token or a staff session (DESIGN §8.9), so the visit's address is part of it.
 */
export async function findReceiptData(db: Executor, id: string): Promise<ReceiptData | null> {
  if (!registrationIdSchema.safeParse(id).success) return null;
  const [registration] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (!registration) return null;

  const [{ household, event, slot, packageName, mainPackagePrice }, paidAt] = await Promise.all([
    readBookingDetails(db, registration),
    findPaidAt(db, registration),
  ]);

  return {
    id: registration.id,
    referenceNumber: registration.referenceNumber,
    status: registration.status,
    firstName: registration.firstName,
    lastName: registration.lastName,
    email: registration.email,
    identificationNumber: maskIdentificationNumber(registration.identificationNumber),
    isMember: registration.isAiaMember || registration.isVitalityMember,
    eventName: event.name,
    visitDate: slot.date,
    visitTime: slot.time,
    location: event.location,
    visitAddress: {
      unitNumber: registration.unitNumber,
      address: registration.address,
      postalCode: registration.postalCode,
    },
    persons: [
      {
        firstName: registration.firstName,
        lastName: registration.lastName,
        packageName: packageName(registration.packageId),
        unitPrice: mainPackagePrice,
      },
      ...household.map((person) => ({
        firstName: person.firstName,
        lastName: person.lastName,
        packageName: packageName(person.packageId),
        unitPrice: person.packagePrice,
      })),
    ],
    subtotal: registration.subtotalAmount,
    volumeDiscount: registration.volumeDiscountAmount,
    discountAmount: registration.discountAmount,
    cardDiscountAmount: registration.cardDiscountAmount,
    gst: registration.gstAmount,
    totalAmount: registration.totalAmount,
    partnerPaid: registration.totalPaidInApp,
    amountDue: registration.amountDue,
    transactionId: registration.paidTransactionId,
    paymentMethod: registration.paymentMethod,
    paidAt,
    createdAt: registration.createdAt,
  };
}

/**
 * When the booking became paid. The booking has no column of its own for it; the audit trail records
 * the step in the transaction that made it: a card payment ('pay'), a confirmation once nothing was due
 * ('confirm'), or a booking created paid (partner prepaid the total). A booking marked paid outside
 * those steps falls back to its last change.
 */
async function findPaidAt(
  db: Executor,
  registration: { id: string; status: string; updatedAt: Date },
): Promise<Date | null> {
  if (registration.status !== 'paid' && registration.status !== 'completed') return null;
  return (await findRegistrationPaidAt(db, registration.id)) ?? registration.updatedAt;
}
