import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// A built client as `vite build` leaves it: hashed assets with their brotli and gzip copies.
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/x-1a2b3c.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'hs-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  for (const [name, text] of [
    ['index.html', INDEX_HTML],
    ['assets/x-1a2b3c.js', SCRIPT],
  ] as const) {
    const file = path.join(clientDir, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  writeFileSync(path.join(clientDir, 'robots.txt'), 'User-agent: *\n');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the built client', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, cached for good', async () => {
    const res = await t.app.inject({ url: '/assets/x-1a2b3c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzip = await t.app.inject({ url: '/assets/x-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/assets/x-1a2b3c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html compressed and revalidated, at / and for any page the web app routes', async () => {
    for (const url of ['/', '/events/home-health-screening']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('compresses API answers for clients that accept it', async () => {
    const res = await t.app.inject({ url: '/api/events', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).success).toBe(true);
  });

  it('answers an unknown API path with the 404 envelope, not the web app', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Route GET /api/nothing-here not found' });
  });

  it('serves a file that has no compressed copy (compressing it on the way when the browser accepts that)', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
    expect(body).toBe('User-agent: *\n');
    const plain = await t.app.inject({ url: '/robots.txt' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('User-agent: *\n');
  });
});
