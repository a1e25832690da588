import { describe, expect, it } from 'vitest';
import { autoFormatDateTyping, displayDateOnBlur } from './date-input';

describe('date of birth typing', () => {
  it('adds the slashes while digits are typed forward', () => {
    expect(autoFormatDateTyping('15', '1')).toBe('15/');
    expect(autoFormatDateTyping('15/05', '15/0')).toBe('15/05/');
    expect(autoFormatDateTyping('15/05/1990', '15/05/199')).toBe('15/05/1990');
  });

  it('splits eight pasted digits into DD/MM/YYYY', () => {
    expect(autoFormatDateTyping('15051990', '')).toBe('15/05/1990');
  });

  it('leaves deletions and ISO dates alone', () => {
    expect(autoFormatDateTyping('15/0', '15/05')).toBe('15/0');
    expect(autoFormatDateTyping('15', '15/')).toBe('15');
    expect(autoFormatDateTyping('1990-05-15', '')).toBe('1990-05-15');
  });

  it('drops a slash typed after an inserted one', () => {
    expect(autoFormatDateTyping('15//', '15/')).toBe('15/');
  });

  it('shows any accepted date as DD/MM/YYYY once the field is left', () => {
    expect(displayDateOnBlur('1/5/1990')).toBe('01/05/1990');
    expect(displayDateOnBlur('1990-05-15')).toBe('15/05/1990');
    expect(displayDateOnBlur('31/02/1990')).toBe('31/02/1990');
  });
});
