import { describe, expect, it } from 'vitest';
import {
  amountDueText,
  householdText,
  parseRunSheetForm,
  personLines,
  runSheetQueryFrom,
  visitAddress,
} from './run-sheet-format';

describe('run sheet', () => {
  it('reads its region and day from the address, only when both are valid', () => {
    expect(runSheetQueryFrom(new URLSearchParams('region=central&date=2026-11-23'))).toEqual({
      region: 'central',
      date: '2026-11-23',
    });
    expect(runSheetQueryFrom(new URLSearchParams('region=moon&date=2026-11-23'))).toBeNull();
    expect(runSheetQueryFrom(new URLSearchParams('region=north'))).toBeNull();
  });

  it('asks for a region and a day', () => {
    expect(parseRunSheetForm({ region: '', date: '' })).toEqual({
      ok: false,
      errors: { region: 'Please select a region', date: 'Please select a date' },
    });
    expect(parseRunSheetForm({ region: 'east', date: '2026-11-26' })).toEqual({
      ok: true,
      query: { region: 'east', date: '2026-11-26' },
    });
  });

  it('writes the address in one line, leaving out what is missing', () => {
    expect(visitAddress({ address: '1 Orchard Road', unitNumber: '#05-12', postalCode: '238801' })).toBe(
      '1 Orchard Road, #05-12, Singapore 238801',
    );
    expect(visitAddress({ address: '1 Orchard Road', unitNumber: null, postalCode: '238801' })).toBe(
      '1 Orchard Road, Singapore 238801',
    );
    expect(visitAddress({ address: null, unitNumber: ' ', postalCode: null })).toBe('');
  });

  it('names the household, its packages and what is due', () => {
    expect(householdText(1)).toBe('1 person');
    expect(householdText(3)).toBe('3 persons');
    expect(amountDueText('0.00')).toBe('—');
    expect(amountDueText('118.00')).toBe('$118.00');
    expect(
      personLines({
        persons: [
          { firstName: 'Mei', lastName: 'Tan', packageName: 'Comprehensive', isPrimary: true },
          { firstName: 'Ahmad', lastName: 'Rahman', packageName: 'Premium', isPrimary: false },
        ],
      }),
    ).toEqual(['Mei Tan (Comprehensive)', 'Ahmad Rahman (Premium)']);
  });
});
