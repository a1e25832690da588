import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, testConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-app';

describe('client address behind a proxy', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const config = testConfig({ TRUST_PROXY: loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY });
    app = await buildApp({ config, db: handle.db, clientDir: null, logger: false });
    app.get('/api/test-client-address', async (request) => ({ ip: request.ip }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('with one trusted hop, takes the address the proxy saw, not one the client wrote before it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test-client-address',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      remoteAddress: '10.0.0.2',
    });
    expect(res.json()).toEqual({ ip: '203.0.113.7' });
  });
});
