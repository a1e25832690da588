import { z } from 'zod';

// What a membership check answers (DESIGN §8.2).

/**
 * What a verification shows of the member's benefits (DESIGN §8.2): the programme and the tier, and
 * nothing else the insurer sends (no policy numbers, limits or claims).
 */
export const benefitProfileSummarySchema = z
  .object({
    /** E.g. 'AIA Health Shield', 'AIA Vitality'. */
    programme: z.string(),
    /** The member's tier where the insurer gives one, e.g. 'Gold'. */
    tier: z.string().optional(),
  })
  .describe('Only the programme and tier of a verified member; null for anyone else. Nothing else the insurer sends.');
export type BenefitProfileSummary = z.infer<typeof benefitProfileSummarySchema>;
/** POST /api/verify-aia-healthshield. */
export const verificationDataSchema = z.object({
  status: z.enum(['success', 'not_found']),
  isAiaMember: z.boolean(),
  isVitalityMember: z.boolean(),
  message: z.string(),
  /** An allow-listed summary of a verified member's benefits, or null. */
  benefitProfileData: benefitProfileSummarySchema.nullable(),
});
export type VerificationData = z.infer<typeof verificationDataSchema>;
