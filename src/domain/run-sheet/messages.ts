// Texts of the nurse's run sheet.

export const REGION_REQUIRED_MESSAGE = 'Please select a region';
