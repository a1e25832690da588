/**
 * DESIGN §4: the partner's event. It is booked only through the partner's link (/wc/{code}), which
 * fills in the partner's details and package and deducts what was paid there, so the public event list
 * leaves it out; its page stays open for the link.
 */
export const PARTNER_EVENT_SLUG = 'whitecoat-health-screening';
