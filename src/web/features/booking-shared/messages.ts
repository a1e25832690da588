// Texts of the event the booking pages share, quoted from spec 000 §8 word for word.

/** Spec 000 §8, event missing. */
export const EVENT_NOT_FOUND_TITLE = 'Event Not Found';
export const EVENT_NOT_FOUND_MESSAGE = "The event you're looking for doesn't exist or has been removed.";
