import { describe, expect, it } from 'vitest';
import { CONSENT_NOT_RECORDED, privacyConsentLabel } from './privacy-consent';

describe("the order details' privacy notice row", () => {
  it('names the version agreed to and when, in Singapore time', () => {
    expect(privacyConsentLabel({ privacyNoticeVersion: '2026-11-26', consentedAt: '2026-11-26T06:05:00.000Z' })).toBe(
      'Version 2026-11-26, agreed 26/11/2026, 2:05 PM',
    );
  });

  it('says "Not recorded" for a booking made before consent was asked', () => {
    expect(privacyConsentLabel({ privacyNoticeVersion: null, consentedAt: null })).toBe(CONSENT_NOT_RECORDED);
    expect(CONSENT_NOT_RECORDED).toBe('Not recorded');
  });

  it('shows the version alone when the time is missing', () => {
    expect(privacyConsentLabel({ privacyNoticeVersion: '2026-11-26', consentedAt: null })).toBe('Version 2026-11-26');
  });
});
