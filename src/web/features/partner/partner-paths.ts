import { PARTNER_EVENT_SLUG } from '@domain/partner/event';
import { paths } from '@/lib/paths';

/** DESIGN §4: the partner's event, where the entry page sends the visitor. */
export { PARTNER_EVENT_SLUG };

const PARTNER_EVENT_PATH = paths.event.getHref(PARTNER_EVENT_SLUG);
const PARTNER_BOOKING_PATH = `/booking/${PARTNER_EVENT_SLUG}`;

/**
 * Where the partner data is still wanted (spec 000 §2, spec 001 §2): the partner event's page, its
 * booking sub-paths, and the entry page /wc/{code} that stores it. Leaving them clears it.
 */
export function isPartnerPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    path === PARTNER_EVENT_PATH || path.startsWith(PARTNER_BOOKING_PATH) || path === '/wc' || path.startsWith('/wc/')
  );
}
