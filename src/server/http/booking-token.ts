import { z } from 'zod';

/** The header of the calls that only the booking's own token opens (DESIGN §8.2). */
export const bookingTokenHeaders = z.object({
  'x-booking-token': z
    .string()
    .optional()
    .describe("The booking's token (data.bookingToken of the booking answer, or the email's manage link)"),
});
