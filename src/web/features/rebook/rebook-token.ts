// The rebook link's token (DESIGN §8.12): the email and text carry it in the query string
// (`/booking/{reference}/rebook?token=…`). The page takes it out of the address bar at once, so it stays
// in neither the history nor a copied address, and keeps it for this tab only, by reference, so that
// a reload still opens the page. The API calls send it in X-Rebook-Token.

const KEY_PREFIX = 'rebook_token:';
const QUERY_PARAMETER = 'token';

export const rebookTokenStorage = {
  read(reference: string): string | null {
    try {
      return sessionStorage.getItem(KEY_PREFIX + reference);
    } catch {
      return null;
    }
  },
  write(reference: string, token: string): void {
    try {
      sessionStorage.setItem(KEY_PREFIX + reference, token);
    } catch {
      // no storage (private browsing): the link from the email still opens the page
    }
  },
};

/**
 * The token of the link this page was opened with, taken out of the address (its other parameters, such
 * as `?lang=`, and its fragment kept) and kept for the tab; else the one kept for this booking before;
 * null without either.
 */
export function takeRebookToken(reference: string): string | null {
  if (typeof window === 'undefined') return null;
  const query = new URLSearchParams(window.location.search);
  const fromLink = query.get(QUERY_PARAMETER)?.trim() || null;
  if (query.has(QUERY_PARAMETER)) {
    query.delete(QUERY_PARAMETER);
    const rest = query.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`,
    );
  }
  if (fromLink) {
    rebookTokenStorage.write(reference, fromLink);
    return fromLink;
  }
  return rebookTokenStorage.read(reference);
}
