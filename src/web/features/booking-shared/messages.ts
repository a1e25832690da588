// The event's texts the booking pages share (spec 000 §8 word for word) are the catalogue's
// `booking:shared.eventNotFound` (src/locales/<language>/booking.json), which the booking wizard shows.
// The two constants below keep the English for the pages that still import them (the older flow's and
// the participants page's state cards) until those read `t('booking:shared.eventNotFound.title')` and
// `t('booking:shared.eventNotFound.message')`; messages.test.ts keeps them equal to the catalogue.

// i18n-ignore: the English catalogue's shared.eventNotFound.title, for the pages not yet reading the catalogue
export const EVENT_NOT_FOUND_TITLE = 'Event Not Found';
// i18n-ignore: the English catalogue's shared.eventNotFound.message, for the pages not yet reading the catalogue
export const EVENT_NOT_FOUND_MESSAGE = "The event you're looking for doesn't exist or has been removed.";
