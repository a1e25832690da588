// Texts of the partner entry page, quoted from spec 001 §2, §5 and §8 word for word. The texts the
// server answers too (the code's format, a missing code, a partner that cannot be asked) live in
// src/domain/messages.ts.

import { PARTNER_DISPLAY_NAME } from '@domain/bookings/messages';

/** The partner telemedicine service ({product} in the spec, DESIGN §4). */
export const PARTNER_NAME = PARTNER_DISPLAY_NAME;

export const PROCESSING_TITLE = 'Processing Your Booking';
export const PROCESSING_MESSAGE = `We are retrieving your ${PARTNER_NAME} booking. This only takes a moment.`;
export const ERROR_TITLE = 'Error Processing Booking';
export const CREATE_REGISTRATION_FAILED_MESSAGE = 'Failed to create registration. Please try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';
