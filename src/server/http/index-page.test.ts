import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// DESIGN §8.10: the page opens in the language chosen before (cookie `lang`), named by a link
// (`?lang=`), or asked for by the browser (Accept-Language) on a first visit; English otherwise.

const INDEX_HTML = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'hs-client-'));
  mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'noto-sans-tamil-tamil-400-normal-Ab12.woff2'), '');
  writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'src/locales/ta/common.json': { file: 'assets/index-ta1234.js' } }),
  );
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const htmlLang = (body: string) => /<html lang="([^"]+)"/.exec(body)?.[1];

describe("the page in the visitor's language", () => {
  it('is English, word for word, when nothing asks for another', async () => {
    const res = await page('/');
    expect(htmlLang(res.body)).toBe('en-SG');
    expect(res.body).toContain('<title>Home Based Health Screening | Book an Appointment</title>');
    expect(res.body).toContain('</svg>Appointments</a>');
  });

  it('follows Accept-Language on a first visit, by its q-values', async () => {
    const res = await page('/', { 'accept-language': 'fr-FR, ta-IN;q=0.9, en;q=0.5' });
    expect(htmlLang(res.body)).toBe('ta-SG');
    expect(res.body).toContain('முன்பதிவுகள்');
    expect(res.body).toContain('<option value="ta" lang="ta-SG" selected="">');
    expect(res.body).not.toContain('<option value="en" lang="en-SG" selected="">');
    // The language's catalogue is fetched beside the script.
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/index-ta1234.js" />');
    // Drawn in the site's Tamil font from the first paint.
    expect(res.body).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-sans-tamil-tamil-400-normal-Ab12.woff2" />',
    );
  });

  it("keeps the cookie's choice over the browser's, and a link's ?lang= over both", async () => {
    const chosen = await page('/events/home-health-screening', { cookie: 'lang=zh', 'accept-language': 'ta' });
    expect(htmlLang(chosen.body)).toBe('zh-Hans-SG');
    expect(chosen.body).not.toContain('noto-sans-tamil');
    expect(chosen.body).toContain('<title>居家健康检查');
    const linked = await page('/booking/packages?lang=ms', { cookie: 'lang=zh' });
    expect(htmlLang(linked.body)).toBe('ms-SG');
  });

  it('ignores a language that is not one of the four', async () => {
    const res = await page('/?lang=fr', { cookie: 'lang=de' });
    expect(htmlLang(res.body)).toBe('en-SG');
  });

  it('is sent compressed, revalidated, and varies by what chooses the language', async () => {
    const res = await page('/index.html', { 'accept-encoding': 'br', 'accept-language': 'ms' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
    expect(String(res.headers.vary)).toMatch(/Cookie/);
    expect(htmlLang(brotliDecompressSync(res.rawPayload).toString())).toBe('ms-SG');
  });
});
