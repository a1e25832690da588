import {
  BUFFER_HOURS_MESSAGE,
  MANUAL_DATES_DUPLICATE_MESSAGE,
  MANUAL_TIMES_REQUIRED_MESSAGE,
  MAX_ATTENDEES_MESSAGE,
  NAME_MIN_MESSAGE,
  NUM_SLOTS_MESSAGE,
  PACKAGE_IDS_MESSAGE,
  SLOTS_PER_TIMESLOT_MESSAGE,
  SLUG_CHARACTERS_MESSAGE,
  SLUG_MIN_MESSAGE,
} from '@domain/events/messages';
import { SLUG_PATTERN } from '@domain/events/package-schemas';
import { coercedWholeNumber, isoDate, TIME_PATTERN } from '@domain/shared/form-fields';
import { INVALID_TIME_MESSAGE } from '@domain/shared/form-messages';
import { MAX_RECORD_ID, nullableText, timestamp, tooLong } from '@domain/shared/schema-parts';
import { DATE_REQUIRED_MESSAGE } from '@domain/timeslots/holiday-messages';
import { z } from 'zod';

// Events as staff edit them, with their schedule settings (spec 001 §5 and §7).

export const SCHEDULE_DEFAULTS = {
  configType: 'auto',
  numSlots: 10,
  bufferHours: 24,
  slotsPerTimeslot: 1,
  maxAttendees: 20,
} as const;
export const scheduleTypeSchema = z.enum(['auto', 'manual']);
export type ScheduleType = z.infer<typeof scheduleTypeSchema>;
/** One date of a manually scheduled event with its start times ('HH:mm', Singapore time). */
export const manualDateSchema = z.object({
  date: isoDate(DATE_REQUIRED_MESSAGE),
  times: z
    .array(z.string().trim().regex(TIME_PATTERN, { error: INVALID_TIME_MESSAGE }))
    .min(1, { error: MANUAL_TIMES_REQUIRED_MESSAGE })
    .max(24)
    .transform((times) => [...new Set(times)].sort()),
});
export type ManualDate = z.infer<typeof manualDateSchema>;
/**
 * An event's schedule (event_configs, DESIGN §4 Timeslots): 'auto' offers each region's weekday times
 * for the next `numSlots` dates, at least `bufferHours` ahead, skipping public holidays; 'manual'
 * offers `manualDates`. Each slot takes `slotsPerTimeslot` home visits and `maxAttendees` persons.
 */
export const eventScheduleSchema = z
  .object({
    configType: scheduleTypeSchema.default(SCHEDULE_DEFAULTS.configType),
    numSlots: coercedWholeNumber(NUM_SLOTS_MESSAGE, 1, 60).default(SCHEDULE_DEFAULTS.numSlots),
    bufferHours: coercedWholeNumber(BUFFER_HOURS_MESSAGE, 0, 720).default(SCHEDULE_DEFAULTS.bufferHours),
    slotsPerTimeslot: coercedWholeNumber(SLOTS_PER_TIMESLOT_MESSAGE, 1, 50).default(SCHEDULE_DEFAULTS.slotsPerTimeslot),
    maxAttendees: coercedWholeNumber(MAX_ATTENDEES_MESSAGE, 1, 200).default(SCHEDULE_DEFAULTS.maxAttendees),
    /**
     * Manual events: the dates and times offered from today on. Saving replaces them: a time left out
     * is removed unless it has bookings (then it stays, so nothing booked is lost). Ignored for auto.
     */
    manualDates: z.array(manualDateSchema).max(366).default([]),
  })
  .superRefine((schedule, ctx) => {
    const seen = new Set<string>();
    schedule.manualDates.forEach((entry, index) => {
      if (seen.has(entry.date)) {
        ctx.addIssue({ code: 'custom', message: MANUAL_DATES_DUPLICATE_MESSAGE, path: ['manualDates', index, 'date'] });
      }
      seen.add(entry.date);
    });
  });
export type EventSchedule = z.infer<typeof eventScheduleSchema>;
export type EventScheduleInput = z.input<typeof eventScheduleSchema>;
/** POST /api/admin/events and PUT /api/admin/events/{id} (spec 001 §5, plus packages and schedule). */
export const eventFormSchema = z.object({
  name: z
    .string({ error: NAME_MIN_MESSAGE })
    .trim()
    .min(3, { error: NAME_MIN_MESSAGE })
    .max(200, { error: tooLong('Name', 200) }),
  slug: z
    .string({ error: SLUG_MIN_MESSAGE })
    .trim()
    .min(3, { error: SLUG_MIN_MESSAGE })
    .max(100, { error: tooLong('Slug', 100) })
    .regex(SLUG_PATTERN, { error: SLUG_CHARACTERS_MESSAGE }),
  description: nullableText('Description', 5000),
  location: nullableText('Location', 500),
  isActive: z.boolean().default(true),
  /** The packages the event offers (event_packages); only active ones are shown to customers. */
  packageIds: z
    .array(
      z
        .number({ error: PACKAGE_IDS_MESSAGE })
        .int({ error: PACKAGE_IDS_MESSAGE })
        .positive({ error: PACKAGE_IDS_MESSAGE })
        .max(MAX_RECORD_ID, { error: PACKAGE_IDS_MESSAGE }),
      { error: PACKAGE_IDS_MESSAGE },
    )
    .max(100, { error: PACKAGE_IDS_MESSAGE })
    .default([])
    .transform((ids) => [...new Set(ids)]),
  schedule: eventScheduleSchema.default({ ...SCHEDULE_DEFAULTS, manualDates: [] }),
});
/** What the routes receive (defaults applied). */
export type EventForm = z.infer<typeof eventFormSchema>;
/** What a form may send (defaults optional): the type of react-hook-form's values. */
export type EventFormInput = z.input<typeof eventFormSchema>;
/** An event in the admin list and the answer of its create and update. */
export const adminEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: timestamp,
  packageIds: z.array(z.number().int()),
  schedule: z.object({
    configType: scheduleTypeSchema,
    numSlots: z.number().int(),
    bufferHours: z.number().int(),
    slotsPerTimeslot: z.number().int(),
    maxAttendees: z.number().int(),
    /** Manual slots from today on, by date (also those left from a former manual schedule). */
    manualDates: z.array(z.object({ date: z.string(), times: z.array(z.string()) })),
  }),
  /** Live bookings (not cancelled, not expired): an event with any booking cannot be deleted. */
  bookingCount: z.number().int(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
