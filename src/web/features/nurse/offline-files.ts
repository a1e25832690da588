// The nurse view's offline files (DESIGN §8.12), named once for the build (vite.config.ts writes them)
// and for the page (service-worker.ts registers them). Plain values: the build's config reads this file.

/** The nurse view's path, and the service worker's scope: no other page of the site is ever controlled. */
export const NURSE_SCOPE = '/nurse';

/** The service worker vite-plugin-pwa writes at the client's root (dist/client), served as a static file. */
export const NURSE_SERVICE_WORKER_FILE = 'nurse-sw.js';

/** The web app manifest, linked by the nurse page alone (never from index.html, which every page shares). */
export const NURSE_MANIFEST_FILE = 'nurse.webmanifest';

/** The service worker's caches: the /nurse page (network first) and the build's fingerprinted files. */
export const NURSE_PAGE_CACHE = 'nurse-page';
export const NURSE_ASSET_CACHE = 'nurse-assets';

/** The manifest: the clinic's nurse view, opened at /nurse and kept to it. */
export const NURSE_MANIFEST = {
  name: 'Home Based Health Screening — Nurse view',
  short_name: 'Nurse view',
  description: "The clinic's nurses' visits of the day, in route order, also without signal.",
  id: NURSE_SCOPE,
  start_url: NURSE_SCOPE,
  scope: NURSE_SCOPE,
  display: 'standalone',
  orientation: 'portrait',
  lang: 'en-SG',
  background_color: '#ffffff',
  theme_color: '#0f766e',
  icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
} as const;
