import { centsToAmount, formatCurrency, roundHalfUpDiv, toCents } from '@domain/shared/money';
import { describe, expect, it } from 'vitest';

describe('toCents', () => {
  it('parses decimal strings exactly', () => {
    expect(toCents('118')).toBe(11800);
    expect(toCents('118.5')).toBe(11850);
    expect(toCents('118.50')).toBe(11850);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('421.20')).toBe(42120);
    expect(toCents(' 12.5 ')).toBe(1250);
    expect(toCents('.5')).toBe(50);
    expect(toCents('-5')).toBe(-500);
    expect(toCents('-0.00')).toBe(0);
  });

  it('parses numbers without floating-point error', () => {
    expect(toCents(118)).toBe(11800);
    expect(toCents(118.5)).toBe(11850);
    expect(toCents(0.07)).toBe(7);
    // 0.1 + 0.2 is 0.30000000000000004 as a double.
    expect(toCents(0.1 + 0.2)).toBe(30);
    // 1.005 * 100 is 100.49999999999999 as a double; the decimal form rounds half-up.
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-2.5)).toBe(-250);
  });

  it('refuses non-numeric strings and more than two decimals', () => {
    for (const bad of ['', ' ', 'abc', '1.2.3', '12a', '1,000', '.', '-', '1.234']) {
      expect(() => toCents(bad), bad).toThrow(RangeError);
    }
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('centsToAmount', () => {
  it('writes two decimals', () => {
    expect(centsToAmount(11800)).toBe('118.00');
    expect(centsToAmount(11850)).toBe('118.50');
    expect(centsToAmount(7)).toBe('0.07');
    expect(centsToAmount(0)).toBe('0.00');
    expect(centsToAmount(-500)).toBe('-5.00');
    expect(centsToAmount(-7)).toBe('-0.07');
    expect(centsToAmount(123456789)).toBe('1234567.89');
  });

  it('refuses fractional cents', () => {
    expect(() => centsToAmount(1.5)).toThrow(RangeError);
  });

  it('round-trips with toCents', () => {
    for (const amount of ['0.00', '0.01', '106.20', '1030.27', '-5.00']) {
      expect(centsToAmount(toCents(amount))).toBe(amount);
    }
  });
});

describe('formatCurrency', () => {
  it('shows SGD with two decimals in the en-SG locale', () => {
    expect(formatCurrency(118)).toBe('$118.00');
    expect(formatCurrency('106.2')).toBe('$106.20');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency('-5')).toBe('-$5.00');
  });

  it('shows non-numeric input as 0', () => {
    expect(formatCurrency(null)).toBe('$0.00');
    expect(formatCurrency(undefined)).toBe('$0.00');
    expect(formatCurrency('')).toBe('$0.00');
    expect(formatCurrency('abc')).toBe('$0.00');
    expect(formatCurrency(Number.NaN)).toBe('$0.00');
  });

  it('never shows negative zero', () => {
    expect(formatCurrency(-0)).toBe('$0.00');
    expect(formatCurrency(-0.001)).toBe('$0.00');
  });
});

describe('roundHalfUpDiv', () => {
  it('rounds halves up and the rest to nearest', () => {
    expect(roundHalfUpDiv(5, 2)).toBe(3);
    expect(roundHalfUpDiv(4, 2)).toBe(2);
    expect(roundHalfUpDiv(149, 100)).toBe(1);
    expect(roundHalfUpDiv(150, 100)).toBe(2);
    expect(roundHalfUpDiv(151, 100)).toBe(2);
    expect(roundHalfUpDiv(0, 7)).toBe(0);
  });

  it('refuses negative or fractional operands and a zero denominator', () => {
    expect(() => roundHalfUpDiv(-1, 2)).toThrow(RangeError);
    expect(() => roundHalfUpDiv(1.5, 2)).toThrow(RangeError);
    expect(() => roundHalfUpDiv(1, 0)).toThrow(RangeError);
  });
});
