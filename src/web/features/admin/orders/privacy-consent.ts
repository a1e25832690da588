import type { AdminRegistrationDetails } from '@domain/orders/schemas';
import { formatTimestamp } from '../format';

/** Bookings made before the notice was asked for have neither value. */
export const CONSENT_NOT_RECORDED = 'Not recorded';

/**
 * The order details' "Privacy notice" row (DESIGN §8.3): the version the customer agreed to and when,
 * in Singapore time ('Version 2026-11-26, agreed 26/11/2026, 2:05 PM').
 */
export function privacyConsentLabel(
  registration: Pick<AdminRegistrationDetails, 'privacyNoticeVersion' | 'consentedAt'>,
): string {
  const { privacyNoticeVersion, consentedAt } = registration;
  if (!privacyNoticeVersion) return CONSENT_NOT_RECORDED;
  const version = `Version ${privacyNoticeVersion}`;
  return consentedAt ? `${version}, agreed ${formatTimestamp(consentedAt)}` : version;
}
