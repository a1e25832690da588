import {
  ID_FORMAT_DESCRIPTION,
  ID_FORMAT_TITLE,
  NO_BENEFITS_MESSAGE,
  VERIFICATION_ERROR_DESCRIPTION,
  VERIFICATION_ERROR_TITLE,
  VERIFICATION_TIMEOUT_MESSAGE,
} from '@domain/bookings/messages';
import type { PersonalDetails } from '@domain/bookings/schemas';
import { isAcceptedIdNumber } from '@domain/shared/contact-keys';
import { isValidMemberId, normalizeId } from '@domain/shared/identity';
import { type VerificationRequest, type VerificationResult, verifyMembership } from '../api';
import { bookingText } from '../booking-texts';
import { AIA_PROGRAMME, VITALITY_PROGRAMME } from './programmes';
import type { MemberVerification } from './use-booking-wizard';

/** Said in a toast: the shared rules' messages in English (shown through `useMessageText()`), or ours. */
export interface VerificationNotice {
  kind: 'success' | 'info' | 'warning' | 'error';
  title: string;
  description?: string;
}

export interface VerificationOutcome {
  verification: MemberVerification;
  /** Null: nothing to say beyond what the page shows already. */
  notice: VerificationNotice | null;
}

const standardPricing = (key: string): MemberVerification => ({
  verifiedFor: key,
  isAiaMember: false,
  isVitalityMember: false,
});

/**
 * Spec 000 §4 and §8: a verified AIA or Vitality member gets member pricing; no benefits, a time-out
 * or any error means standard pricing, and the booking goes on either way.
 */
export function verificationOutcome(result: VerificationResult, key: string): VerificationOutcome {
  if (!result.success) {
    return {
      // Not "no member": the membership could not be checked, which the review step says with a way to try again.
      verification: {
        ...standardPricing(key),
        notChecked: result.isRateLimited ? 'too-many-checks' : 'insurer-unavailable',
      },
      notice: {
        kind: 'error',
        title: VERIFICATION_ERROR_TITLE,
        description: result.timedOut ? VERIFICATION_TIMEOUT_MESSAGE : VERIFICATION_ERROR_DESCRIPTION,
      },
    };
  }
  const { status, isAiaMember, isVitalityMember } = result.data;
  if (status === 'success' && (isAiaMember || isVitalityMember)) {
    const programme = isAiaMember ? AIA_PROGRAMME : VITALITY_PROGRAMME;
    return {
      verification: {
        verifiedFor: key,
        isAiaMember: Boolean(isAiaMember),
        isVitalityMember: Boolean(isVitalityMember),
      },
      notice: {
        kind: 'success',
        title: bookingText('toasts.memberBenefits.title'),
        description: bookingText('toasts.memberBenefits.message', { programme }),
      },
    };
  }
  return { verification: standardPricing(key), notice: { kind: 'info', title: NO_BENEFITS_MESSAGE } };
}

/**
 * Step 1's Next. Spec 000 §4/§5: only an NRIC/FIN or Vitality ID can be verified; any other ID skips
 * the call and books at standard pricing. A passport number is an ID the booking accepts (spec 000
 * §3), and the ID field says beside it that it books at standard prices, so it gets no "Invalid ID
 * Format" warning; only an ID that is no ID number at all does.
 */
export async function verifyMemberDetails(
  details: Pick<PersonalDetails, 'identificationNumber' | 'dateOfBirth' | 'vitalityMembershipNo'>,
  key: string,
  verify: (request: VerificationRequest) => Promise<VerificationResult> = verifyMembership,
): Promise<VerificationOutcome> {
  const identificationNumber = normalizeId(details.identificationNumber);
  if (!isValidMemberId(identificationNumber)) {
    return {
      verification: standardPricing(key),
      notice: isAcceptedIdNumber(identificationNumber)
        ? null
        : { kind: 'warning', title: ID_FORMAT_TITLE, description: ID_FORMAT_DESCRIPTION },
    };
  }
  const result = await verify({
    identificationNumber,
    dateOfBirth: details.dateOfBirth,
    ...(details.vitalityMembershipNo ? { vitalityMembershipNo: details.vitalityMembershipNo } : {}),
  });
  return verificationOutcome(result, key);
}
