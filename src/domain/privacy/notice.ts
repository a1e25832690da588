// The privacy notice's version and address, apart from the personal-data schemas (privacy.ts): the
// site's paths need the address on every page, and must not bring zod into the home page's first load.

/**
 * The notice in force. Every booking records it with the time; change it whenever the notice's text
 * (src/web/features/privacy-notice) changes, so the history of that text tells what a booking agreed to.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';
export const PRIVACY_NOTICE_PATH = '/privacy';
