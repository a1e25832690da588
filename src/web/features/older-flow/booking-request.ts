import {
  type LegacyBookingRequestInput,
  legacyRegistrationFormSchema,
  OLDER_FLOW,
} from '@domain/bookings/older-flow-schemas';
import { PRIVACY_NOTICE_VERSION } from '@domain/privacy/notice';
import { DEFAULT_LANGUAGE, type Language } from '@domain/shared/language';
import { z } from 'zod';
import type { SmsRemindersChoice } from '@/features/booking-shared';
import type { LegacyBookingDetails } from './storage';

/**
 * The older registration form with "Send me SMS reminders" (DESIGN §8.5) beside the terms and the
 * privacy notice: a plain yes or no, ticked when the page opens.
 */
export const registrationFormSchema = legacyRegistrationFormSchema.extend({ smsReminders: z.boolean() });
export type RegistrationFormValues = z.infer<typeof registrationFormSchema>;
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;

/** The older flow's request, with the customer's choice of text messages. */
export type LegacyRegistrationRequest = LegacyBookingRequestInput & SmsRemindersChoice;

/**
 * POST /api/registrations body of the older flow: spec 000 §3 word for word, plus the privacy notice's
 * version the box linked (DESIGN §8.3), the page's `language` (§8.10), `smsReminders`, sent either way so an unticked box is never
 * read as the server's default (true), and the visit's address with `flow: 'older'` (without it a body
 * with an address is the main flow's). The ticks for the terms and the notice stay on the page.
 */
export function buildLegacyBookingRequest(
  details: Pick<LegacyBookingDetails, 'eventId' | 'packageId' | 'timeslotId'>,
  values: RegistrationFormValues,
  language: Language = DEFAULT_LANGUAGE,
): LegacyRegistrationRequest {
  const { acceptTerms: _ticked, privacyConsent: _agreed, smsReminders, ...person } = values;
  return {
    eventId: details.eventId,
    packageId: details.packageId,
    timeslotId: details.timeslotId,
    ...person,
    vitalityMembershipNo: values.vitalityMembershipNo || null,
    medicalConditions: values.medicalConditions ?? '',
    consentVersion: PRIVACY_NOTICE_VERSION,
    smsReminders,
    // The language of the page: the booking's emails, texts and PDFs are in it (DESIGN §8.10).
    language,
    unitNumber: values.unitNumber || null,
    flow: OLDER_FLOW,
  };
}
