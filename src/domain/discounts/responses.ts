import { amount } from '@domain/shared/schema-parts';
import { z } from 'zod';

// What the public discount code check answers (spec 000 §3).

/** POST /api/discounts/validate: the code and what it takes off the subtotal sent. */
export const discountResultSchema = z.object({
  code: z.string(),
  discountAmount: amount,
  type: z.enum(['percentage', 'amount']),
  value: amount,
  description: z.string(),
  /** Sent back with the code's text when booking (the id alone redeems nothing). */
  discountIdentifierId: z.number().int(),
});
export type DiscountResult = z.infer<typeof discountResultSchema>;
