import * as domain from '@domain/messages';
import { describe, expect, it } from 'vitest';
import * as local from './messages';

describe('Discounts tab texts', () => {
  it('are the texts src/domain/messages.ts gives the server, word for word', () => {
    expect(local).toMatchObject({
      VALIDATION_ERROR_TITLE: domain.VALIDATION_ERROR_TITLE,
      CODE_COUNT_MESSAGE: domain.CODE_COUNT_MESSAGE,
      CODES_GENERATED_MESSAGE: domain.CODES_GENERATED_MESSAGE,
      DISCOUNT_CREATED: domain.DISCOUNT_CREATED_MESSAGE,
      DISCOUNT_UPDATED: domain.DISCOUNT_UPDATED_MESSAGE,
      DISCOUNT_DELETED: domain.DISCOUNT_DELETED_MESSAGE,
      NO_DISCOUNTS: domain.NO_DISCOUNTS_MESSAGE,
    });
  });

  it("asks before a delete in the spec's words", () => {
    expect(local.deleteDiscountQuestion('Year End')).toBe(
      'Are you sure you want to delete the discount "Year End"? This action cannot be undone.',
    );
  });
});
