import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@domain/shared/language';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { type IndexPage, sendIndexPage } from './index-page';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Whether a folder holds a built client. */
export function hasBuiltClient(clientDir: string | null): clientDir is string {
  return clientDir !== null && existsSync(path.join(clientDir, 'index.html'));
}

/**
 * The built web client (vite build): every file under its folder, the brotli or gzip copy written at
 * build time when the browser accepts it (`Vary: Accept-Encoding`). Vite fingerprints the names under
 * assets/, so they are cached for good. index.html is not sent as built: index-page.ts sends it in the
 * visitor's language, revalidated on each visit.
 */
export const staticClient = fp<{ root: string; indexPages: Record<Language, IndexPage> }>(
  async (app, options) => {
    // The home page is index.html in the visitor's language, not the file as built.
    app.get('/', (request, reply) => sendIndexPage(options.indexPages, request, reply));
    const root = path.resolve(options.root);
    const assetsDir = path.join(root, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // /index.html too is the page in the visitor's language (the not-found fallback sends it).
      allowedPath: (pathName) => !/^\/index\.html(\.br|\.gz)?$/.test(pathName),
      preCompressed: true,
      // The file chosen may be the .br or .gz copy of the one asked for.
      setHeaders: (reply, chosenPath) => {
        const filePath = path.resolve(chosenPath);
        if (filePath.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE_CACHE);
      },
    });
  },
  { name: 'static-client' },
);
