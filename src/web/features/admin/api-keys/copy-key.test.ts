import { describe, expect, it } from 'vitest';
import { keyPrefix } from './copy-key';

describe('listed keys', () => {
  it('copies the visible start of a listed key, without its ellipsis', () => {
    expect(keyPrefix('hs_AbCdEfG…')).toBe('hs_AbCdEfG');
    expect(keyPrefix('hs_AbCdEfG...')).toBe('hs_AbCdEfG');
    expect(keyPrefix('hs_AbCdEfG')).toBe('hs_AbCdEfG');
  });
});
