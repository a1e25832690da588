import { routeNotFoundMessage } from '@domain/bookings/messages';
import fp from 'fastify-plugin';
import { REVALIDATE_CACHE } from './static-client';

/**
 * Requests no route answers. Under /api: a 404 in the envelope. Elsewhere, with a built client, GET
 * and HEAD get index.html (the web app renders its routes, its own 404 page among them), compressed
 * and revalidated like index.html itself (static-client.ts); without a client, a plain 404.
 */
export const notFound = fp<{ spaFallback: boolean }>(
  async (app, options) => {
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return reply
          .status(404)
          .send({ success: false, message: routeNotFoundMessage(request.method, request.url.split('?')[0] ?? '') });
      }
      if (options.spaFallback && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('cache-control', REVALIDATE_CACHE).sendFile('index.html');
      }
      return reply.status(404).type('text/plain').send('Not found');
    });
  },
  { name: 'not-found' },
);
