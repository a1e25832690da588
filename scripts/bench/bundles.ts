import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../../tests/stress/harness';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The pages whose first load is measured, with the source modules the router loads for each on top of
 * the entry (index.html): the home page's list is part of the entry; the event page's wizard is a lazy
 * route (src/web/routes.tsx). Each page also loads, before its first render, the catalogue namespaces
 * it shows (landingPageNamespaces in src/web/routes.tsx): English's are counted, the ones most visitors
 * load; another language's are chunks of their own, loaded instead.
 */
const english = (...namespaces: string[]) => namespaces.map((namespace) => `src/locales/en/${namespace}.json`);
export const BUNDLE_ROUTES = [
  { route: '/', lazyModules: english('common', 'events') },
  {
    route: '/events/{slug}',
    lazyModules: [...english('common', 'events', 'booking'), 'src/web/features/booking/wizard/booking-page.tsx'],
  },
];

export interface BundleSize {
  route: string;
  files: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

const CLIENT_DIR = path.join(ROOT, 'dist/client');
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length;

/**
 * Gzip bytes of the JavaScript and CSS each route loads before it can render: the entry chunk and
 * what it imports statically, plus each lazy route module with its static imports (Vite's manifest,
 * build.manifest in vite.config.ts). Dynamic imports inside them (the card form, the admin area) are
 * loaded later, on demand, and are not counted.
 */
export function measureBundles(): BundleSize[] {
  const manifestFile = path.join(CLIENT_DIR, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error('dist/client/.vite/manifest.json missing: build the client first');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest');

  return BUNDLE_ROUTES.map(({ route, lazyModules }) => {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the Vite manifest (renamed? update BUNDLE_ROUTES)`);
      if (js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const style of chunk.css ?? []) css.add(style);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(entryKey);
    for (const module of lazyModules) visit(module);
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
    return { route, files: js.size + css.size, jsGzipBytes: sum(js), cssGzipBytes: sum(css) };
  });
}
