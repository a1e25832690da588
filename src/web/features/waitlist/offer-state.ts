import { formatTimeLabel, singaporeWallClock } from '@domain/shared/dates';
import type { Language } from '@domain/shared/language';
import type { WaitlistOffer } from '@domain/waitlist/rules';
import i18next from 'i18next';
import { isOfferNotFound } from './api';

/** What the offer page shows: its answer read into one of its states. */
export type OfferView =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'failed' }
  | { kind: 'ended'; offer: WaitlistOffer }
  | { kind: 'open'; offer: WaitlistOffer };

export function offerView(query: { data?: WaitlistOffer; error: unknown; isPending: boolean }): OfferView {
  if (query.data)
    return query.data.status === 'open' ? { kind: 'open', offer: query.data } : { kind: 'ended', offer: query.data };
  if (query.error) return isOfferNotFound(query.error) ? { kind: 'not-found' } : { kind: 'failed' };
  return { kind: 'loading' };
}

/**
 * The offer's end in Singapore as every time on the site reads ('10:30 AM' in English), or '' when it
 * cannot be read.
 */
export function heldUntilTime(expiresAt: string, language: Language = 'en'): string {
  const instant = new Date(expiresAt);
  return Number.isNaN(instant.getTime()) ? '' : formatTimeLabel(singaporeWallClock(instant).time, language);
}

/** Whole minutes left until the end (rounded up), never below 0. */
export function minutesLeft(expiresAt: string, now: number): number {
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 60_000));
}

/** '12 minutes left', '1 minute left' or 'time is up', in the page's language. */
export const minutesLeftLabel = (minutes: number) =>
  minutes <= 0 ? i18next.t('waitlist:offer.timeIsUp') : i18next.t('waitlist:offer.minutesLeft', { count: minutes });

/** The household members the booking needs besides the main person. */
export const membersNeeded = (persons: number) => Math.max(0, persons - 1);
