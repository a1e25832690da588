import { adminRegistrationStatusSchema } from '@domain/orders/schemas';
import { isoDate } from '@domain/shared/form-fields';
import { requiredText, timestamp } from '@domain/shared/schema-parts';
import { DATE_REQUIRED_MESSAGE, HOLIDAY_NAME_REQUIRED_MESSAGE } from '@domain/timeslots/holiday-messages';
import { z } from 'zod';

// Public holidays as staff edit them (spec 001 §5 and §7).

/** POST /api/admin/public-holidays and PUT /api/admin/public-holidays/{id} (spec 001 §5). */
export const holidayFormSchema = z.object({
  name: requiredText(HOLIDAY_NAME_REQUIRED_MESSAGE, 1, 200, 'Name'),
  date: isoDate(DATE_REQUIRED_MESSAGE),
});
export type HolidayForm = z.infer<typeof holidayFormSchema>;
/** A public holiday (spec 001 §3: date 'yyyy-MM-dd'). */
export const publicHolidaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;
/** A live booking whose visit falls on a holiday's date: staff must contact the customer. */
export const bookingOnDateSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string(),
  eventName: z.string(),
  timeslotTime: z.string(),
  status: adminRegistrationStatusSchema,
  personCount: z.number().int(),
});
export type BookingOnDate = z.infer<typeof bookingOnDateSchema>;
/**
 * The answer of a holiday's create and update: no free slot is offered on its date from now on, and
 * the bookings already on it are listed (they are kept; staff decide what to do with them).
 */
export const holidayChangeResultSchema = z.object({
  holiday: publicHolidaySchema,
  bookingsOnDate: z.array(bookingOnDateSchema),
});
export type HolidayChangeResult = z.infer<typeof holidayChangeResultSchema>;
