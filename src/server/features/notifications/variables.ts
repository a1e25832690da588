import { CLINIC_CONTACT } from '@domain/bookings/appointment-messages';
import { manageBookingPath } from '@domain/bookings/manage-booking';
import { formatVisitAddress, type VisitAddress } from '@domain/bookings/visit-address';
import { formatDateLabel, formatSingaporeDateTime, formatTimeLabel, toDisplayDate } from '@domain/shared/dates';
import { asLanguage, type Language } from '@domain/shared/language';
import { centsToAmount, toCents } from '@domain/shared/money';
import { messageTexts } from '../../db/email-defaults';
import type { LockedBooking } from '../bookings';
import type { ReceiptData } from '../documents';

/**
 * What a template sees (spec 001 §2 Template Variables, plus `booking.*`): plain strings and numbers
 * only, built from the stored booking. The NRIC is masked, as on every page (rule 4). Dates and times are
 * written in the booking's language ('Mon, 23 Nov 2026', '2026年11月23日周一'); amounts stay two-decimal
 * numbers ('265.04', as Singapore writes them in each of the four), since templates compare them.
 */
export interface TemplateVariables {
  registration: {
    referenceNumber: string;
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    identificationNumber: string;
    dateOfBirth: string;
    postalCode: string;
    status: string;
  };
  event: { name: string; location: string };
  package: { name: string; price: string };
  timeslot: { date: string; time: string };
  booking: {
    url: string;
    /** "Manage your booking": with the booking's token in the confirmation email, else the page by reference. */
    manageUrl: string;
    persons: number;
    totalAmount: string;
    amountDue: string;
    amountPaid: string;
    /** Prepaid at the partner service, two decimals ('0.00' when none): the clinic refunds it, not this site. */
    partnerPaid: string;
    paymentDueAt: string;
    transactionId: string;
    paymentMethod: string;
    clinicPhone: string;
    clinicEmail: string;
    /** The home visit's address on one line, or the words saying the clinic will ask for it. */
    visitAddress: string;
  };
}

/** The booking as the emails need it: its receipt data plus its contact details and deadline. */
export interface EmailBooking {
  receipt: ReceiptData;
  mobileNumber: string;
  dateOfBirth: string;
  postalCode: string | null;
  address: string | null;
  unitNumber: string | null;
  paymentDueAt: Date | null;
  /** While the visit is held conditionally (DESIGN §8.2): when it is released unless the contact is proven. */
  holdExpiresAt: Date | null;
  /** The visit's calendar SEQUENCE: how many times its date and time changed. */
  calendarSequence: number;
  /** The partner booking code a partner booking was made with (its /wc/{code} link books again), else null. */
  partnerCode: string | null;
  /** The event's slug, for its page (/events/{slug}); null when unknown. */
  eventSlug: string | null;
  /** The language the customer booked in (DESIGN §8.10): every email and text about the booking is in it. */
  language: Language;
}

export function toEmailBooking(
  receipt: ReceiptData,
  row: LockedBooking,
  eventSlug: string | null = null,
): EmailBooking {
  return {
    receipt,
    mobileNumber: row.mobileNumber,
    dateOfBirth: row.dateOfBirth ?? '',
    postalCode: row.postalCode,
    address: row.address,
    unitNumber: row.unitNumber,
    paymentDueAt: row.paymentDueAt,
    holdExpiresAt: row.status === 'pending_payment' || row.status === 'confirmed' ? row.holdExpiresAt : null,
    calendarSequence: row.calendarSequence,
    partnerCode: row.wcBookingCode,
    eventSlug,
    language: asLanguage(row.language),
  };
}

const PAID_STATUSES = new Set(['paid', 'completed']);

/** The booking's page: the paid summary once paid, else the confirmation page where it is paid. */
export function bookingUrl(publicBaseUrl: string, receipt: Pick<ReceiptData, 'referenceNumber' | 'status'>): string {
  const base = publicBaseUrl.replace(/\/+$/, '');
  const reference = encodeURIComponent(receipt.referenceNumber);
  return PAID_STATUSES.has(receipt.status)
    ? `${base}/booking/confirmed/${reference}`
    : `${base}/booking/confirmation/${reference}`;
}

/** The home visit's address on one line ('1 Orchard Road, #10-01, Singapore 238801'), or null. */
export function visitAddress(booking: EmailBooking): string | null {
  return formatVisitAddress(booking);
}

/** What a customer reads where the visit's address goes: the address, or that the clinic will ask for it. */
export function visitAddressIn(language: Language, parts: VisitAddress): string {
  return formatVisitAddress(parts) ?? messageTexts(language)('email:visitAddressNeeded');
}

export function templateVariables(
  booking: EmailBooking,
  options: { publicBaseUrl: string; bookingToken?: string | undefined },
): TemplateVariables {
  const { receipt, language } = booking;
  const main = receipt.persons[0];
  const paidHere = Math.max(
    0,
    toCents(receipt.totalAmount) - toCents(receipt.partnerPaid) - toCents(receipt.amountDue),
  );
  return {
    registration: {
      referenceNumber: receipt.referenceNumber,
      firstName: receipt.firstName,
      lastName: receipt.lastName,
      email: receipt.email,
      phoneNumber: booking.mobileNumber,
      identificationNumber: receipt.identificationNumber,
      dateOfBirth: toDisplayDate(booking.dateOfBirth),
      postalCode: booking.postalCode ?? '',
      status: receipt.status,
    },
    event: { name: receipt.eventName, location: receipt.location ?? '' },
    package: { name: main?.packageName ?? '', price: main?.unitPrice ?? '' },
    timeslot: {
      date: formatDateLabel(receipt.visitDate, language),
      time: formatTimeLabel(receipt.visitTime, language),
    },
    booking: {
      url: bookingUrl(options.publicBaseUrl, receipt),
      manageUrl: `${options.publicBaseUrl.replace(/\/+$/, '')}${manageBookingPath(receipt.referenceNumber)}${
        options.bookingToken ? `#token=${options.bookingToken}` : ''
      }`,
      persons: receipt.persons.length,
      totalAmount: receipt.totalAmount,
      amountDue: receipt.amountDue,
      amountPaid: centsToAmount(paidHere),
      partnerPaid: receipt.partnerPaid,
      paymentDueAt: booking.paymentDueAt ? formatSingaporeDateTime(booking.paymentDueAt, 'long', language) : '',
      transactionId: receipt.transactionId ?? '',
      paymentMethod: receipt.paymentMethod ?? '',
      clinicPhone: CLINIC_CONTACT.phone,
      clinicEmail: CLINIC_CONTACT.email,
      visitAddress: visitAddressIn(language, booking),
    },
  };
}
