import type { PartnerBookingView } from '@domain/payments/schemas';

// Spec 000 §3 and §9, spec 001 §9: the partner data sits in local storage, the redirect flag and its
// time in session storage, and the flag is valid for 10 minutes. Every key name is here and only here.

export const PARTNER_STORAGE_KEYS = {
  /** localStorage: the stored partner data (JSON). */
  data: 'whitecoatData',
  /** sessionStorage: 'true' after a successful entry through /wc/{code}. */
  redirectFlag: 'whitecoatRedirect',
  /** sessionStorage: when the flag was set, in milliseconds since the epoch. */
  redirectTime: 'whitecoatRedirectTime',
} as const;

/** Spec 000 §4: the redirect flag is valid 10 minutes; after that it and the stored data are cleared. */
export const PARTNER_REDIRECT_VALIDITY_MS = 10 * 60 * 1000;

/** Spec 000 §3, partner data in local storage (the entry page also stores referenceId). */
export interface StoredPartnerData {
  bookingCode: string;
  firstName: string;
  lastName: string;
  email: string;
  identificationNumber: string;
  /** As the partner gives it (yyyy-MM-dd). */
  dateOfBirth: string;
  postalCode: string;
  unitNumber: string;
  address: string;
  mobileNumber: string;
  /** The id POST /api/wc/create-registration answered. */
  referenceId: number;
  isFromWhitecoat: true;
  /** Two decimals; display only, the server takes the amount from the partner's own record. */
  whitecoatPaidAmount: string;
  isPaidInWhitecoat: boolean;
  autoSelectPackage: boolean;
  /** The name of our package the partner's booking is for. */
  systemPackageName: string;
  /** The package's name at the partner. */
  whitecoatPackageName: string;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PartnerStores {
  local: KeyValueStore;
  session: KeyValueStore;
}

/** The browser's stores; absent (private modes, a server render) means nothing is stored. */
function browserStores(): PartnerStores | null {
  try {
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return null;
  }
}

/** 'Tan Wei Ming' → first name 'Tan', last name 'Wei Ming': the first word, then the rest. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The partner's booking as the wizard reads it, with the referral id the server recorded. */
export function toStoredPartnerData(booking: PartnerBookingView, referenceId: number): StoredPartnerData {
  return {
    bookingCode: booking.bookingCode,
    ...splitName(booking.name),
    email: booking.email,
    identificationNumber: booking.nric,
    dateOfBirth: booking.dateOfBirth,
    postalCode: booking.address.postalCode,
    unitNumber: booking.address.unitNumber,
    address: booking.address.street,
    mobileNumber: booking.contact,
    referenceId,
    isFromWhitecoat: true,
    whitecoatPaidAmount: booking.packageInfo.amount,
    isPaidInWhitecoat: booking.packageInfo.isPaid,
    autoSelectPackage: booking.autoSelectPackage,
    systemPackageName: booking.packageInfo.systemPackageName,
    whitecoatPackageName: booking.packageInfo.name,
  };
}

const STRING_FIELDS = [
  'bookingCode',
  'firstName',
  'lastName',
  'email',
  'identificationNumber',
  'dateOfBirth',
  'postalCode',
  'unitNumber',
  'address',
  'mobileNumber',
  'whitecoatPaidAmount',
  'systemPackageName',
  'whitecoatPackageName',
] as const satisfies readonly (keyof StoredPartnerData)[];

const BOOLEAN_FIELDS = [
  'isPaidInWhitecoat',
  'autoSelectPackage',
] as const satisfies readonly (keyof StoredPartnerData)[];

/** Local storage is anyone's to edit: only a complete record of the right shape is used. */
function isStoredPartnerData(value: unknown): value is StoredPartnerData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    STRING_FIELDS.every((field) => typeof record[field] === 'string') &&
    BOOLEAN_FIELDS.every((field) => typeof record[field] === 'boolean') &&
    record.isFromWhitecoat === true &&
    Number.isInteger(record.referenceId)
  );
}

/** After a successful entry: the data, and the redirect flag with its time. */
export function savePartnerData(
  data: StoredPartnerData,
  now: number = Date.now(),
  stores: PartnerStores | null = browserStores(),
): void {
  if (!stores) return;
  stores.local.setItem(PARTNER_STORAGE_KEYS.data, JSON.stringify(data));
  stores.session.setItem(PARTNER_STORAGE_KEYS.redirectFlag, 'true');
  stores.session.setItem(PARTNER_STORAGE_KEYS.redirectTime, String(now));
}

/** Clears the redirect flag, its time and the stored partner data. */
export function clearPartnerData(stores: PartnerStores | null = browserStores()): void {
  if (!stores) return;
  stores.local.removeItem(PARTNER_STORAGE_KEYS.data);
  stores.session.removeItem(PARTNER_STORAGE_KEYS.redirectFlag);
  stores.session.removeItem(PARTNER_STORAGE_KEYS.redirectTime);
}

/**
 * The stored partner data while the redirect flag is younger than 10 minutes; else null. An expired
 * flag (or one with no usable time) and unreadable data are cleared, flag and data together. Without
 * the flag (another tab, whose session storage is its own) nothing is used and nothing is cleared.
 */
export function readPartnerData(
  now: number = Date.now(),
  stores: PartnerStores | null = browserStores(),
): StoredPartnerData | null {
  if (!stores) return null;
  if (stores.session.getItem(PARTNER_STORAGE_KEYS.redirectFlag) !== 'true') return null;
  const setAt = Number(stores.session.getItem(PARTNER_STORAGE_KEYS.redirectTime) ?? Number.NaN);
  const age = now - setAt;
  if (!Number.isFinite(age) || age < 0 || age >= PARTNER_REDIRECT_VALIDITY_MS) {
    clearPartnerData(stores);
    return null;
  }
  const raw = stores.local.getItem(PARTNER_STORAGE_KEYS.data);
  let data: unknown = null;
  try {
    data = raw === null ? null : JSON.parse(raw);
  } catch {
    // unreadable: cleared below
  }
  if (!isStoredPartnerData(data)) {
    clearPartnerData(stores);
    return null;
  }
  return data;
}
