import type { PersonalDetails } from '@domain/bookings/schemas';
import { useRef, useState } from 'react';
import { useMessageText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { type MemberVerification, verificationKey } from './use-booking-wizard';
import { verifyMemberDetails } from './verification-outcome';

/**
 * Step 1's member check (spec 000 §4): verifies the details once per set of details, so coming back
 * from the package step does not repeat it, tells the customer the outcome in a toast (unless asked to
 * stay quiet, or there is nothing to tell), and hands the result to the wizard.
 */
export function useMemberVerification(
  verification: MemberVerification,
  onVerified: (verification: MemberVerification) => void,
) {
  const messageText = useMessageText();
  const [isVerifying, setIsVerifying] = useState(false);
  // A second tap on Next while the first verification runs must not start another one.
  const isVerifyingRef = useRef(false);

  /**
   * Resolves to false, without doing anything, while an earlier check is still running. Details
   * already verified are not asked again, unless `isAgain`.
   */
  const verify = async (
    details: Pick<PersonalDetails, 'identificationNumber' | 'dateOfBirth' | 'vitalityMembershipNo'>,
    options: { isQuiet?: boolean; isAgain?: boolean } = {},
  ): Promise<boolean> => {
    if (isVerifyingRef.current) return false;
    const key = verificationKey(details);
    // `isAgain`: the customer asks again after the membership could not be checked.
    if (verification.verifiedFor === key && !options.isAgain) return true;
    isVerifyingRef.current = true;
    setIsVerifying(true);
    const outcome = await verifyMemberDetails(details, key);
    isVerifyingRef.current = false;
    setIsVerifying(false);
    onVerified(outcome.verification);
    const { notice } = outcome;
    if (notice && !options.isQuiet) {
      // The shared rules' messages (verification error, no benefits, ID format) in the page's language.
      toast[notice.kind](
        messageText(notice.title),
        notice.description ? { description: messageText(notice.description) } : undefined,
      );
    }
    return true;
  };

  return { isVerifying, verify };
}
