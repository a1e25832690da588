import { POSTAL_SECTOR_CENTRES } from '@domain/addresses/built-in';
import { POSTAL_CODE_UNKNOWN_MESSAGE } from '@domain/addresses/located-address';
import { POSTAL_CODE_MESSAGE } from '@domain/bookings/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localServers } from '../../testing/http-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { locateAddress } from './index';

// DESIGN §8.12: the forms fill block, street and building from the postal code; what a booking or a
// waitlist entry stores is where the code is, exactly or by its sector's centre.

const lookUp = (t: TestApp, postalCode: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: `/api/addresses/${postalCode}`, headers, remoteAddress });

describe('GET /api/addresses/{postalCode} with the built-in address book', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it("answers a demo code's block, street and building with its latitude and longitude", async () => {
    const res = await lookUp(t, '560123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        postalCode: '560123',
        block: '123',
        street: 'Ang Mo Kio Avenue 6',
        building: null,
        address: 'Blk 123 Ang Mo Kio Avenue 6',
        latitude: 1.3691,
        longitude: 103.8454,
        precision: 'address',
      },
    });
    expect((await lookUp(t, '018956')).json().data).toMatchObject({
      address: '10 Bayfront Avenue, Marina Bay Sands',
      latitude: 1.28,
      longitude: 103.8545,
    });
  });

  it("answers another code of a known sector with the sector's centre and nothing to fill in", async () => {
    const res = await lookUp(t, '569999');
    expect(res.statusCode).toBe(200);
    const [latitude, longitude] = POSTAL_SECTOR_CENTRES['56']!;
    expect(res.json().data).toEqual({
      postalCode: '569999',
      block: null,
      street: null,
      building: null,
      address: '',
      latitude,
      longitude,
      precision: 'sector',
    });
  });

  it('answers 404 for six digits of no sector, in the caller’s language', async () => {
    for (const code of ['740000', '000001', '990000']) {
      const res = await lookUp(t, code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: POSTAL_CODE_UNKNOWN_MESSAGE });
    }
    const zh = await lookUp(t, '740000', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.json().message).toBe('新加坡没有使用此邮区编号的地址');
  });

  it('refuses anything but 6 digits with 400, naming the postal code', async () => {
    for (const code of ['56012', '5601234', '56012a', '%20560123', 'orchard']) {
      const res = await lookUp(t, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: POSTAL_CODE_MESSAGE });
    }
  });

  it('counts look-ups per client network', async () => {
    const res = await lookUp(t, '238801');
    expect(res.headers['x-ratelimit-limit']).toBe(String(t.config.ADDRESS_LOOKUPS_PER_HOUR));
  });
});

describe('the look-ups a client network may make', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, config: { ADDRESS_LOOKUPS_PER_HOUR: 2 } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past ADDRESS_LOOKUPS_PER_HOUR, to the whole IPv6 /64, and not to another network', async () => {
    expect((await lookUp(t, '560123', {}, '2001:db8:1:2::10')).statusCode).toBe(200);
    // Malformed codes count too: a script cannot probe for free.
    expect((await lookUp(t, '5601', {}, '2001:db8:1:2::11')).statusCode).toBe(400);
    const refused = await lookUp(t, '460123', {}, '2001:db8:1:2::12');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookUp(t, '460123', {}, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('with OneMap configured', () => {
  const servers = localServers();
  let t: TestApp;
  let status = 200;
  beforeAll(async () => {
    const onemap = await servers.start((_req, res) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          found: 1,
          totalNumPages: 1,
          pageNum: 1,
          results: [
            {
              SEARCHVAL: 'NIL',
              BLK_NO: '20',
              ROAD_NAME: 'TAMPINES STREET 11',
              BUILDING: 'NIL',
              ADDRESS: '20 TAMPINES STREET 11 SINGAPORE 521020',
              POSTAL: '521020',
              LATITUDE: '1.3459',
              LONGITUDE: '103.9497',
            },
          ],
        }),
      );
    });
    t = await createTestApp({ seed: false, config: { ONEMAP_BASE_URL: onemap.url } });
  });
  afterAll(async () => {
    await t.close();
    await servers.closeAll();
  });
  afterEach(() => {
    status = 200;
  });

  it("answers OneMap's building", async () => {
    expect(t.app.ctx.addresses.kind).toBe('onemap');
    const res = await lookUp(t, '521020');
    expect(res.json().data).toMatchObject({
      address: 'Blk 20 Tampines Street 11',
      latitude: 1.3459,
      longitude: 103.9497,
      precision: 'address',
    });
  });

  it('answers from the built-in book, never with an error, while OneMap fails', async () => {
    status = 503;
    const demo = await lookUp(t, '520123');
    expect(demo.statusCode).toBe(200);
    expect(demo.json().data).toMatchObject({ address: 'Blk 123 Tampines Street 11', precision: 'address' });
    const other = await lookUp(t, '521021');
    expect(other.statusCode).toBe(200);
    expect(other.json().data.precision).toBe('sector');
  });
});

describe('locateAddress', () => {
  it('trims the code, and answers from the built-in book should an adapter throw', async () => {
    const failing = { kind: 'onemap' as const, locate: async () => Promise.reject(new Error('no network')) };
    expect(await locateAddress({ addresses: failing }, ' 460123 ')).toMatchObject({
      postalCode: '460123',
      precision: 'address',
      latitude: 1.3236,
      longitude: 103.9273,
    });
    expect(await locateAddress({ addresses: failing }, '740000')).toBeNull();
  });
});
