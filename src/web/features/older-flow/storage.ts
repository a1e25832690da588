import { legacyRegistrationResultSchema } from '@domain/bookings/responses';
import { participantListSchema } from '@domain/participants/schemas';
import { REGION_NAMES } from '@domain/timeslots/regions';
import { z } from 'zod';

// Spec 000 §2, older flow: the event page keeps the booking details in session storage for /registration,
// which keeps the booking it made for /confirmation; either page without its data goes back to /.
// Session storage is the tab's own and ends with it, so the details never outlive the visit. Every key
// name is here and only here.

export const LEGACY_STORAGE_KEYS = {
  /** The event, package and timeslot chosen on the event page. */
  bookingDetails: 'bookingDetails',
  /** The booking /registration made, as /confirmation shows it. */
  confirmation: 'registrationData',
} as const;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage; absent (storage switched off) means nothing is kept. */
function sessionStore(): KeyValueStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const recordId = z.number().int().positive();

/** What the event page chose, with what the later steps show of it. */
export const legacyBookingDetailsSchema = z.object({
  eventId: recordId,
  eventSlug: z.string().min(1),
  eventName: z.string(),
  location: z.string().nullable(),
  packageId: recordId,
  packageName: z.string(),
  /** Two decimals, as the event answers them. */
  packagePrice: z.string(),
  packageAiaPrice: z.string().nullable(),
  /** Null for an auto-scheduled slot nobody has booked yet: the server knows it by date, time and region. */
  timeslotId: recordId,
  /** 'yyyy-MM-dd'. */
  timeslotDate: z.string(),
  /** 'HH:mm'. */
  timeslotTime: z.string(),
  timeslotRegion: z.enum(REGION_NAMES).nullable(),
  /** Places the slot had left when chosen: the booking's persons must fit (the server refuses more). */
  timeslotPlacesLeft: z.number().int(),
  /** The visit's postal code typed on the event page, offered again with the address on /registration. */
  postalCode: z.string().regex(/^\d{6}$/),
});
export type LegacyBookingDetails = z.infer<typeof legacyBookingDetailsSchema>;

/** Storage is anyone's to edit: only data of the right shape is used; anything else is cleared. */
export function readStored<T extends z.ZodType>(
  key: string,
  schema: T,
  store: KeyValueStore | null = sessionStore(),
): z.infer<T> | null {
  if (!store) return null;
  const raw = store.getItem(key);
  if (raw === null) return null;
  let value: unknown = null;
  try {
    value = JSON.parse(raw);
  } catch {
    // unreadable: cleared below
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  store.removeItem(key);
  return null;
}

export function writeStored(key: string, value: unknown, store: KeyValueStore | null = sessionStore()): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // full or switched off: the next page finds nothing and starts again at /
  }
}

export function removeStored(key: string, store: KeyValueStore | null = sessionStore()): void {
  store?.removeItem(key);
}

export const readBookingDetails = (store?: KeyValueStore | null) =>
  readStored(LEGACY_STORAGE_KEYS.bookingDetails, legacyBookingDetailsSchema, store);

export const saveBookingDetails = (details: LegacyBookingDetails, store?: KeyValueStore | null) =>
  writeStored(LEGACY_STORAGE_KEYS.bookingDetails, details, store);

/** What /confirmation shows: the booking as the server answered it, and the persons added to it. */
export const legacyConfirmationSchema = z.object({
  registration: legacyRegistrationResultSchema,
  eventSlug: z.string(),
  timeslotRegion: z.enum(REGION_NAMES).nullable(),
  /** Every person once others were added (the primary contact first); [] when the booking is one person. */
  participants: participantListSchema,
  /** The booking's amounts after the last person was added; null when nobody was. */
  totals: z.object({ personCount: z.number().int(), totalAmount: z.string(), amountDue: z.string() }).nullable(),
});
export type LegacyConfirmation = z.infer<typeof legacyConfirmationSchema>;

export const readConfirmation = (store?: KeyValueStore | null) =>
  readStored(LEGACY_STORAGE_KEYS.confirmation, legacyConfirmationSchema, store);

export const saveConfirmation = (confirmation: LegacyConfirmation, store?: KeyValueStore | null) =>
  writeStored(LEGACY_STORAGE_KEYS.confirmation, confirmation, store);
