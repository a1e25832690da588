import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from './paths';

/** The site's name in English, which every page title carries (the admin area's, and index.html's). */
export const SITE_NAME = 'Home Based Health Screening'; // i18n-ignore: the English name; pages read common:site.name

/** The home page's title in English, also the one index.html starts with. */
export const SITE_TITLE = `${SITE_NAME} | Book an Appointment`; // i18n-ignore: the English title; pages use useSiteTitle

/**
 * 'Page Not Found' → 'Page Not Found | Home Based Health Screening'. A title that already names the
 * site (the home page, an event called after it) is kept as it is, so the name never shows twice.
 */
export function documentTitle(title: string, siteName: string = SITE_NAME): string {
  return title.includes(siteName) || title.includes(SITE_NAME) ? title : `${title} | ${siteName}`;
}

/** The admin area stays English (DESIGN §8.10): its titles carry the English name. */
function isAdminPage(): boolean {
  if (typeof window === 'undefined') return false;
  const { pathname } = window.location;
  return pathname === paths.admin.path || pathname.startsWith(`${paths.admin.path}/`);
}

/** The site's name in the page's language. */
export function useSiteName(): string {
  const { t } = useTranslation();
  return isAdminPage() ? SITE_NAME : t('site.name');
}

/** The home page's title in the page's language: 'Home Based Health Screening | Book an Appointment'. */
export function useSiteTitle(): string {
  const { t } = useTranslation();
  return `${useSiteName()} | ${t('site.bookAnAppointment')}`;
}

/**
 * Each screen names itself in the browser tab and to screen readers, which announce the title on
 * navigation. Pass the page's own part, in the page's language; the site name is added here, in the
 * same language.
 */
export function useDocumentTitle(title: string) {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = documentTitle(title, siteName);
  }, [title, siteName]);
}
