import type { VerificationResult } from './api';
import {
  MEMBER_BENEFITS_TITLE,
  NO_MEMBER_BENEFITS_MESSAGE,
  VERIFICATION_ERROR_MESSAGE,
  VERIFICATION_ERROR_TITLE,
} from './messages';
import type { MemberVerification } from './use-booking-wizard';

export interface VerificationNotice {
  kind: 'success' | 'info' | 'error';
  title: string;
  description?: string;
}

/**
 * Spec 000 §4 and §8: a verified AIA or Vitality member gets member pricing; no benefits, a time-out
 * or any error means standard pricing, and the booking goes on either way.
 */
export function verificationOutcome(
  result: VerificationResult,
  key: string,
): { verification: MemberVerification; notice: VerificationNotice } {
  if (!result.success) {
    return {
      verification: { verifiedFor: key, isAiaMember: false, isVitalityMember: false },
      notice: { kind: 'error', title: VERIFICATION_ERROR_TITLE, description: VERIFICATION_ERROR_MESSAGE },
    };
  }
  const { status, isAiaMember, isVitalityMember } = result.data;
  if (status === 'success' && (isAiaMember || isVitalityMember)) {
    const programme = isAiaMember ? 'AIA HealthShield' : 'Vitality';
    return {
      verification: {
        verifiedFor: key,
        isAiaMember: Boolean(isAiaMember),
        isVitalityMember: Boolean(isVitalityMember),
      },
      notice: {
        kind: 'success',
        title: MEMBER_BENEFITS_TITLE,
        description: `Your ${programme} membership is verified. Member prices apply to your booking.`,
      },
    };
  }
  return {
    verification: { verifiedFor: key, isAiaMember: false, isVitalityMember: false },
    notice: { kind: 'info', title: NO_MEMBER_BENEFITS_MESSAGE },
  };
}
