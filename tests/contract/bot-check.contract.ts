import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOT_CHECK_MESSAGE } from '@domain/bookings/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedPayload } from '../../src/server/testing/bot-check';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { type PrismProxy, startPrism } from './prism';

// The bot check's answers against the published document (DESIGN §8.2): behind Prism, which refuses
// a request or an answer the document does not give. The server asks for a challenge from the second
// call of the hour on.

let t: TestApp;
let dir: string;
let prism: PrismProxy;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hs-contract-bot-check-'));
  t = await createTestApp({ config: { DATA_DIR: dir, CHALLENGE_AFTER_PER_HOUR: 1 } });
  const upstream = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()));
  prism = await startPrism({ document: file, upstream, validateRequest: true });
});

afterAll(async () => {
  await prism?.stop();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function checkCode(headers: Record<string, string> = {}) {
  const res = await fetch(`${prism.baseUrl}/api/discounts/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...headers },
    body: JSON.stringify({ code: 'WELCOME10', subtotal: 100 }),
  });
  const text = await res.text();
  return { status: res.status, violations: res.headers.get('sl-violations'), text, json: JSON.parse(text) };
}

describe('the bot check behind Prism', () => {
  it('answers 428 with the documented challenge, and the call repeated with X-Altcha as documented', async () => {
    expect(await checkCode()).toMatchObject({ status: 200, violations: null });
    const refused = await checkCode();
    expect({ status: refused.status, violations: refused.violations }).toEqual({ status: 428, violations: null });
    expect(refused.json).toMatchObject({ success: false, message: BOT_CHECK_MESSAGE });

    const payload = await solvedPayload(refused.json.data.challenge);
    expect(await checkCode({ 'x-altcha': payload })).toMatchObject({ status: 200, violations: null });
  });
});
