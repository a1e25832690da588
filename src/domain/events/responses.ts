import { amount } from '@domain/shared/schema-parts';
import { eventSlotSchema } from '@domain/timeslots/views';
import { z } from 'zod';

// What the public event list and event page answer (spec 000 §3).

/** One entry of GET /api/events. */
export const eventListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  timeslots: z.array(eventSlotSchema),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;
/** A package an event offers, with its member price. */
export const eventPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: amount,
  aiaPrice: amount.nullable(),
});
export type EventPackage = z.infer<typeof eventPackageSchema>;
/** GET /api/events/{slug}. */
export const eventDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  /** The dates of `timeslots`, 'yyyy-MM-dd', in order. */
  dates: z.array(z.string()),
  packages: z.array(eventPackageSchema),
  timeslots: z.array(eventSlotSchema),
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;
