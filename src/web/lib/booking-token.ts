// The booking's token (DESIGN §8.2): the booking answer and the email's "Manage your booking" link
// carry it; participant and contact changes send it as X-Booking-Token. Kept in this browser's local
// storage per booking, so the page that booked, and the link opened later, can change the booking.

const KEY_PREFIX = 'booking_token:';
export const BOOKING_TOKEN_HEADER = 'X-Booking-Token';

export const bookingTokenStorage = {
  read(registrationId: string): string | null {
    try {
      return localStorage.getItem(KEY_PREFIX + registrationId);
    } catch {
      return null;
    }
  },
  write(registrationId: string, token: string): void {
    try {
      localStorage.setItem(KEY_PREFIX + registrationId, token);
    } catch {
      // no storage (private browsing): the manage link from the email still works on its own
    }
  },
};

/** The header that authorises changes to this booking, or none when this browser has no token for it. */
export function bookingTokenHeaders(registrationId: string): Record<string, string> {
  const token = bookingTokenStorage.read(registrationId);
  return token ? { [BOOKING_TOKEN_HEADER]: token } : {};
}

/**
 * Takes `name=value` out of the address's fragment (`#token=…`, `#code=…`): the value, with the
 * fragment removed from the address bar and the history, so it is not left on screen or shared by copy.
 */
export function takeFromFragment(name: string): string | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const value = params.get(name);
  if (value === null) return null;
  params.delete(name);
  const rest = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}${rest ? `#${rest}` : ''}`,
  );
  return value;
}
