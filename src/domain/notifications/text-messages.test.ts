import { textsAllowedTo, toE164 } from '@domain/notifications/text-messages';
import { describe, expect, it } from 'vitest';

describe('toE164', () => {
  it.each([
    ['9123 4567', '+6591234567'],
    ['+65 9123-4567', '+6591234567'],
    ['6591234567', '+6591234567'],
    ['+44 (7700) 900123', '+447700900123'],
    ['12345', null],
    ['', null],
  ])('%j → %j', (mobile, e164) => {
    expect(toE164(mobile)).toBe(e164);
  });
});

// DESIGN §8.9: texts go only to the country calling codes of SMS_ALLOWED_COUNTRY_CODES.
describe('textsAllowedTo', () => {
  it.each([
    ['9123 4567', ['65'], true],
    ['+65 9123 4567', ['65'], true],
    ['+44 7700 900123', ['65'], false],
    ['+60 12 345 6789', ['65'], false],
    ['+60 12 345 6789', ['65', '60'], true],
    ['+1 415 555 0100', ['65', '60'], false],
    ['+1 415 555 0100', ['1'], true],
    ['not a number', ['65'], false],
    ['9123 4567', [], false],
  ])('%j with %j → %j', (mobile, codes, allowed) => {
    expect(textsAllowedTo(mobile, codes)).toBe(allowed);
  });
});
