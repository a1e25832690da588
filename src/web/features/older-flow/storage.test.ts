import { describe, expect, it } from 'vitest';
import {
  LEGACY_STORAGE_KEYS,
  type LegacyBookingDetails,
  readBookingDetails,
  removeStored,
  saveBookingDetails,
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

const details: LegacyBookingDetails = {
  eventId: 1,
  eventSlug: 'home-health-screening',
  eventName: 'Home Based Health Screening',
  location: 'At your home in Singapore',
  packageId: 2,
  packageName: 'Comprehensive',
  packagePrice: '198.00',
  packageAiaPrice: '178.20',
  timeslotId: 31,
  timeslotDate: '2026-11-23',
  timeslotTime: '08:00',
  timeslotRegion: 'central',
  timeslotPlacesLeft: 20,
  postalCode: '238801',
};

describe('older flow: booking details in session storage', () => {
  it('keeps what the event page chose for the next step', () => {
    const store = memoryStore();
    saveBookingDetails(details, store);
    expect(store.items.has(LEGACY_STORAGE_KEYS.bookingDetails)).toBe(true);
    expect(readBookingDetails(store)).toEqual(details);
    removeStored(LEGACY_STORAGE_KEYS.bookingDetails, store);
    expect(readBookingDetails(store)).toBeNull();
  });

  it('finds nothing when nothing was stored (the page then goes back to /)', () => {
    expect(readBookingDetails(memoryStore())).toBeNull();
    expect(readBookingDetails(null)).toBeNull();
  });

  it('clears data that is not JSON or not of the right shape', () => {
    for (const raw of [
      '{',
      'null',
      '[]',
      JSON.stringify({ ...details, timeslotId: '31' }),
      JSON.stringify({ eventId: 1 }),
    ]) {
      const store = memoryStore();
      store.setItem(LEGACY_STORAGE_KEYS.bookingDetails, raw);
      expect(readBookingDetails(store)).toBeNull();
      expect(store.items.has(LEGACY_STORAGE_KEYS.bookingDetails)).toBe(false);
    }
  });
});
