// The partner entry page's own texts are the catalogue's (events:partner.*), quoted from spec 001 §2, §5
// and §8 word for word in English. The texts the server answers too (the code's format, a missing code, a
// partner that cannot be asked) are the domain's (src/domain/bookings/messages.ts).

import { PARTNER_DISPLAY_NAME } from '@domain/bookings/messages';

/** The partner telemedicine service ({product} in the spec, DESIGN §4): a name, the same in every language. */
export const PARTNER_NAME = PARTNER_DISPLAY_NAME;
