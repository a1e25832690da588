import {
  ID_FORMAT_DESCRIPTION,
  ID_FORMAT_TITLE,
  NO_BENEFITS_MESSAGE,
  VERIFICATION_ERROR_DESCRIPTION,
  VERIFICATION_ERROR_TITLE,
  VERIFICATION_TIMEOUT_MESSAGE,
} from '@domain/bookings/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type VerificationRequest, type VerificationResult, verifyMembership } from '../api';
import { verificationOutcome, verifyMemberDetails } from './verification-outcome';

const data = {
  status: 'success' as const,
  isAiaMember: false,
  isVitalityMember: false,
  message: '',
  benefitProfileData: null,
};

const standard = { verifiedFor: 'k', isAiaMember: false, isVitalityMember: false };

describe('member verification outcome', () => {
  it('gives an AIA member member pricing and says so', () => {
    const outcome = verificationOutcome({ success: true, data: { ...data, isAiaMember: true } }, 'k');
    expect(outcome.verification).toEqual({ verifiedFor: 'k', isAiaMember: true, isVitalityMember: false });
    expect(outcome.notice).toMatchObject({ kind: 'success', title: 'Member Benefits Applied' });
  });

  it('counts a Vitality member as a member too', () => {
    const outcome = verificationOutcome({ success: true, data: { ...data, isVitalityMember: true } }, 'k');
    expect(outcome.verification.isVitalityMember).toBe(true);
    expect(outcome.notice?.description).toContain('Vitality');
  });

  it('falls back to standard pricing when no benefits are found', () => {
    const outcome = verificationOutcome({ success: true, data: { ...data, status: 'not_found' } }, 'k');
    expect(outcome.verification).toEqual(standard);
    expect(outcome.notice).toEqual({ kind: 'info', title: NO_BENEFITS_MESSAGE });
  });

  it('says the verification timed out when the client gave up after 5 seconds', () => {
    const outcome = verificationOutcome({ success: false, timedOut: true }, 'k');
    // Standard pricing, marked as not checked: the review step says so and offers to check again.
    expect(outcome.verification).toEqual({ ...standard, notChecked: 'insurer-unavailable' });
    expect(outcome.notice).toEqual({
      kind: 'error',
      title: VERIFICATION_ERROR_TITLE,
      description: 'Verification timed out after 5 seconds',
    });
  });

  it('falls back to standard pricing with the spec text when the insurer or the server fails', () => {
    const outcome = verificationOutcome({ success: false, timedOut: false }, 'k');
    expect(outcome.verification).toEqual({ ...standard, notChecked: 'insurer-unavailable' });
    expect(outcome.notice).toEqual({
      kind: 'error',
      title: 'Verification Error',
      description: 'Unable to verify AIA Health Shield status. Standard pricing will apply.',
    });
  });
});

describe('verifying the main person at step 1', () => {
  const details = { dateOfBirth: '1980-01-01', vitalityMembershipNo: '' };

  it('books a passport number at standard pricing without a call and without an "Invalid ID Format" warning', async () => {
    const verify = vi.fn<(request: VerificationRequest) => Promise<VerificationResult>>();
    for (const identificationNumber of ['E12345678', 'k1234567a', 'A12345678']) {
      const outcome = await verifyMemberDetails({ ...details, identificationNumber }, 'k', verify);
      expect(outcome).toEqual({ verification: standard, notice: null });
    }
    expect(verify).not.toHaveBeenCalled();
  });

  it('warns with the spec\'s "Invalid ID Format" for an ID that is neither a member ID nor a passport number', async () => {
    const verify = vi.fn<(request: VerificationRequest) => Promise<VerificationResult>>();
    for (const identificationNumber of ['AB12', '12345']) {
      const outcome = await verifyMemberDetails({ ...details, identificationNumber }, 'k', verify);
      expect(outcome).toEqual({
        verification: standard,
        notice: { kind: 'warning', title: ID_FORMAT_TITLE, description: ID_FORMAT_DESCRIPTION },
      });
    }
    expect(ID_FORMAT_TITLE).toBe('Invalid ID Format');
    expect(verify).not.toHaveBeenCalled();
  });

  it('verifies an NRIC or Vitality ID, upper-cased, with the Vitality number when given', async () => {
    const verify = vi.fn(
      async (): Promise<VerificationResult> => ({ success: true, data: { ...data, isAiaMember: true } }),
    );
    const outcome = await verifyMemberDetails({ ...details, identificationNumber: ' s1234567d ' }, 'k', verify);
    expect(verify).toHaveBeenCalledWith({ identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' });
    expect(outcome.verification.isAiaMember).toBe(true);
    await verifyMemberDetails(
      { ...details, identificationNumber: 'v123456789', vitalityMembershipNo: 'V123456789' },
      'k',
      verify,
    );
    expect(verify).toHaveBeenLastCalledWith({
      identificationNumber: 'V123456789',
      dateOfBirth: '1980-01-01',
      vitalityMembershipNo: 'V123456789',
    });
  });
});

describe('verification request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports a time-out when the server does not answer in time', async () => {
    // A fetch that only ends when its signal aborts, as a hanging insurer would.
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    });
    const result = await verifyMembership({ identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' }, 20);
    expect(result).toEqual({ success: false, timedOut: true, isRateLimited: false });
    expect(verificationOutcome(result, 'k').notice?.description).toBe(VERIFICATION_TIMEOUT_MESSAGE);
  });

  it('reports any other failure as an error, not a time-out', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"success":false,"message":"Insurer unavailable"}', { status: 502 }),
    );
    const result = await verifyMembership({ identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' });
    expect(result).toEqual({ success: false, timedOut: false, isRateLimited: false });
    expect(verificationOutcome(result, 'k').notice?.description).toBe(VERIFICATION_ERROR_DESCRIPTION);
  });

  it("says the ID number's checks of the hour are used up (429), so the review step can say why", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"success":false,"message":"Too many verifications"}', { status: 429 }),
    );
    const result = await verifyMembership({ identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' });
    expect(result).toEqual({ success: false, timedOut: false, isRateLimited: true });
    expect(verificationOutcome(result, 'k').verification.notChecked).toBe('too-many-checks');
    // The spec's toast still says standard pricing applies.
    expect(verificationOutcome(result, 'k').notice?.description).toBe(VERIFICATION_ERROR_DESCRIPTION);
  });
});
