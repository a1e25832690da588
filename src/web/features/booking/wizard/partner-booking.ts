import { type PersonalDetails, type PersonalDetailsInput, personalDetailsSchema } from '@domain/bookings/schemas';
import type { EventPackage } from '@domain/events/responses';
import { isIsoDate, toDisplayDate } from '@domain/shared/dates';
import type { PostalCodeSlots } from '@domain/timeslots/responses';
import type { StoredPartnerData } from '@/features/partner';
import type { RegistrationRequest } from '../api';

/**
 * A visit that came through /wc/{code} with valid stored partner data (spec 000 §4, partner flow):
 * the data, and the package the partner's booking is for when it is auto-selected (then the only
 * one that can be chosen).
 */
export interface PartnerBooking {
  data: StoredPartnerData;
  /** The auto-selected package; null when the partner leaves the choice open or names none of ours. */
  packageId: number | null;
}

/** The event's package whose name is the partner's system package name, compared case-insensitively. */
export function findPartnerPackage<T extends Pick<EventPackage, 'name'>>(
  packages: readonly T[],
  systemPackageName: string,
): T | null {
  const wanted = systemPackageName.trim().toLocaleLowerCase('en-SG');
  if (!wanted) return null;
  return packages.find((pkg) => pkg.name.trim().toLocaleLowerCase('en-SG') === wanted) ?? null;
}

export function partnerBookingFor(
  packages: readonly Pick<EventPackage, 'id' | 'name'>[],
  data: StoredPartnerData | null,
): PartnerBooking | null {
  if (!data) return null;
  const match = data.autoSelectPackage ? findPartnerPackage(packages, data.systemPackageName) : null;
  return { data, packageId: match?.id ?? null };
}

/** Step 1's fields as the partner gave them; the date of birth shown as DD/MM/YYYY like a typed one. */
export function partnerFormValues(data: StoredPartnerData): Partial<PersonalDetailsInput> {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    mobileNumber: data.mobileNumber,
    identificationNumber: data.identificationNumber,
    dateOfBirth: isIsoDate(data.dateOfBirth) ? toDisplayDate(data.dateOfBirth) : data.dateOfBirth,
    postalCode: data.postalCode,
    unitNumber: data.unitNumber,
    address: data.address,
  };
}

/**
 * Step 1's details as the wizard keeps them. The partner does not tell us the customer's gender, so
 * details taken over from the partner may lack it until the review step asks for it.
 */
export type WizardDetails = Omit<PersonalDetails, 'gender'> & Partial<Pick<PersonalDetails, 'gender'>>;

/** Step 1's rules without the gender: the "key fields" the partner fills in. */
const partnerDetailsSchema = personalDetailsSchema.partial({ gender: true });

/** The pre-filled details when every key field passes step 1's rules; else null (the visitor completes step 1). */
export function prefilledDetails(values: Partial<PersonalDetailsInput>): WizardDetails | null {
  const parsed = partnerDetailsSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

/** Spec 000 §4: "timeslots exist" for the postal code: at least one time that can still be booked. */
export function hasBookableTimeslot(slots: PostalCodeSlots | undefined): boolean {
  if (!slots) return false;
  return Object.values(slots.data).some((day) => day.timeslot.some((slot) => slot.isAvailable));
}

type PartnerRequestFields = Pick<
  RegistrationRequest,
  'whitecoatBookingCode' | 'isFromWhitecoat' | 'whitecoatPaidAmount' | 'isPaidInWhitecoat'
>;

/**
 * The booking request's partner fields (spec 000 §3). The server takes the prepaid amount from the
 * partner's own record (DESIGN §4); the amount here is what the visitor was shown.
 */
export function partnerRequestFields(data: StoredPartnerData | null | undefined): PartnerRequestFields {
  if (!data) return {};
  return {
    whitecoatBookingCode: data.bookingCode,
    isFromWhitecoat: true,
    whitecoatPaidAmount: data.whitecoatPaidAmount,
    isPaidInWhitecoat: data.isPaidInWhitecoat,
  };
}
