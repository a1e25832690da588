import { ON_MY_WAY_MINUTES_MESSAGE } from '@domain/notifications/text-messages';
import { preVisitConsentSchema, questionnaireFlagSchema } from '@domain/questionnaire/schemas';
import { queryDate, timestamp } from '@domain/shared/schema-parts';
import { z } from 'zod';
import {
  CLIENT_EVENT_ID_MESSAGE,
  EVENT_TIME_MESSAGE,
  EVENT_TYPE_MESSAGE,
  OUTCOME_NOTE_MESSAGE,
  OUTCOME_REQUIRED_MESSAGE,
  OUTCOME_RESULT_MESSAGE,
} from './messages';

// The nurse's view (DESIGN §8.12): her visits of a day in route order, and what she presses at each.

/** What a nurse presses at a visit, in the order she presses them. */
export const VISIT_EVENT_TYPES = ['on_my_way', 'arrived', 'done'] as const;
export type VisitEventType = (typeof VISIT_EVENT_TYPES)[number];

/** How a person's screening went: all of it, part of it (the note says what was not done), refused, not at home. */
export const VISIT_RESULTS = ['screened', 'partly', 'refused', 'not_home'] as const;
export type VisitResult = (typeof VISIT_RESULTS)[number];

/** GET /api/nurse/visits?date=yyyy-MM-dd (Singapore). */
export const nurseVisitsQuerySchema = z.object({ date: queryDate('Date is required') });

/** One person of a visit as the nurse sees them: the main person is participantId 0. */
export const nurseVisitPersonSchema = z.object({
  participantId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  packageName: z.string(),
  consent: preVisitConsentSchema,
  flags: z.array(questionnaireFlagSchema),
});
export type NurseVisitPerson = z.infer<typeof nurseVisitPersonSchema>;

/** A press the server has, with the time it was pressed (the phone's clock, possibly offline). */
export const visitEventSummarySchema = z.object({
  type: z.enum(VISIT_EVENT_TYPES),
  at: timestamp,
});

export const nurseVisitSchema = z.object({
  registrationId: z.string(),
  reference: z.string(),
  /** 'HH:mm' (Singapore). */
  time: z.string(),
  address: z.string().nullable(),
  unitNumber: z.string().nullable(),
  postalCode: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** 1, 2, … in the day's route order. */
  order: z.number().int(),
  /** Straight-line kilometres from the previous visit of the route; null for the first or without a location. */
  distanceFromPreviousKm: z.number().nullable(),
  mobileNumber: z.string(),
  persons: z.array(nurseVisitPersonSchema),
  /** The booking's status: 'completed' once "Done" found everyone screened. */
  status: z.string(),
  /** What was pressed so far, oldest first. */
  events: z.array(visitEventSummarySchema),
});
export type NurseVisit = z.infer<typeof nurseVisitSchema>;

export const visitOutcomeEntrySchema = z.object({
  participantId: z.number({ error: OUTCOME_REQUIRED_MESSAGE }).int().min(0).max(2_147_483_647),
  result: z.enum(VISIT_RESULTS, { error: OUTCOME_RESULT_MESSAGE }),
  note: z.string().trim().max(500).optional(),
});
export type VisitOutcomeEntry = z.infer<typeof visitOutcomeEntrySchema>;

/** POST /api/nurse/visits/{registrationId}/events. */
export const visitEventRequestSchema = z
  .object({
    // The phone's own id of the press: a resend of the same press changes nothing.
    clientEventId: z
      .string({ error: CLIENT_EVENT_ID_MESSAGE })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: CLIENT_EVENT_ID_MESSAGE }),
    type: z.enum(VISIT_EVENT_TYPES, { error: EVENT_TYPE_MESSAGE }),
    at: z.iso.datetime({ offset: true, error: EVENT_TIME_MESSAGE }),
    outcome: z.array(visitOutcomeEntrySchema).max(20).optional(),
    /** "On my way": the minutes to arrival the customer's text gives (DESIGN §8.5); 15 when not said. */
    minutes: z.number({ error: ON_MY_WAY_MINUTES_MESSAGE }).int().min(1).max(180).optional(),
  })
  .superRefine((event, issues) => {
    if (event.type === 'done' && !event.outcome?.length) {
      issues.addIssue({ code: 'custom', path: ['outcome'], message: OUTCOME_REQUIRED_MESSAGE });
    }
    for (const [index, entry] of (event.outcome ?? []).entries()) {
      if (entry.result === 'partly' && !entry.note) {
        issues.addIssue({ code: 'custom', path: ['outcome', index, 'note'], message: OUTCOME_NOTE_MESSAGE });
      }
    }
  });
export type VisitEventRequest = z.infer<typeof visitEventRequestSchema>;

/** The answer to a press: the same body for a resend of it. */
export const visitEventResultSchema = z.object({
  id: z.number().int(),
  registrationId: z.string(),
  clientEventId: z.string(),
  type: z.enum(VISIT_EVENT_TYPES),
  at: timestamp,
  receivedAt: timestamp,
});
export type VisitEventResult = z.infer<typeof visitEventResultSchema>;

/** Staff's view of a press (order details): who, when pressed, when it arrived, and the outcome of "Done". */
export const staffVisitEventSchema = z.object({
  type: z.enum(VISIT_EVENT_TYPES),
  at: timestamp,
  receivedAt: timestamp,
  staffName: z.string(),
  outcome: z
    .array(
      z.object({
        participantId: z.number().int(),
        name: z.string(),
        result: z.enum(VISIT_RESULTS),
        note: z.string().nullable(),
      }),
    )
    .nullable(),
});
export type StaffVisitEvent = z.infer<typeof staffVisitEventSchema>;

/** The nurse a visit is assigned to, or null ("Unassigned"). */
export const assignedNurseSchema = z.object({ staffId: z.number().int(), displayName: z.string() }).nullable();
export type AssignedNurse = z.infer<typeof assignedNurseSchema>;

/** PUT /api/admin/registrations/{id}/nurse: another nurse for the visit, or none. */
export const assignNurseRequestSchema = z.object({
  staffId: z.number({ error: 'Choose a nurse' }).int().min(1).max(2_147_483_647).nullable(),
});
