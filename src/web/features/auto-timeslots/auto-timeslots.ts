import type { AutoTimeslotDateResponse } from '@domain/timeslots/schemas';
import { MANUAL_SLOTS_KEY } from '@domain/timeslots/schemas';
import i18next from 'i18next';
import { regionNameNow } from '@/lib/region-name';

/** Spec 001 §9: the test page starts on event id 1, or the first event when there is none with that id. */
export const DEFAULT_TEST_EVENT_ID = 1;

export function defaultEventId(events: readonly { id: number }[] | undefined): string {
  if (!events || events.length === 0) return String(DEFAULT_TEST_EVENT_ID);
  return String(events.some((event) => event.id === DEFAULT_TEST_EVENT_ID) ? DEFAULT_TEST_EVENT_ID : events[0]!.id);
}

/** Spec 001 §2: digits only, at most 6; Search waits for exactly 6. */
export const postalCodeInput = (text: string) => text.replace(/\D/g, '').slice(0, 6);
export const canSearchPostalCode = (postalCode: string) => postalCode.length === 6;

/**
 * 'north' → 'North'; the slots of a manually scheduled event: 'Manual schedule'. In the page's language,
 * read while the page renders (its own texts make it render again when the language changes).
 */
export function regionTitle(region: string): string {
  if (region === MANUAL_SLOTS_KEY) return i18next.t('events:autoTimeslots.manualSchedule');
  return regionNameNow(region);
}

/** The date search's regions in the server's order (north … central, then manual). */
export function regionGroups(data: AutoTimeslotDateResponse['data']) {
  return Object.entries(data).map(([key, day]) => ({ key, title: regionTitle(day.region || key), day }));
}
