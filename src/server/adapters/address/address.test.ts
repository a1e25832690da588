import { POSTAL_SECTOR_CENTRES } from '@domain/addresses/built-in';
import { afterEach, describe, expect, it } from 'vitest';
import { type BodyHandler, localServers } from '../../testing/http-server';
import {
  type AddressLookupUnavailableError,
  createAddressAdapter,
  createBuiltInAddresses,
  createOneMapAddresses,
  ONEMAP_TIMEOUT_MS,
} from './index';

/** OneMap's search answer for one building, as it spells it (capitals, strings, "NIL"). */
const oneMapResult = (overrides: Record<string, string> = {}) => ({
  SEARCHVAL: 'KEBUN BARU HEIGHTS',
  BLK_NO: '406',
  ROAD_NAME: 'ANG MO KIO AVENUE 10',
  BUILDING: 'NIL',
  ADDRESS: '406 ANG MO KIO AVENUE 10 SINGAPORE 560406',
  POSTAL: '560406',
  X: '30426.1402640706',
  Y: '38806.7416011626',
  LATITUDE: '1.36263896764516',
  LONGITUDE: '103.855230427441',
  ...overrides,
});

const answer = (results: unknown[]) => ({ found: results.length, totalNumPages: 1, pageNum: 1, results });

describe('the built-in address book', () => {
  const book = createBuiltInAddresses();

  it("answers a demo code's building, another code's sector centre, and null for no sector", async () => {
    expect(await book.locate('560123')).toMatchObject({
      address: 'Blk 123 Ang Mo Kio Avenue 6',
      latitude: 1.3691,
      longitude: 103.8454,
      precision: 'address',
    });
    expect(await book.locate('560406')).toMatchObject({ precision: 'sector', address: '', block: null });
    expect(await book.locate('740000')).toBeNull();
  });
});

describe('OneMap', () => {
  const servers = localServers();
  afterEach(() => servers.closeAll());

  /** A fake OneMap; every request it saw is kept. */
  async function startOneMap(handler: BodyHandler) {
    const seen: { path: string; query: Record<string, string>; auth?: string }[] = [];
    const server = await servers.start((req, res, body) => {
      const url = new URL(req.url ?? '/', 'http://onemap');
      seen.push({
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        auth: req.headers.authorization,
      });
      handler(req, res, body);
    });
    return { baseUrl: server.url, seen };
  }

  const json = (body: unknown) =>
    ((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    }) satisfies BodyHandler;

  it('searches by the postal code with the token and answers the building as a person writes it', async () => {
    const onemap = await startOneMap(json(answer([oneMapResult()])));
    const addresses = createOneMapAddresses({ baseUrl: onemap.baseUrl, token: 'onemap-token' });
    expect(await addresses.locate('560406')).toEqual({
      postalCode: '560406',
      block: '406',
      street: 'Ang Mo Kio Avenue 10',
      building: null,
      address: 'Blk 406 Ang Mo Kio Avenue 10',
      latitude: 1.36263896764516,
      longitude: 103.855230427441,
      precision: 'address',
    });
    expect(onemap.seen).toEqual([
      {
        path: '/api/common/elastic/search',
        query: { searchVal: '560406', returnGeom: 'Y', getAddrDetails: 'Y', pageNum: '1' },
        auth: 'onemap-token',
      },
    ]);
  });

  it('puts a named building after its street, and takes only a result at exactly that code', async () => {
    const onemap = await startOneMap(
      json(
        answer([
          oneMapResult({ POSTAL: '048617', BLK_NO: '3', ROAD_NAME: 'RAFFLES PLACE', BUILDING: 'BHARAT BUILDING' }),
          oneMapResult({
            POSTAL: '048616',
            BLK_NO: '1',
            ROAD_NAME: 'RAFFLES PLACE',
            BUILDING: 'ONE RAFFLES PLACE',
            LATITUDE: '1.28417',
            LONGITUDE: '103.85139',
          }),
        ]),
      ),
    );
    const located = await createOneMapAddresses({ baseUrl: onemap.baseUrl }).locate('048616');
    expect(located).toMatchObject({
      building: 'One Raffles Place',
      address: '1 Raffles Place, One Raffles Place',
      latitude: 1.28417,
      precision: 'address',
    });
    // Without a token no Authorization header is sent.
    expect(onemap.seen[0]?.auth).toBeUndefined();
  });

  it("answers a code OneMap knows no building at with its sector's centre, even a demo code", async () => {
    const onemap = await startOneMap(json(answer([])));
    const addresses = createOneMapAddresses({ baseUrl: onemap.baseUrl });
    const [latitude, longitude] = POSTAL_SECTOR_CENTRES['56']!;
    expect(await addresses.locate('560123')).toMatchObject({ precision: 'sector', latitude, longitude, address: '' });
  });

  it('does not believe a result outside Singapore or without a street or building', async () => {
    const onemap = await startOneMap(
      json(
        answer([
          oneMapResult({ LATITUDE: '0', LONGITUDE: '0' }),
          oneMapResult({ BLK_NO: 'NIL', ROAD_NAME: 'NIL', BUILDING: 'NIL' }),
        ]),
      ),
    );
    expect(await createOneMapAddresses({ baseUrl: onemap.baseUrl }).locate('560406')).toMatchObject({
      precision: 'sector',
    });
  });

  it('asks OneMap once per code and keeps the answer', async () => {
    const onemap = await startOneMap(json(answer([oneMapResult()])));
    const addresses = createOneMapAddresses({ baseUrl: onemap.baseUrl });
    await addresses.locate('560406');
    expect((await addresses.locate('560406'))?.precision).toBe('address');
    expect(onemap.seen).toHaveLength(1);
  });

  it('never asks OneMap about a code of no sector, or anything but 6 digits', async () => {
    const onemap = await startOneMap(json(answer([oneMapResult()])));
    const addresses = createOneMapAddresses({ baseUrl: onemap.baseUrl });
    for (const code of ['740000', '990000', '56040', 'orchard']) expect(await addresses.locate(code)).toBeNull();
    expect(onemap.seen).toEqual([]);
  });

  describe('when OneMap cannot answer, the built-in book does, and the reason is told', () => {
    const failures = async (handler: BodyHandler | null, options: { timeoutMs?: number } = {}) => {
      const reasons: string[] = [];
      const baseUrl = handler ? (await startOneMap(handler)).baseUrl : 'http://127.0.0.1:9';
      const addresses = createOneMapAddresses({
        baseUrl,
        ...options,
        onUnavailable: (error: AddressLookupUnavailableError) => reasons.push(error.message),
      });
      return { addresses, reasons };
    };

    it('an error status', async () => {
      const { addresses, reasons } = await failures((_req, res) => {
        res.statusCode = 429;
        res.end('API limit(s) exceeded.');
      });
      // A demo code keeps its building; another code gets its sector's centre.
      expect(await addresses.locate('560123')).toMatchObject({
        precision: 'address',
        address: 'Blk 123 Ang Mo Kio Avenue 6',
      });
      expect(await addresses.locate('560406')).toMatchObject({ precision: 'sector' });
      expect(reasons).toEqual(['OneMap answered HTTP 429', 'OneMap answered HTTP 429']);
    });

    it('an answer it cannot read', async () => {
      const { addresses, reasons } = await failures(json({ error: 'Invalid token' }));
      expect(await addresses.locate('238801')).toMatchObject({ address: '391 Orchard Road, Ngee Ann City' });
      expect(reasons).toEqual(['OneMap answered in an unexpected shape']);
    });

    it('nothing listening', async () => {
      const { addresses, reasons } = await failures(null);
      expect(await addresses.locate('460123')).toMatchObject({ precision: 'address', latitude: 1.3236 });
      expect(reasons).toEqual(['OneMap could not be reached']);
    });

    it('a slow answer, given up after the time-out and not kept', async () => {
      let answered = false;
      const { addresses, reasons } = await failures(
        (_req, res) => {
          setTimeout(() => {
            answered = true;
            res.end(JSON.stringify(answer([oneMapResult()])));
          }, 3000).unref();
        },
        { timeoutMs: 200 },
      );
      expect(await addresses.locate('560406')).toMatchObject({ precision: 'sector' });
      expect(reasons).toEqual(['OneMap did not answer within 0.2 seconds']);
      // It gave up before the answer came: the order of the two, not the clock.
      expect(answered).toBe(false);
    });

    it('gives up after 2 seconds by default', () => {
      expect(ONEMAP_TIMEOUT_MS).toBe(2000);
    });
  });
});

describe('createAddressAdapter', () => {
  it('uses the built-in book without ONEMAP_* and OneMap with either variable', () => {
    expect(createAddressAdapter({ ONEMAP_BASE_URL: undefined, ONEMAP_API_TOKEN: undefined }).kind).toBe('built-in');
    expect(createAddressAdapter({ ONEMAP_BASE_URL: 'http://127.0.0.1:9', ONEMAP_API_TOKEN: undefined }).kind).toBe(
      'onemap',
    );
    expect(createAddressAdapter({ ONEMAP_BASE_URL: undefined, ONEMAP_API_TOKEN: 'token' }).kind).toBe('onemap');
  });
});
