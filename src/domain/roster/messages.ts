// Texts of the roster (DESIGN §8.12): staff only, English.

export const ROSTER_REGION_MESSAGE = 'Region must be north, south, east, west or central';
export const PART_OF_DAY_MESSAGE = 'Part of day must be morning, afternoon or day';
export const ROSTER_STAFF_MESSAGE = 'Choose a nurse';
export const ROSTER_NOT_A_NURSE_MESSAGE = 'Only a nurse can be put on the roster';
export const ROSTER_OVERLAP_MESSAGE = 'This nurse is already on duty at that time of the day';
export const ROSTER_DUTY_ADDED_MESSAGE = 'Duty added to the roster';
export const ROSTER_DUTY_REMOVED_MESSAGE = 'Duty removed from the roster';
export const ROSTER_DUTY_NOT_FOUND_MESSAGE = 'Duty not found';
export const ROSTER_RANGE_MESSAGE = 'Show at most 62 days of the roster at a time';
