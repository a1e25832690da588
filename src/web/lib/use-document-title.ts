import { useEffect } from 'react';

/** The site's name, which every page title carries. */
export const SITE_NAME = 'Home Based Health Screening';

/** The home page's title, also the one index.html starts with. */
export const SITE_TITLE = `${SITE_NAME} | Book an Appointment`;

/**
 * 'Page Not Found' → 'Page Not Found | Home Based Health Screening'. A title that already names the
 * site (the home page, an event called after it) is kept as it is, so the name never shows twice.
 */
export function documentTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/**
 * Each screen names itself in the browser tab and to screen readers, which announce the title on
 * navigation. Pass the page's own part; the site name is added here.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
