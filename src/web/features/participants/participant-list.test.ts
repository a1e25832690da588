import { describe, expect, it } from 'vitest';
import {
  addParticipant,
  canAddParticipant,
  type ListChange,
  MAX_PARTICIPANTS,
  makePrimary,
  memberTypeLabel,
  othersOf,
  participantPrices,
  primaryOf,
  removeParticipant,
  updateParticipant,
} from './participant-list';

interface Person {
  id: number;
  name: string;
  isPrimary: boolean;
}

const person = (id: number, name = `Person ${id}`): Person => ({ id, name, isPrimary: false });

function listOf<T>(change: ListChange<T>): T[] {
  if (!change.ok) throw new Error(`expected a change, got ${change.reason}`);
  return change.list;
}

function build(count: number): Person[] {
  let list: Person[] = [];
  for (let id = 1; id <= count; id += 1) list = listOf(addParticipant(list, person(id)));
  return list;
}

describe('participants list: the primary rule', () => {
  it('makes the first participant added the primary contact, and only the first', () => {
    const list = build(3);
    expect(list.map((entry) => entry.isPrimary)).toEqual([true, false, false]);
    expect(primaryOf(list)?.id).toBe(1);
    expect(othersOf(list).map((entry) => entry.id)).toEqual([2, 3]);
  });

  it('ignores a primary flag the added participant brings along', () => {
    const list = listOf(addParticipant(build(1), { ...person(2), isPrimary: true }));
    expect(list.filter((entry) => entry.isPrimary).map((entry) => entry.id)).toEqual([1]);
  });

  it('moves the primary contact to another participant and unsets the previous one', () => {
    const list = listOf(makePrimary(build(3), 3));
    expect(list.map((entry) => [entry.id, entry.isPrimary])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(makePrimary(list, 99)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('refuses to remove the primary contact while others are in the list', () => {
    const list = build(2);
    expect(removeParticipant(list, 1)).toEqual({ ok: false, reason: 'primary-with-others' });
    const withoutOther = listOf(removeParticipant(list, 2));
    expect(withoutOther.map((entry) => entry.id)).toEqual([1]);
    // Alone, the primary contact can go.
    expect(listOf(removeParticipant(withoutOther, 1))).toEqual([]);
  });

  it('makes the next participant added primary once the list is empty again', () => {
    const emptied = listOf(removeParticipant(build(1), 1));
    expect(listOf(addParticipant(emptied, person(5)))[0]?.isPrimary).toBe(true);
  });

  it('keeps who is primary when a participant is edited', () => {
    const list = listOf(updateParticipant(build(2), 1, { ...person(1, 'Renamed'), isPrimary: false }));
    expect(list[0]).toEqual({ id: 1, name: 'Renamed', isPrimary: true });
    const other = listOf(updateParticipant(list, 2, { ...person(2, 'Other'), isPrimary: true }));
    expect(other[1]).toEqual({ id: 2, name: 'Other', isPrimary: false });
    expect(updateParticipant(list, 7, person(7))).toEqual({ ok: false, reason: 'not-found' });
  });

  it(`takes at most ${MAX_PARTICIPANTS} participants`, () => {
    const full = build(MAX_PARTICIPANTS);
    expect(full).toHaveLength(10);
    expect(canAddParticipant(full)).toBe(false);
    expect(addParticipant(full, person(11))).toEqual({ ok: false, reason: 'full' });
    expect(canAddParticipant(full.slice(1))).toBe(true);
  });
});

describe('member type badge', () => {
  it("names the programme, 'Member' for both, nothing for no membership", () => {
    expect(memberTypeLabel({ isAiaMember: true, isVitalityMember: false })).toBe('AIA Member');
    expect(memberTypeLabel({ isAiaMember: false, isVitalityMember: true })).toBe('Vitality Member');
    expect(memberTypeLabel({ isAiaMember: true, isVitalityMember: true })).toBe('Member');
    expect(memberTypeLabel({ isAiaMember: false, isVitalityMember: false })).toBeNull();
  });
});

describe('participant prices', () => {
  const premium = { price: '118.00', aiaPrice: '106.20' };
  it('is the base price for a non-member and the member price for a member', () => {
    expect(participantPrices(premium, false)).toEqual({
      packagePrice: '118.00',
      originalPrice: '118.00',
      discountAmount: '0.00',
    });
    expect(participantPrices(premium, true)).toEqual({
      packagePrice: '106.20',
      originalPrice: '118.00',
      discountAmount: '11.80',
    });
  });

  it('is the base price for a member when the package has no member price', () => {
    expect(participantPrices({ price: '198.00', aiaPrice: null }, true).packagePrice).toBe('198.00');
  });
});
