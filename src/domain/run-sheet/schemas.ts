import { onMyWayStatusSchema } from '@domain/notifications/text-messages';
import { assignedNurseSchema } from '@domain/nurse/schemas';
import { preVisitConsentSchema, questionnaireFlagSchema } from '@domain/questionnaire/schemas';
import { REGION_REQUIRED_MESSAGE } from '@domain/run-sheet/messages';
import { amount, queryDate } from '@domain/shared/schema-parts';
import { DATE_SELECT_REQUIRED_MESSAGE } from '@domain/timeslots/messages';
import { REGION_NAMES } from '@domain/timeslots/regions';
import { regionSchema } from '@domain/timeslots/views';
import { z } from 'zod';

// The nurse's run sheet: one region's visits of one day (DESIGN §4).

// ---- the nurse's run sheet -----------------------------------------------------

/** GET /api/admin/run-sheet and /api/admin/run-sheet.csv: one region, one day (Singapore). */
export const runSheetQuerySchema = z.object({
  region: z.enum(REGION_NAMES, { error: REGION_REQUIRED_MESSAGE }),
  date: queryDate(DATE_SELECT_REQUIRED_MESSAGE),
});
export type RunSheetQuery = z.infer<typeof runSheetQuerySchema>;
export type RunSheetQueryInput = z.input<typeof runSheetQuerySchema>;

/** One person of a visit: the main person first, then the household. */
export const runSheetPersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  packageName: z.string(),
  isPrimary: z.boolean(),
  /** The person's pre-visit form (DESIGN §8.11): consent given or not, and its flags, never the answers. */
  consent: preVisitConsentSchema,
  flags: z.array(questionnaireFlagSchema),
});
export type RunSheetPerson = z.infer<typeof runSheetPersonSchema>;

/** One home visit: a live booking (not cancelled, not expired) in the region on the day. */
export const runSheetVisitSchema = z.object({
  registrationId: z.string(),
  referenceNumber: z.string(),
  /** 'HH:mm' and '9:00 AM'. */
  time: z.string(),
  timeLabel: z.string(),
  eventName: z.string(),
  status: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Household size: the main person and the household members. */
  personCount: z.number().int(),
  persons: z.array(runSheetPersonSchema),
  /** Distinct package names of the visit, in the persons' order. */
  packages: z.array(z.string()),
  address: z.string().nullable(),
  unitNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  mobileNumber: z.string(),
  /** What is still to be paid ('0.00' when nothing); the older flow pays on the day. */
  amountDue: amount,
  /** Whether the main person's mobile takes text messages (asked for them, not opted out): "On my way" is offered then. */
  textsAllowed: z.boolean(),
  /** The latest "On my way" sent for the visit, or null. */
  onMyWay: onMyWayStatusSchema.nullable(),
  /** The nurse who makes the visit (DESIGN §8.12), or null: "Unassigned". */
  nurse: assignedNurseSchema,
  /** 1, 2, … in the nurse's route of the day (the unassigned visits make a route of their own). */
  order: z.number().int(),
  /** Straight-line kilometres from the previous visit of the route; null for the first or without a location. */
  distanceFromPreviousKm: z.number().nullable(),
});
export type RunSheetVisit = z.infer<typeof runSheetVisitSchema>;

/** A visit no nurse is assigned to (DESIGN §8.12), as the sheet and its CSV name it. */
export const UNASSIGNED_LABEL = 'Unassigned';

/** Shown, printed and downloaded instead of an address a booking does not have (spec 000 §3's older body has none). */
export const ADDRESS_NEEDED_LABEL = 'Address needed';

/** Whether the nurse can find the home: a street address and its postal code. */
export function hasVisitAddress(visit: Pick<RunSheetVisit, 'address' | 'postalCode'>): boolean {
  return Boolean(visit.address?.trim() && visit.postalCode?.trim());
}

export const runSheetSchema = z.object({
  region: regionSchema,
  /** 'yyyy-MM-dd' and 'Mon, 23 Nov 2026'. */
  date: z.string(),
  dateLabel: z.string(),
  /** By nurse (by name, the unassigned last), then in each nurse's route order. */
  visits: z.array(runSheetVisitSchema),
  visitCount: z.number().int(),
  personCount: z.number().int(),
});
export type RunSheet = z.infer<typeof runSheetSchema>;
