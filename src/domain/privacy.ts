// The privacy notice and the personal-data rules both sides share (DESIGN §8.3).

/**
 * The notice in force. Every booking records it with the time; change it whenever the notice's text
 * changes, and keep the older text in PRIVACY_NOTICE_HISTORY so a booking's version can still be read.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';
export const PRIVACY_NOTICE_PATH = '/privacy';

/** What a name becomes once erased; every other personal field is cleared. */
export const ERASED_NAME = 'Erased';

export const DEFAULT_RETENTION_DAYS_AFTER_VISIT = 730;
export const DEFAULT_MESSAGE_RETENTION_DAYS = 30;

/** A consentVersion the booking request may carry; the server records the version in force either way. */
export const CONSENT_VERSION_MAX_LENGTH = 40;
