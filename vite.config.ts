import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  NURSE_ASSET_CACHE,
  NURSE_MANIFEST,
  NURSE_MANIFEST_FILE,
  NURSE_PAGE_CACHE,
  NURSE_SCOPE,
  NURSE_SERVICE_WORKER_FILE,
} from './src/web/features/nurse/offline-files';

const outDir = 'dist/client';

/** Text files worth compressing; images, fonts and PDFs are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(file) : [file];
    }),
  );
  return nested.flat();
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build over MIN_BYTES and
 * each HTML page, at the highest levels since this runs once per build, not per request. The server
 * sends them to the browsers that accept them (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let root = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      root = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await listFiles(root)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          // index.html always: the server's fallback for client routes sends it from outside any route,
          // where on-the-fly compression does not reach, so only a copy made here is sent compressed.
          if (!file.endsWith('.html') && (await stat(file)).size < MIN_BYTES) return;
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            promisify(gzip)(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The nurse view's web app manifest, written beside the build; only the /nurse page links it. */
function nurseManifest(): Plugin {
  return {
    name: 'nurse-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: NURSE_MANIFEST_FILE, source: `${JSON.stringify(NURSE_MANIFEST)}\n` });
    },
  };
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The nurse view's service worker (DESIGN §8.12), for /nurse alone: the page registers it with that
 * scope (src/web/features/nurse/service-worker.ts), so no other page is ever controlled, and nothing
 * goes into index.html. Nothing is precached: the /nurse page is fetched from the network first and
 * kept for when there is no signal, and the build's fingerprinted files (assets/, never changed under
 * the same name) are kept as the page loads them. A new deployment is then simply the page's next
 * network answer with its new file names, with no stale precache to replace. API calls are never
 * touched: the day's list and the presses are kept by the page itself, in IndexedDB.
 */
const nurseServiceWorker = VitePWA({
  injectRegister: false,
  manifest: false,
  filename: NURSE_SERVICE_WORKER_FILE,
  scope: NURSE_SCOPE,
  workbox: {
    globPatterns: [],
    navigateFallback: null,
    // One file for the server to serve, not the worker and a hashed runtime beside it.
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // The page itself: a navigation to /nurse (or the page's own fetch of it, which fills the cache
        // on the first visit). The index page varies by language cookie; any kept copy will do offline.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && (url.pathname === '/nurse' || url.pathname.startsWith('/nurse/')),
        handler: 'NetworkFirst',
        options: {
          cacheName: NURSE_PAGE_CACHE,
          networkTimeoutSeconds: 5,
          matchOptions: { ignoreSearch: true, ignoreVary: true },
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 4 },
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: NURSE_ASSET_CACHE,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), nurseManifest(), nurseServiceWorker, precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // dist/client/.vite/manifest.json: which chunks and styles each page loads (the benchmark's bundle
    // sizes). The static server never sends dot-folders.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|i18next|react-i18next|html-parse-stringify|void-elements|tailwind-merge|clsx|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/,
            },
          ],
        },
        // A catalogue's chunk names its language and namespace (locale-zh-booking-[hash].js): the
        // browser tests check that a page fetches only its language's.
        chunkFileNames: (chunk) => {
          const catalogue = /src\/locales\/([a-z]+)\/([a-z]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return catalogue ? `assets/locale-${catalogue[1]}-${catalogue[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
});
