import { DATE_OF_BIRTH_FUTURE_MESSAGE, DATE_OF_BIRTH_INVALID_MESSAGE } from '@domain/bookings/messages';
import { memberIdField, singaporeToday, type TodayFn, vitalityNumberField } from '@domain/bookings/schemas';
import { isIsoDate } from '@domain/shared/dates';
import { z } from 'zod';

// The membership check's request (spec 000 §3).

/** POST /api/verify-aia-healthshield. */
export function createVerificationRequestSchema(today: TodayFn = singaporeToday) {
  return z.object({
    identificationNumber: memberIdField,
    dateOfBirth: z
      .string({ error: DATE_OF_BIRTH_INVALID_MESSAGE })
      .trim()
      .superRefine((value, ctx) => {
        if (!isIsoDate(value)) {
          ctx.addIssue({ code: 'custom', message: DATE_OF_BIRTH_INVALID_MESSAGE });
        } else if (value > today()) {
          ctx.addIssue({ code: 'custom', message: DATE_OF_BIRTH_FUTURE_MESSAGE });
        }
      }),
    vitalityMembershipNo: vitalityNumberField,
  });
}
export const verificationRequestSchema = createVerificationRequestSchema();
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;
