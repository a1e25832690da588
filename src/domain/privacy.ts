import { z } from 'zod';

// The privacy notice and the personal-data rules both sides share (DESIGN §8.3).

/**
 * The notice in force. Every booking records it with the time; change it whenever the notice's text
 * (src/web/features/privacy-notice) changes, so the history of that text tells what a booking agreed to.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';
export const PRIVACY_NOTICE_PATH = '/privacy';

/** What a name becomes once erased; every other personal field is cleared. */
export const ERASED_NAME = 'Erased';

export const DEFAULT_RETENTION_DAYS_AFTER_VISIT = 730;
export const DEFAULT_MESSAGE_RETENTION_DAYS = 30;

/** A consentVersion the booking request may carry; the server records the version in force either way. */
export const CONSENT_VERSION_MAX_LENGTH = 40;

// The consent asked on the wizard's review step and on the older registration page, the same on both.

/** The checkbox's label; its words PRIVACY_CONSENT_LINK_TEXT link to the notice. */
export const PRIVACY_CONSENT_LABEL = 'I have read and agree to the privacy notice.';
export const PRIVACY_CONSENT_LINK_TEXT = 'privacy notice';
/** Shown under the checkbox when the booking is confirmed without it. */
export const PRIVACY_CONSENT_REQUIRED_MESSAGE = 'Please agree to the privacy notice to continue.';

export const CONSENT_VERSION_MESSAGE = `consentVersion must be a short text of 1 to ${CONSENT_VERSION_MAX_LENGTH} characters`;

/**
 * The version of the notice the page showed, as both booking requests may carry it. Only checked, never
 * trusted: the server records the version in force when it books.
 */
export const consentVersionField = z
  .string({ error: CONSENT_VERSION_MESSAGE })
  .min(1, { error: CONSENT_VERSION_MESSAGE })
  .max(CONSENT_VERSION_MAX_LENGTH, { error: CONSENT_VERSION_MESSAGE })
  .optional();

/** The form's tick box: only a tick passes. */
export const privacyConsentField = z.literal(true, { error: PRIVACY_CONSENT_REQUIRED_MESSAGE });
