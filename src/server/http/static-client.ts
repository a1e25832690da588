import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current build's asset files, so a browser must check it on every visit. */
export const REVALIDATE_CACHE = 'no-cache';

/** Whether a folder holds a built client. */
export function hasBuiltClient(clientDir: string | null): clientDir is string {
  return clientDir !== null && existsSync(path.join(clientDir, 'index.html'));
}

/**
 * The built web client (vite build): every file under its folder, the brotli or gzip copy written at
 * build time when the browser accepts it (`Vary: Accept-Encoding`). Vite fingerprints the names under
 * assets/, so they are cached for good; index.html is revalidated on each visit.
 */
export const staticClient = fp<{ root: string }>(
  async (app, options) => {
    const root = path.resolve(options.root);
    const assetsDir = path.join(root, 'assets') + path.sep;
    const indexFile = path.join(root, 'index.html');
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      // The file chosen may be the .br or .gz copy of the one asked for.
      setHeaders: (reply, chosenPath) => {
        const filePath = path.resolve(chosenPath);
        if (filePath.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE_CACHE);
        else if (filePath.replace(/\.(br|gz)$/, '') === indexFile) reply.header('cache-control', REVALIDATE_CACHE);
      },
    });
  },
  { name: 'static-client' },
);
