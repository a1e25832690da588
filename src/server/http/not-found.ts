import { routeNotFoundMessage } from '@domain/bookings/messages';
import type { Language } from '@domain/shared/language';
import fp from 'fastify-plugin';
import { type IndexPage, sendIndexPage } from './index-page';

/**
 * Requests no route answers. Under /api: a 404 in the envelope. Elsewhere, with a built client, GET
 * and HEAD get index.html in the visitor's language (the web app renders its routes, its own 404 page
 * among them; index-page.ts); without a client, a plain 404.
 */
export const notFound = fp<{ indexPages: Record<Language, IndexPage> | null }>(
  async (app, options) => {
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return reply
          .status(404)
          .send({ success: false, message: routeNotFoundMessage(request.method, request.url.split('?')[0] ?? '') });
      }
      if (options.indexPages && (request.method === 'GET' || request.method === 'HEAD')) {
        return sendIndexPage(options.indexPages, request, reply);
      }
      return reply.status(404).type('text/plain').send('Not found');
    });
  },
  { name: 'not-found' },
);
