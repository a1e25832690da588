import { MAX_BOOKING_PERSONS, unitPriceCents } from '@domain/bookings/pricing';
import { AIA_MEMBER_BADGE, MEMBER_BADGE, VITALITY_MEMBER_BADGE } from '@domain/participants/messages';
import { centsToAmount, toCents } from '@domain/shared/money';

// Spec 000 §4, participants (primary rule): the first participant added becomes primary; making another
// primary unsets the previous; the primary cannot be removed while other participants exist. Spec 000 §9:
// the participants page counts up to 10 (the server refuses more than 10 persons in one booking).

export const MAX_PARTICIPANTS = MAX_BOOKING_PERSONS;

/** What the rules need of a participant: who it is and whether it is the primary contact. */
export interface ListedParticipant {
  id: string | number;
  isPrimary: boolean;
}

export type ListChange<T> =
  | { ok: true; list: T[] }
  | { ok: false; reason: 'full' | 'primary-with-others' | 'not-found' };

export function primaryOf<T extends ListedParticipant>(list: readonly T[]): T | undefined {
  return list.find((person) => person.isPrimary);
}

/** The others, in the order they were added. */
export function othersOf<T extends ListedParticipant>(list: readonly T[]): T[] {
  return list.filter((person) => !person.isPrimary);
}

export function canAddParticipant(list: readonly ListedParticipant[]): boolean {
  return list.length < MAX_PARTICIPANTS;
}

/** Adds at the end; the first one (or any added to a list with no primary) becomes the primary contact. */
export function addParticipant<T extends ListedParticipant>(list: readonly T[], person: T): ListChange<T> {
  if (!canAddParticipant(list)) return { ok: false, reason: 'full' };
  const isPrimary = primaryOf(list) === undefined;
  return { ok: true, list: [...list, { ...person, isPrimary }] };
}

/** Replaces a participant's details; whether it is the primary contact is not changed by an edit. */
export function updateParticipant<T extends ListedParticipant>(
  list: readonly T[],
  id: T['id'],
  person: T,
): ListChange<T> {
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) return { ok: false, reason: 'not-found' };
  const current = list[index]!;
  return {
    ok: true,
    list: list.map((entry, at) => (at === index ? { ...person, id, isPrimary: current.isPrimary } : entry)),
  };
}

/** Makes one participant the primary contact and unsets the previous one. */
export function makePrimary<T extends ListedParticipant>(list: readonly T[], id: T['id']): ListChange<T> {
  if (!list.some((entry) => entry.id === id)) return { ok: false, reason: 'not-found' };
  return { ok: true, list: list.map((entry) => ({ ...entry, isPrimary: entry.id === id })) };
}

/** Removes a participant; the primary contact only when nobody else is left. */
export function removeParticipant<T extends ListedParticipant>(list: readonly T[], id: T['id']): ListChange<T> {
  const target = list.find((entry) => entry.id === id);
  if (!target) return { ok: false, reason: 'not-found' };
  if (target.isPrimary && list.length > 1) return { ok: false, reason: 'primary-with-others' };
  return { ok: true, list: list.filter((entry) => entry.id !== id) };
}

/**
 * 'AIA Member', 'Vitality Member' or 'Member' (spec 000 §2, the domain's badges: shown through
 * useMessageText()); null for someone with no membership.
 */
export function memberTypeLabel(person: { isAiaMember: boolean; isVitalityMember: boolean }): string | null {
  if (person.isAiaMember && person.isVitalityMember) return MEMBER_BADGE;
  if (person.isAiaMember) return AIA_MEMBER_BADGE;
  if (person.isVitalityMember) return VITALITY_MEMBER_BADGE;
  return null;
}

/**
 * Spec 000 §9, participant pricing (display only, the server prices the booking): the package price, or
 * for a member the member price where the package has one; originalPrice is the base price and
 * discountAmount the difference.
 */
export function participantPrices(
  pkg: { price: string; aiaPrice: string | null },
  isMember: boolean,
): { packagePrice: string; originalPrice: string; discountAmount: string } {
  const base = toCents(pkg.price);
  const unit = unitPriceCents(pkg, isMember);
  return {
    packagePrice: centsToAmount(unit),
    originalPrice: centsToAmount(base),
    discountAmount: centsToAmount(base - unit),
  };
}
