import { describe, expect, it } from 'vitest';
import { addressLine, isInSingapore, nameCase, POSTAL_CODE_UNKNOWN_MESSAGE } from './located-address';

describe('the address line', () => {
  it('starts a block without a building name with "Blk"', () => {
    expect(addressLine({ block: '123', street: 'Ang Mo Kio Avenue 6', building: null })).toBe(
      'Blk 123 Ang Mo Kio Avenue 6',
    );
  });

  it('puts a named building after its number and street', () => {
    expect(addressLine({ block: '1', street: 'Raffles Place', building: 'One Raffles Place' })).toBe(
      '1 Raffles Place, One Raffles Place',
    );
  });

  it('makes do with what there is, and is empty with neither street nor building', () => {
    expect(addressLine({ block: null, street: 'Sentosa Gateway', building: null })).toBe('Sentosa Gateway');
    expect(addressLine({ block: null, street: 'Stadium Walk', building: 'Singapore Indoor Stadium' })).toBe(
      'Stadium Walk, Singapore Indoor Stadium',
    );
    expect(addressLine({ block: '5', street: null, building: 'Gardens by the Bay' })).toBe('Gardens by the Bay');
    expect(addressLine({ block: '5', street: null, building: null })).toBe('');
  });
});

describe('names as a person writes them', () => {
  it.each([
    ['ANG MO KIO AVENUE 6', 'Ang Mo Kio Avenue 6'],
    ['  ONE   RAFFLES PLACE ', 'One Raffles Place'],
    ['GARDENS BY THE BAY', 'Gardens by the Bay'],
    ["ST. ANDREW'S CATHEDRAL", "St. Andrew's Cathedral"],
    ['BLK 123A', 'Blk 123A'],
    ['HOLLAND GROVE (WEST)', 'Holland Grove (West)'],
    ['KIM KEAT-TOA PAYOH', 'Kim Keat-Toa Payoh'],
  ])('%s → %s', (register, written) => {
    expect(nameCase(register)).toBe(written);
  });
});

describe('Singapore', () => {
  it('holds the island and its islands, and nothing outside', () => {
    expect(isInSingapore(1.3521, 103.8198)).toBe(true);
    expect(isInSingapore(1.2494, 103.8303)).toBe(true);
    // Johor Bahru, Batam, and no coordinates at all.
    expect(isInSingapore(1.4927, 103.7414)).toBe(false);
    expect(isInSingapore(1.0456, 104.0305)).toBe(false);
    expect(isInSingapore(Number.NaN, 103.8)).toBe(false);
  });

  it('has a message for a code that names no sector', () => {
    expect(POSTAL_CODE_UNKNOWN_MESSAGE).toBe('No Singapore address has this postal code');
  });
});
