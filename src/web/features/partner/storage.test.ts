import type { PartnerBookingView } from '@domain/payments/schemas';
import { describe, expect, it } from 'vitest';
import {
  clearPartnerData,
  PARTNER_REDIRECT_VALIDITY_MS,
  PARTNER_STORAGE_KEYS,
  type PartnerStores,
  readPartnerData,
  savePartnerData,
  splitName,
  toStoredPartnerData,
} from './storage';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function memoryStores() {
  const local = memoryStore();
  const session = memoryStore();
  return { stores: { local, session } satisfies PartnerStores, local: local.items, session: session.items };
}

const booking: PartnerBookingView = {
  bookingCode: '100000000002',
  name: 'Nur Aisyah binte Rahman',
  email: 'nur.aisyah@example.com',
  nric: 'S8834529J',
  dateOfBirth: '1988-09-02',
  contact: '87654321',
  address: { postalCode: '560123', unitNumber: '#08-112', street: '123 Ang Mo Kio Avenue 3' },
  packageInfo: {
    amount: '50.00',
    isPaid: false,
    name: 'Comprehensive Health Screening',
    systemPackageName: 'Comprehensive',
  },
  autoSelectPackage: true,
};

const data = toStoredPartnerData(booking, 7);
const SET_AT = Date.UTC(2026, 10, 23, 2, 0);

describe('stored partner data', () => {
  it("keeps the spec's fields, splitting the name after its first word", () => {
    expect(data).toEqual({
      bookingCode: '100000000002',
      firstName: 'Nur',
      lastName: 'Aisyah binte Rahman',
      email: 'nur.aisyah@example.com',
      identificationNumber: 'S8834529J',
      dateOfBirth: '1988-09-02',
      postalCode: '560123',
      unitNumber: '#08-112',
      address: '123 Ang Mo Kio Avenue 3',
      mobileNumber: '87654321',
      referenceId: 7,
      isFromWhitecoat: true,
      whitecoatPaidAmount: '50.00',
      isPaidInWhitecoat: false,
      autoSelectPackage: true,
      systemPackageName: 'Comprehensive',
      whitecoatPackageName: 'Comprehensive Health Screening',
    });
    expect(splitName('  Tan   Wei Ming ')).toEqual({ firstName: 'Tan', lastName: 'Wei Ming' });
    expect(splitName('Madonna')).toEqual({ firstName: 'Madonna', lastName: '' });
  });

  it('puts the data in local storage and the redirect flag with its time in session storage', () => {
    const { stores, local, session } = memoryStores();
    savePartnerData(data, SET_AT, stores);
    expect(JSON.parse(local.get(PARTNER_STORAGE_KEYS.data) ?? '')).toEqual(data);
    expect(session.get(PARTNER_STORAGE_KEYS.redirectFlag)).toBe('true');
    expect(session.get(PARTNER_STORAGE_KEYS.redirectTime)).toBe(String(SET_AT));
  });

  it('reads the data back while the flag is younger than 10 minutes', () => {
    const { stores } = memoryStores();
    savePartnerData(data, SET_AT, stores);
    expect(readPartnerData(SET_AT, stores)).toEqual(data);
    expect(readPartnerData(SET_AT + PARTNER_REDIRECT_VALIDITY_MS - 1, stores)).toEqual(data);
  });

  it('returns null and clears the flag and the data once the flag is 10 minutes old', () => {
    const { stores, local, session } = memoryStores();
    savePartnerData(data, SET_AT, stores);
    expect(readPartnerData(SET_AT + PARTNER_REDIRECT_VALIDITY_MS, stores)).toBeNull();
    expect(local.size).toBe(0);
    expect(session.size).toBe(0);
    // Gone for good: going back in time does not bring it back.
    expect(readPartnerData(SET_AT, stores)).toBeNull();
  });

  it('clears a flag without a usable time, or set in the future', () => {
    for (const time of [null, 'soon', String(SET_AT + 60_000)]) {
      const { stores, local, session } = memoryStores();
      savePartnerData(data, SET_AT, stores);
      if (time === null) session.delete(PARTNER_STORAGE_KEYS.redirectTime);
      else session.set(PARTNER_STORAGE_KEYS.redirectTime, time);
      expect(readPartnerData(SET_AT, stores)).toBeNull();
      expect(local.size + session.size).toBe(0);
    }
  });

  it('uses nothing without the redirect flag, and leaves the data to the tab that set it', () => {
    const { stores, local, session } = memoryStores();
    savePartnerData(data, SET_AT, stores);
    session.clear();
    expect(readPartnerData(SET_AT, stores)).toBeNull();
    expect(local.size).toBe(1);
  });

  it('clears data that is not JSON or not the stored shape', () => {
    for (const raw of [
      '{not json',
      'null',
      JSON.stringify({ ...data, isFromWhitecoat: false }),
      JSON.stringify({ ...data, referenceId: '7' }),
    ]) {
      const { stores, local, session } = memoryStores();
      savePartnerData(data, SET_AT, stores);
      local.set(PARTNER_STORAGE_KEYS.data, raw);
      expect(readPartnerData(SET_AT, stores)).toBeNull();
      expect(local.size + session.size).toBe(0);
    }
  });

  it('clearPartnerData removes the flag, its time and the data', () => {
    const { stores, local, session } = memoryStores();
    savePartnerData(data, SET_AT, stores);
    local.set('auth_token', 'kept');
    clearPartnerData(stores);
    expect([...local.keys()]).toEqual(['auth_token']);
    expect(session.size).toBe(0);
  });
});
