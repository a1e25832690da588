import { tooLong } from '@domain/shared/schema-parts';
import { fillMessage, MESSAGES } from '@domain/shared/texts';
import { z } from 'zod';

// The pre-visit form of each person of a booking (DESIGN §8.11): what a nurse must know before a
// blood draw, and the person's consent to the screening. Shared by the form page and the server.

/** The conditions that matter to a blood draw, as the form lists them and the calls carry them. */
export const QUESTIONNAIRE_CONDITIONS = [
  'diabetes',
  'hypertension',
  'heart_disease',
  'bleeding_disorder',
  'blood_thinners',
  'pregnant',
  'fainting_with_needles',
] as const;
export type QuestionnaireCondition = (typeof QUESTIONNAIRE_CONDITIONS)[number];
const conditionSchema = z.enum(QUESTIONNAIRE_CONDITIONS, { error: MESSAGES.questionnaire.conditionUnknown });

/**
 * The flags of a person's answers that change how blood is drawn, in this order: shown on the run
 * sheet, the order details and the nurse's view instead of the answers themselves.
 */
export const QUESTIONNAIRE_FLAGS = ['bleeding_disorder', 'blood_thinners', 'allergies', 'fainting'] as const;
export type QuestionnaireFlag = (typeof QUESTIONNAIRE_FLAGS)[number];

export const MEDICINES_MAX = 1000;
export const ALLERGIES_MAX = 1000;
export const SIGNED_NAME_MAX = 201;

/**
 * The version of the consent text the form shows (the `prepare` catalogue's consent.text, in every
 * language): stored with each consent, so what a person agreed to can be told later. A new wording
 * gets a new version.
 */
export const CONSENT_TEXT_VERSION = '2026-12-01';

const freeText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(field, max) })
    .optional()
    .transform((text) => text ?? '');

/** PUT /api/registrations/{reference}/questionnaire/{participantId}. */
export const questionnaireAnswersSchema = z.object({
  medicines: freeText(MESSAGES.questionnaire.fields.medicines, MEDICINES_MAX),
  allergies: freeText(MESSAGES.questionnaire.fields.allergies, ALLERGIES_MAX),
  conditions: z
    .array(conditionSchema, { error: MESSAGES.questionnaire.conditionUnknown })
    .max(QUESTIONNAIRE_CONDITIONS.length, { error: MESSAGES.questionnaire.conditionRepeated })
    .refine((list) => new Set(list).size === list.length, { error: MESSAGES.questionnaire.conditionRepeated })
    .default([]),
  consent: z.object(
    {
      agreed: z.literal(true, { error: MESSAGES.questionnaire.consentRequired }),
      signedName: z
        .string({ error: MESSAGES.questionnaire.signedNameRequired })
        .trim()
        .min(1, { error: MESSAGES.questionnaire.signedNameRequired })
        .max(SIGNED_NAME_MAX, { error: tooLong(MESSAGES.questionnaire.fields.signedName, SIGNED_NAME_MAX) }),
    },
    { error: MESSAGES.questionnaire.consentRequired },
  ),
});
export type QuestionnaireAnswersInput = z.input<typeof questionnaireAnswersSchema>;
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswersSchema>;

/** The stored consent: the name typed, when, and the version of the text agreed to. */
export const storedConsentSchema = z.object({
  signedName: z.string(),
  signedAt: z.string(),
  textVersion: z.string(),
});

/** A person's answers as stored and shown back. */
export const questionnaireAnswersViewSchema = z.object({
  medicines: z.string(),
  allergies: z.string(),
  conditions: z.array(conditionSchema),
  consent: storedConsentSchema,
});
export type QuestionnaireAnswersView = z.infer<typeof questionnaireAnswersViewSchema>;

export const QUESTIONNAIRE_STATUSES = ['pending', 'done'] as const;
export type QuestionnaireStatus = (typeof QUESTIONNAIRE_STATUSES)[number];

/** One person of GET /api/registrations/{reference}/questionnaire. */
export const questionnairePersonSchema = z.object({
  participantId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  isPrimary: z.boolean(),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  /** null while pending. */
  answers: questionnaireAnswersViewSchema.nullable(),
  packageName: z.string(),
  /** Hours without food before the visit (0: none), and the package's own preparation text. */
  fastingHours: z.number().int(),
  preparationText: z.string().nullable(),
});
export type QuestionnairePerson = z.infer<typeof questionnairePersonSchema>;

export const questionnaireSchema = z.object({
  referenceNumber: z.string(),
  /** 'yyyy-MM-dd' and 'HH:mm' in Singapore. */
  visitDate: z.string(),
  visitTime: z.string(),
  /** Whether answers can still be given (the booking is live and its visit not yet begun). */
  isOpen: z.boolean(),
  consentTextVersion: z.string(),
  persons: z.array(questionnairePersonSchema),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/**
 * Whether the name typed is the person's full name: first and last name in either order, ignoring
 * case, commas and full stops, and the spaces between. A household member's form filled by the main
 * person still carries the member's own name.
 */
export function isSignedNameOf(signedName: string, person: { firstName: string; lastName: string }): boolean {
  const words = (text: string) =>
    text
      .normalize('NFKC')
      .toLocaleLowerCase('en')
      .split(/[\s,.]+/u)
      .filter(Boolean);
  const typed = words(signedName).join(' ');
  const first = words(person.firstName).join(' ');
  const last = words(person.lastName).join(' ');
  if (!typed || !first) return false;
  return typed === [first, last].filter(Boolean).join(' ') || typed === [last, first].filter(Boolean).join(' ');
}

export const signedNameMismatchMessage = (person: { firstName: string; lastName: string }) =>
  fillMessage(MESSAGES.questionnaire.signedNameMismatch, {
    name: [person.firstName, person.lastName].filter(Boolean).join(' '),
  });

// ---- what staff see ------------------------------------------------------------------------

export const questionnaireFlagSchema = z.enum(QUESTIONNAIRE_FLAGS);
/** A person's consent on the run sheet and in the order details: 'done' once the form is filled. */
export const preVisitConsentSchema = z.enum(['done', 'pending']);
export type PreVisitConsent = z.infer<typeof preVisitConsentSchema>;

/** One person of a booking as the order details show the pre-visit form: consent and flags only. */
export const preVisitSummarySchema = z.object({
  participantId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  isPrimary: z.boolean(),
  consent: preVisitConsentSchema,
  flags: z.array(questionnaireFlagSchema),
});
export type PreVisitSummary = z.infer<typeof preVisitSummarySchema>;

/**
 * GET /api/admin/registrations/{id}/questionnaire: the answers themselves, for staff with the admin or
 * nurse role only; each call is written to the audit log (DESIGN §8.11).
 */
export const adminQuestionnaireSchema = z.object({
  registrationId: z.string(),
  referenceNumber: z.string(),
  persons: z.array(
    preVisitSummarySchema.extend({
      status: z.enum(QUESTIONNAIRE_STATUSES),
      answers: questionnaireAnswersViewSchema.nullable(),
    }),
  ),
});
export type AdminQuestionnaire = z.infer<typeof adminQuestionnaireSchema>;

export const QUESTIONNAIRE_PERSON_NOT_FOUND_MESSAGE = MESSAGES.questionnaire.personNotInBooking;
export const QUESTIONNAIRE_CLOSED_MESSAGE = MESSAGES.questionnaire.bookingClosed;
