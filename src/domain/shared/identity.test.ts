import {
  generateReferenceNumber,
  isValidMemberId,
  maskIdentificationNumber,
  NRIC_FIN_PATTERN,
  normalizeId,
  normalizeReferenceNumber,
  REFERENCE_NUMBER_PATTERN,
  VITALITY_ID_PATTERN,
} from '@domain/shared/identity';
import { describe, expect, it } from 'vitest';

function sequence(...values: number[]) {
  const calls: number[] = [];
  const randomInt = (maxExclusive: number) => {
    calls.push(maxExclusive);
    const value = values.shift();
    if (value === undefined) throw new Error('no more values');
    return value;
  };
  return { randomInt, calls };
}

describe('ID patterns', () => {
  it('accepts NRIC and FIN numbers in any case', () => {
    for (const id of ['S1234567D', 'T0123456A', 'F1234567N', 'G7654321X', 's1234567d']) {
      expect(NRIC_FIN_PATTERN.test(id), id).toBe(true);
    }
  });

  it('refuses other prefixes and lengths as NRIC/FIN', () => {
    for (const id of ['A1234567D', 'M1234567K', 'S123456D', 'S12345678D', 'S1234567', '1234567D']) {
      expect(NRIC_FIN_PATTERN.test(id), id).toBe(false);
    }
  });

  it('accepts V and 9 digits as a Vitality ID', () => {
    expect(VITALITY_ID_PATTERN.test('V123456789')).toBe(true);
    expect(VITALITY_ID_PATTERN.test('v123456789')).toBe(true);
    expect(VITALITY_ID_PATTERN.test('V12345678')).toBe(false);
    expect(VITALITY_ID_PATTERN.test('V1234567890')).toBe(false);
  });

  it('accepts either kind as a member ID after trimming', () => {
    expect(isValidMemberId(' s1234567d ')).toBe(true);
    expect(isValidMemberId('V123456789')).toBe(true);
    expect(isValidMemberId('E1234567')).toBe(false);
    expect(isValidMemberId('')).toBe(false);
  });

  it('normalises an ID by trimming and upper-casing', () => {
    expect(normalizeId('  s1234567d ')).toBe('S1234567D');
  });
});

describe('maskIdentificationNumber', () => {
  it('shows only the last three digits and the letter', () => {
    expect(maskIdentificationNumber('S1234567D')).toBe('*****567D');
    expect(maskIdentificationNumber('V123456789')).toBe('******6789');
  });

  it('masks at least one character of a short ID', () => {
    expect(maskIdentificationNumber('ABCD')).toBe('*BCD');
    expect(maskIdentificationNumber('AB')).toBe('*B');
    expect(maskIdentificationNumber('A')).toBe('*');
    expect(maskIdentificationNumber('')).toBe('');
  });
});

describe('generateReferenceNumber', () => {
  it('writes HS, the Singapore year and month, and two zero-padded random groups', () => {
    const { randomInt, calls } = sequence(607, 1234);
    expect(generateReferenceNumber(new Date('2026-11-10T03:00:00Z'), randomInt)).toBe('HS2611-0607-1234');
    expect(calls).toEqual([10000, 10000]);
  });

  it('uses the Singapore month on the evening of the last day in UTC', () => {
    // 16:30 UTC on 31 Oct is 00:30 on 1 Nov in Singapore.
    const { randomInt } = sequence(0, 9999);
    const reference = generateReferenceNumber(new Date('2026-10-31T16:30:00Z'), randomInt);
    expect(reference).toBe('HS2611-0000-9999');
    expect(REFERENCE_NUMBER_PATTERN.test(reference)).toBe(true);
  });

  it('refuses a random source outside 0 to 9999', () => {
    expect(() => generateReferenceNumber(new Date(), sequence(10000, 1).randomInt)).toThrow(RangeError);
    expect(() => generateReferenceNumber(new Date(), sequence(-1, 1).randomInt)).toThrow(RangeError);
  });

  it('matches only the full reference format', () => {
    expect(REFERENCE_NUMBER_PATTERN.test('HS2505-0607-1234')).toBe(true);
    expect(REFERENCE_NUMBER_PATTERN.test('hs2505-0607-1234')).toBe(false);
    expect(REFERENCE_NUMBER_PATTERN.test('HS2505-607-1234')).toBe(false);
  });
});

describe('normalizeReferenceNumber', () => {
  it.each([
    ['hs2611 0607 1234'],
    ['HS2611-0607-1234'],
    ['  hs2611-0607-1234 '],
    ['HS2611–0607—1234'],
    ['HS 2611 0607 1234'],
    ['HS261106071234'],
    ['ＨＳ２６１１－０６０７－１２３４'],
    ['HS2611.0607.1234'],
  ])('writes %s as stored', (typed) => {
    expect(normalizeReferenceNumber(typed)).toBe('HS2611-0607-1234');
  });

  it('leaves what is no reference number not found', () => {
    expect(normalizeReferenceNumber('hs2611 0607 123')).toBe('HS26110607123');
    expect(REFERENCE_NUMBER_PATTERN.test(normalizeReferenceNumber('HS2611-0607-12345'))).toBe(false);
    expect(REFERENCE_NUMBER_PATTERN.test(normalizeReferenceNumber('XX2611 0607 1234'))).toBe(false);
  });
});
