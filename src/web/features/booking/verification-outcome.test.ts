import { describe, expect, it } from 'vitest';
import {
  MEMBER_BENEFITS_TITLE,
  NO_MEMBER_BENEFITS_MESSAGE,
  VERIFICATION_ERROR_MESSAGE,
  VERIFICATION_ERROR_TITLE,
  VERIFICATION_TIMEOUT_MESSAGE,
} from './messages';
import { verificationOutcome } from './verification-outcome';

const data = {
  status: 'success' as const,
  isAiaMember: false,
  isVitalityMember: false,
  message: '',
  benefitProfileData: null,
};

describe('member verification outcome', () => {
  it('gives an AIA member member pricing and says so', () => {
    const outcome = verificationOutcome({ success: true, data: { ...data, isAiaMember: true } }, 'k');
    expect(outcome.verification).toEqual({ verifiedFor: 'k', isAiaMember: true, isVitalityMember: false });
    expect(outcome.notice).toMatchObject({ kind: 'success', title: MEMBER_BENEFITS_TITLE });
  });

  it('counts a Vitality member as a member too', () => {
    const outcome = verificationOutcome({ success: true, data: { ...data, isVitalityMember: true } }, 'k');
    expect(outcome.verification.isVitalityMember).toBe(true);
    expect(outcome.notice.description).toContain('Vitality');
  });

  it('falls back to standard pricing when no benefits are found', () => {
    const outcome = verificationOutcome({ success: true, data: { ...data, status: 'not_found' } }, 'k');
    expect(outcome.verification).toEqual({ verifiedFor: 'k', isAiaMember: false, isVitalityMember: false });
    expect(outcome.notice).toEqual({ kind: 'info', title: NO_MEMBER_BENEFITS_MESSAGE });
  });

  it('falls back to standard pricing on a time-out or an insurer failure', () => {
    for (const message of [VERIFICATION_TIMEOUT_MESSAGE, 'Service unavailable']) {
      const outcome = verificationOutcome({ success: false, message }, 'k');
      expect(outcome.verification.isAiaMember || outcome.verification.isVitalityMember).toBe(false);
      expect(outcome.notice).toEqual({
        kind: 'error',
        title: VERIFICATION_ERROR_TITLE,
        description: VERIFICATION_ERROR_MESSAGE,
      });
    }
  });
});
