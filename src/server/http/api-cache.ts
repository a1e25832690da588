import fp from 'fastify-plugin';

/**
 * API answers are never cached unless a route says otherwise: they carry personal data (rule 4) and
 * capacity that changes with every booking.
 */
export const apiNoStore = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'api-no-store' },
);
