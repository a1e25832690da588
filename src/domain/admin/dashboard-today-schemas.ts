import { assignedNurseSchema } from '@domain/nurse/schemas';
import { adminRegistrationStatusSchema } from '@domain/orders/schemas';
import { amount, timestamp } from '@domain/shared/schema-parts';
import { z } from 'zod';

// GET /api/admin/dashboard/today: the work the dashboard starts with (Singapore time): today's and
// tomorrow's home visits, the unpaid holds about to be released, and the messages that could not be sent.

/** How far ahead the dashboard looks for unpaid holds about to be released. */
export const EXPIRING_HOLDS_WINDOW_HOURS = 12;

/** A home visit of today or tomorrow. */
export const dashboardVisitSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'yyyy-MM-dd' and 'HH:mm', Singapore time. */
  date: z.string(),
  time: z.string(),
  /** 'central', 'north', ...; null when the booking has no postal code. */
  region: z.string().nullable(),
  address: z.string().nullable(),
  unitNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** No visit address on record: staff must get one before the nurse goes. */
  addressNeeded: z.boolean(),
  status: adminRegistrationStatusSchema,
  personCount: z.number().int(),
  /** The nurse who makes the visit (DESIGN §8.12), or null: "Unassigned". */
  nurse: assignedNurseSchema,
});
export type DashboardVisit = z.infer<typeof dashboardVisitSchema>;

/** An unpaid booking whose visit is released at `expiresAt` unless it is paid (or its contact proven). */
export const expiringHoldSchema = z.object({
  id: z.string(),
  referenceNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: adminRegistrationStatusSchema,
  expiresAt: timestamp,
  amountDue: amount,
  /** The visit held: 'yyyy-MM-dd' and 'HH:mm'. */
  date: z.string(),
  time: z.string(),
});
export type ExpiringHold = z.infer<typeof expiringHoldSchema>;

export const dashboardTodaySchema = z.object({
  /** 'yyyy-MM-dd' in Singapore. */
  today: z.string(),
  tomorrow: z.string(),
  /** Today's and tomorrow's live visits, in time order. */
  visits: z.array(dashboardVisitSchema),
  /** Unpaid holds released within the next `holdsWindowHours`, soonest first. */
  expiringHolds: z.array(expiringHoldSchema),
  holdsWindowHours: z.number().int(),
  /** Emails and texts that used up their tries (the failed list of /admin/email). */
  failedMessages: z.number().int(),
  /** Today's and tomorrow's live visits no nurse is assigned to (DESIGN §8.12): "Unassigned". */
  unassignedVisits: z.number().int(),
  /** Bookings of days moved "When a nurse cannot come" that are still ahead: how many were asked, how many picked another visit. */
  movedBookings: z.object({ asked: z.number().int(), moved: z.number().int() }),
});
export type DashboardToday = z.infer<typeof dashboardTodaySchema>;
