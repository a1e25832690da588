import { adminIdParamsSchema } from '@domain/shared/form-fields';
import { MAX_RECORD_ID } from '@domain/shared/schema-parts';
import { waitlistIdParamsSchema } from '@domain/waitlist/rules';
import { describe, expect, it } from 'vitest';

describe('the record-id bound', () => {
  it('is the largest 32-bit integer, the largest id a serial column holds', () => {
    expect(MAX_RECORD_ID).toBe(2 ** 31 - 1);
  });

  it('bounds the staff record routes and the waitlist routes alike', () => {
    for (const schema of [adminIdParamsSchema, waitlistIdParamsSchema]) {
      expect(schema.safeParse({ id: String(MAX_RECORD_ID) }).success).toBe(true);
      expect(schema.safeParse({ id: String(MAX_RECORD_ID + 1) }).success).toBe(false);
      expect(schema.safeParse({ id: '0' }).success).toBe(false);
    }
  });
});
