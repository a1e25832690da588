import { maskIdentificationNumber } from '@domain/shared/identity';
import { asLanguage } from '@domain/shared/language';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { readBookingDetails } from '../bookings';
import type { ReceiptData } from '../documents';

const registrationIdSchema = z.uuid();
/** The statuses of a booking that was paid and not cancelled: the ones that have a receipt. */
export const RECEIPT_STATUSES: ReadonlySet<string> = new Set(['paid', 'completed']);

/**
 * A booking's receipt data by its random id (rule 7); null for a malformed or unknown id, so that the
 * caller answers both with the same 404. The event, packages and slot are read through their features.
 * Its callers are the emails to the address on file and the receipt route, which has checked the
 * booking's token or a staff session (DESIGN §8.9), so the visit's address is part of it. It carries the
 * booking's language, so every document made from it (the download, the emails' attachments) is in it.
 */
export async function findReceiptData(db: Executor, id: string): Promise<ReceiptData | null> {
  if (!registrationIdSchema.safeParse(id).success) return null;
  const [registration] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (!registration) return null;

  const { household, event, slot, packageName, mainPackagePrice } = await readBookingDetails(db, registration);

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
    // A booking paid, then cancelled, keeps when it was paid; its documents are no receipt though.
    paidAt: RECEIPT_STATUSES.has(registration.status) ? registration.paidAt : null,
    createdAt: registration.createdAt,
    // The language the customer booked in: every document of the booking is in it (DESIGN §8.10).
    language: asLanguage(registration.language),
  };
}
