import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page opens at its top, as a link to another site would: the declarative router keeps the
 * window's scroll position between pages, so "Book Now" near the end of a long home page on a phone
 * opened the booking form at its last field. Only a new path scrolls (a changed query string is the same
 * page); back and forward (POP) keep the position the browser restores, and a link to an anchor (#…) is
 * left to the browser.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash, navigationType]);
  return null;
}
