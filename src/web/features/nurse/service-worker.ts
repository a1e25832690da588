import { useEffect } from 'react';
import { Workbox } from 'workbox-window';
import { NURSE_MANIFEST_FILE, NURSE_SCOPE, NURSE_SERVICE_WORKER_FILE } from './offline-files';

// The nurse view's service worker and manifest (DESIGN §8.12), from this page alone: the worker's
// scope is /nurse, so no other page of the site is ever controlled by it (vite.config.ts says what it
// keeps). index.html, which every page shares, names neither.

/**
 * The build's files this page has loaded: what the browser timed, the scripts, styles and preloads the
 * document names, and this module's own chunk (the timings can be cleared, or full on a long day).
 */
function loadedFiles(): string[] {
  const names = [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href),
    import.meta.url,
  ];
  const files = new Set<string>();
  for (const name of names) {
    const url = new URL(name, window.location.href);
    if (url.origin === window.location.origin && url.pathname.startsWith('/assets/')) files.add(url.pathname);
  }
  return [...files];
}

/** The page and the build files it has loaded so far, asked again through the worker, which keeps them. */
async function keepLoadedFiles(): Promise<void> {
  const urls = [window.location.pathname, ...loadedFiles()];
  await Promise.all(urls.map((url) => fetch(url, { credentials: 'same-origin' }).catch(() => undefined)));
}

function linkManifest(): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `/${NURSE_MANIFEST_FILE}`;
  document.head.append(link);
  return () => link.remove();
}

/**
 * Registers the worker (a production build only: the dev server has none). On the first visit the
 * page has loaded before the worker controls it, so once it does, the page's files are fetched again
 * through it: from then on the page opens without signal.
 */
export function useNurseServiceWorker(): void {
  useEffect(() => {
    const unlink = linkManifest();
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return unlink;
    const workbox = new Workbox(`/${NURSE_SERVICE_WORKER_FILE}`, { scope: NURSE_SCOPE });
    const onControlling = () => void keepLoadedFiles();
    workbox.addEventListener('controlling', onControlling);
    workbox.register().catch((error: unknown) => console.error(error));
    return () => {
      workbox.removeEventListener('controlling', onControlling);
      unlink();
    };
  }, []);
}
