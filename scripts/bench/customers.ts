import { createHmac } from 'node:crypto';
import { nricCheckLetter } from '@domain/shared/contact-keys';

/** What one booking case sends: a key always; also a discount code, or a customer verified recently. */
export type BookingVariant = 'key' | 'code' | 'member';

export interface BookingTarget {
  eventId: number;
  packageId: number;
  slotIds: number[];
  /** The bench's own promo code, with no redemption limit (created by the set-up task). */
  code: { id: number; text: string };
}

export const CUSTOMER_DATE_OF_BIRTH = '1985-04-12';

/** A valid NRIC (right check letter) for a serial, so that membership is looked up as for a real customer. */
export function benchNric(serial: number, prefix: 'S' | 'T' = 'S'): string {
  const digits = String(serial % 10_000_000).padStart(7, '0');
  return `${prefix}${digits}${nricCheckLetter(prefix, digits)}`;
}

/**
 * The customers of one member-case window: serials `base` … `base + size - 1`, each with a recent
 * verification row (written by the set-up task). More bookings than that reuse them, at most 3 times
 * each (the cap of live unpaid bookings per ID, email and mobile; 4 counted verifications per hour).
 */
export function memberSerial(base: number, size: number, i: number): number {
  return base + (i % size);
}

/**
 * A main-flow booking of two persons (the customer and one household member), a distinct customer
 * per serial: its own valid NRIC, email and mobile, spread over the bench slots.
 */
export function bookingBody(target: BookingTarget, variant: BookingVariant, serial: number, i: number) {
  return {
    eventId: target.eventId,
    packageId: target.packageId,
    timeslotId: target.slotIds[i % target.slotIds.length],
    firstName: 'Bench',
    lastName: 'Customer',
    email: `bench${serial}x${i}@example.com`,
    mobileNumber: `9${String(serial % 10_000_000).padStart(7, '0')}`,
    gender: 'female',
    identificationNumber: benchNric(serial),
    dateOfBirth: CUSTOMER_DATE_OF_BIRTH,
    postalCode: '238801',
    address: '1 Orchard Road',
    ...(variant === 'code' ? { discountCodeId: target.code.id, discountCode: target.code.text } : {}),
    participants: [
      {
        firstName: 'Bench',
        lastName: 'Partner',
        identificationNumber: benchNric(serial, 'T'),
        dateOfBirth: '1984-01-01',
        gender: 'Male',
        packageId: target.packageId,
      },
    ],
  };
}

/** The product's keyed hash of a verified person (members/service.ts subjectHash), for the set-up rows. */
export function verificationSubjectHash(key: string, identificationNumber: string, dateOfBirth: string): string {
  return createHmac('sha256', key).update([identificationNumber, dateOfBirth, ''].join('|')).digest('hex');
}
