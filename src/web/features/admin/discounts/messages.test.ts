import { describe, expect, it } from 'vitest';
import * as local from './messages';

describe('Discounts tab texts', () => {
  it("asks before a delete in the spec's words", () => {
    expect(local.deleteDiscountQuestion('Year End')).toBe(
      'Are you sure you want to delete the discount "Year End"? This action cannot be undone.',
    );
  });
});
