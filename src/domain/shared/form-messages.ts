import { MESSAGES } from './texts';

/** Customer forms too (the waitlist's days): the English `messages` catalogue's. */
export const INVALID_DATE_MESSAGE = MESSAGES.form.invalidDate;

// Form texts the staff forms of several capabilities share.
export const INVALID_TIME_MESSAGE = 'Please enter a valid time (HH:mm)';
export const INVALID_ID_MESSAGE = 'Invalid id';
export const PAGE_MESSAGE = 'Page must be a whole number of 1 or more';
export const PAGE_SIZE_MESSAGE = 'Page size must be a whole number from 1 to 200';
