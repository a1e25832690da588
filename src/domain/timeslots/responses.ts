import { successEnvelope } from '@domain/shared/envelope';
import { regionSchema, timeslotsByDateSchema } from '@domain/timeslots/views';
import { z } from 'zod';

// What the public timeslot look-up answers (spec 000 §3).

/** What the timeslot look-up by postal code finds: the slots by date and the postal code's region. */
export const postalCodeSlotsSchema = z.object({
  data: timeslotsByDateSchema,
  /** Null when the postal code is in no region served (then `data` is empty). */
  region: regionSchema.nullable(),
});
export type PostalCodeSlots = z.infer<typeof postalCodeSlotsSchema>;
/**
 * GET /api/timeslots/postal-code answers the whole envelope: the slots by date are its `data` and the
 * region sits beside them (spec 000 §3).
 */
export const postalCodeTimeslotsResponseSchema = successEnvelope(timeslotsByDateSchema).extend({
  region: regionSchema.nullable(),
});
export type PostalCodeTimeslotsResponse = z.infer<typeof postalCodeTimeslotsResponseSchema>;
