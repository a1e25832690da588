/** Spec 001 §5, holiday form. */

// Texts of the public holiday form (spec 001 §5).
export const DATE_REQUIRED_MESSAGE = 'Date is required';
export const HOLIDAY_NAME_REQUIRED_MESSAGE = 'Holiday name is required';
export const HOLIDAY_NOT_FOUND_MESSAGE = 'Public holiday not found';
export const HOLIDAY_DATE_TAKEN_MESSAGE = 'A public holiday on this date already exists';
