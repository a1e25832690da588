import { emailKey, idNumberKey, mobileKey } from '@domain/shared/contact-keys';
import { fillMessage, MESSAGES } from '@domain/shared/texts';
import { z } from 'zod';

// The privacy notice and the personal-data rules both sides share (DESIGN §8.3).

/** What a name becomes once erased; every other personal field is cleared. */
export const ERASED_NAME = 'Erased';

export const DEFAULT_RETENTION_DAYS_AFTER_VISIT = 730;
export const DEFAULT_MESSAGE_RETENTION_DAYS = 30;

/** A consentVersion the booking request may carry; the server records the version in force either way. */
export const CONSENT_VERSION_MAX_LENGTH = 40;

// ---- staff: a person's data found, exported and erased (GET/POST /api/admin/personal-data) ----

export const PERSON_QUERY_REQUIRED_MESSAGE = 'Enter an ID number, an email address or a mobile number';
export const PERSON_QUERY_TOO_LONG_MESSAGE = 'The ID number, email address or mobile number is too long';
export const PERSON_MOBILE_INVALID_MESSAGE = 'Enter the mobile number with at least 8 digits';

const personKey = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: PERSON_QUERY_REQUIRED_MESSAGE })
    .trim()
    .max(254, { error: PERSON_QUERY_TOO_LONG_MESSAGE })
    .optional(),
);

/**
 * The person asked about: by ID number, email, mobile number, or several (a booking matching any is
 * theirs). Each is matched by its key (DESIGN §8.9, §8.2's normalisation), so `Tan.Mei+clinic@gmail.com`
 * finds `tanmei@gmail.com` and `9123 4567` finds `+65 91234567`.
 */
export const personQuerySchema = z
  .object({
    identificationNumber: personKey,
    email: personKey,
    // Fewer than 8 digits is no mobile number anywhere: a typo, refused rather than answered 'nothing held'.
    mobileNumber: personKey.refine((value) => value === undefined || mobileKey(value).length >= 8, {
      error: PERSON_MOBILE_INVALID_MESSAGE,
    }),
  })
  .refine((query) => Boolean(query.identificationNumber || query.email || query.mobileNumber), {
    error: PERSON_QUERY_REQUIRED_MESSAGE,
  });
export type PersonQuery = z.infer<typeof personQuerySchema>;

/** The keys a person is matched by, each only when asked by it (an empty key would match erased rows). */
export interface PersonKeys {
  idKey?: string;
  emailKey?: string;
  mobileKey?: string;
}

export function personKeysOf(person: PersonQuery): PersonKeys {
  const keyOf = (value: string | undefined, key: (value: string) => string) => (value ? key(value) : '') || undefined;
  return {
    idKey: keyOf(person.identificationNumber, idNumberKey),
    emailKey: keyOf(person.email, emailKey),
    mobileKey: keyOf(person.mobileNumber, mobileKey),
  };
}

/** Stored rows as they are, every column: the export answers what is held, not a view of it. */
const storedRecord = z.record(z.string(), z.unknown());

export const personalDataBookingSchema = z.object({
  referenceNumber: z.string(),
  status: z.string(),
  /** How the booking holds the person: as its own (main) person, or in its household. */
  role: z.enum(['main person', 'household member']),
  eventName: z.string(),
  visitDate: z.string(),
  visitTime: z.string(),
  /** When the booking's or the person's data was erased; null while it is held. */
  erasedAt: z.string().nullable(),
  /** Whether its visit is still ahead and it is not cancelled: erasing it is refused until it is. */
  visitAhead: z.boolean(),
  /** Every stored field of the booking; for a household member, without the main person's. */
  booking: storedRecord,
  /** The person's own rows in the booking's household (none when they are its main person only). */
  householdMembers: z.array(storedRecord),
  /** The card payments of the booking, when the person is its main person (who paid). */
  payments: z.array(storedRecord),
  /** How many other persons the booking holds: counted, never shown. */
  otherPersons: z.number().int(),
});
export type PersonalDataBooking = z.infer<typeof personalDataBookingSchema>;

export const personalDataSchema = z.object({
  exportedAt: z.string(),
  query: z.object({
    identificationNumber: z.string().nullable(),
    email: z.string().nullable(),
    mobileNumber: z.string().nullable(),
  }),
  bookings: z.array(personalDataBookingSchema),
  /** Emails and texts kept for the person's bookings or sent to their address or number (kept MESSAGE_RETENTION_DAYS). */
  messages: z.array(storedRecord),
  /** Waitlist entries that hold the person (DESIGN §8.6). */
  waitlist: z.array(storedRecord),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

export const erasePersonalDataResultSchema = z.object({
  /** Bookings in which anything of the person was erased now. */
  erasedBookings: z.number().int(),
  erasedHouseholdMembers: z.number().int(),
  /** Emails and texts deleted: those of the person's bookings and entries, and those to their address or number. */
  erasedMessages: z.number().int(),
  /** Answers kept for retried booking requests (Idempotency-Key) of the bookings the person made, deleted. */
  erasedStoredAnswers: z.number().int(),
  /** The bookings erased, by reference. */
  referenceNumbers: z.array(z.string()),
});
export type ErasePersonalDataResult = z.infer<typeof erasePersonalDataResultSchema>;

export const visitAheadMessage = (references: string[]) =>
  `${references.length === 1 ? 'The visit of booking' : 'The visits of bookings'} ${references.join(', ')} ${
    references.length === 1 ? 'is' : 'are'
  } still ahead: cancel ${references.length === 1 ? 'it' : 'them'} before erasing.`;

// The consent asked on the wizard's review step and on the older registration page, the same on both.

/** The checkbox's label; its words PRIVACY_CONSENT_LINK_TEXT link to the notice. */
export const PRIVACY_CONSENT_LABEL = 'I have read and agree to the privacy notice.';
export const PRIVACY_CONSENT_LINK_TEXT = 'privacy notice';
/** Shown under the checkbox when the booking is confirmed without it. */
export const PRIVACY_CONSENT_REQUIRED_MESSAGE = MESSAGES.form.privacyConsentRequired;

export const CONSENT_VERSION_MESSAGE = fillMessage(MESSAGES.form.consentVersion, { max: CONSENT_VERSION_MAX_LENGTH });

/**
 * The version of the notice the page showed, as both booking requests may carry it. Only checked, never
 * trusted: the server records the version in force when it books.
 */
export const consentVersionField = z
  .string({ error: CONSENT_VERSION_MESSAGE })
  .min(1, { error: CONSENT_VERSION_MESSAGE })
  .max(CONSENT_VERSION_MAX_LENGTH, { error: CONSENT_VERSION_MESSAGE })
  .optional();

/** The form's tick box: only a tick passes. */
export const privacyConsentField = z.literal(true, { error: PRIVACY_CONSENT_REQUIRED_MESSAGE });
