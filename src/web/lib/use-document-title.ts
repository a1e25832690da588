import { useEffect } from 'react';

/** The home page's title, also the one index.html starts with. */
export const SITE_TITLE = 'Home Based Health Screening | Book an Appointment';

/** Each screen names itself in the browser tab and to screen readers, which announce the title on navigation. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
