import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isPartnerPath } from './partner-paths';
import { clearPartnerData } from './storage';

/**
 * Spec 000 §2 and 001 §2: when the path leaves the partner event (its page or its booking sub-paths),
 * the redirect flags and the stored partner data are cleared, so a partner customer's details (NRIC,
 * date of birth, address) do not stay in the browser or fill in anyone's next booking.
 */
export function useClearPartnerDataOnLeave() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!isPartnerPath(pathname)) clearPartnerData();
  }, [pathname]);
}
