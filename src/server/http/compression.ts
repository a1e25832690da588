import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses API answers (and any other text response over 1 kB) for clients that accept it. The
 * built client's files are compressed at build time and served as they are (static-client.ts): a
 * response that already has a Content-Encoding is left alone. Registered before the routes, since its
 * hook applies to the routes registered after it.
 */
export const compression = fp(
  async (app) => {
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  },
  { name: 'compression' },
);
