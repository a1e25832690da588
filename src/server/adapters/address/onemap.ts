import { locateBuiltIn, postalSectorOf, sectorCentreOf } from '@domain/addresses/built-in';
import { addressLine, isInSingapore, type LocatedAddress, nameCase } from '@domain/addresses/located-address';
import { z } from 'zod';
import { type AddressAdapter, AddressLookupUnavailableError } from './types';

/** OneMap's own address, used when ONEMAP_API_TOKEN is set without ONEMAP_BASE_URL. */
export const ONEMAP_DEFAULT_BASE_URL = 'https://www.onemap.gov.sg';

/**
 * A customer waits on this while typing a postal code, and a booking while it is written: past it the
 * built-in book answers (the sector's centre), which is good enough to plan a route.
 */
export const ONEMAP_TIMEOUT_MS = 2000;

/** How long an instance reuses OneMap's answer for a code, and for how many codes at most. */
const CACHE_MS = 24 * 60 * 60 * 1000;
const CACHE_ENTRIES = 2000;

/** OneMap's search answer (GET /api/common/elastic/search): strings throughout, "NIL" for a missing part. */
const searchAnswerSchema = z.object({
  found: z.coerce.number(),
  results: z.array(z.unknown()),
});

const searchResultSchema = z.object({
  BLK_NO: z.string().optional(),
  ROAD_NAME: z.string().optional(),
  BUILDING: z.string().optional(),
  POSTAL: z.string(),
  LATITUDE: z.coerce.number(),
  LONGITUDE: z.coerce.number(),
});

/** A part of OneMap's answer, or null where it has none. */
function part(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text.toUpperCase() === 'NIL' || text.toUpperCase() === 'NULL' ? null : nameCase(text);
}

/** The building OneMap knows at exactly this code, in Singapore, with a street or a name; null otherwise. */
function addressFrom(postalCode: string, results: readonly unknown[]): LocatedAddress | null {
  for (const candidate of results) {
    const result = searchResultSchema.safeParse(candidate);
    if (!result.success || result.data.POSTAL.trim() !== postalCode) continue;
    const { LATITUDE: latitude, LONGITUDE: longitude } = result.data;
    if (!isInSingapore(latitude, longitude)) continue;
    const block = part(result.data.BLK_NO);
    const street = part(result.data.ROAD_NAME);
    const building = part(result.data.BUILDING);
    const address = addressLine({ block, street, building });
    if (!address) continue;
    return { postalCode, block, street, building, address, latitude, longitude, precision: 'address' };
  }
  return null;
}

export interface OneMapOptions {
  /** https://www.onemap.gov.sg, or a local fake's address in tests. */
  baseUrl: string;
  /** OneMap's access token, sent in the Authorization header when set. */
  token?: string;
  timeoutMs?: number;
  /** Told why OneMap could not answer this time (the built-in book answered instead). */
  onUnavailable?: (error: AddressLookupUnavailableError) => void;
}

/**
 * OneMap's search by postal code (the national address register). A code it knows no building at gets
 * its sector's centre; when OneMap fails or is slow, the built-in book answers (a demo code's building,
 * else the sector's centre), so the customer never sees an error for it.
 */
export function createOneMapAddresses(options: OneMapOptions): AddressAdapter {
  const timeoutMs = options.timeoutMs ?? ONEMAP_TIMEOUT_MS;
  const searchUrl = new URL('/api/common/elastic/search', options.baseUrl);
  const cache = new Map<string, { answer: LocatedAddress | null; until: number }>();

  async function search(postalCode: string): Promise<LocatedAddress | null> {
    const url = new URL(searchUrl);
    url.search = new URLSearchParams({
      searchVal: postalCode,
      returnGeom: 'Y',
      getAddrDetails: 'Y',
      pageNum: '1',
    }).toString();
    let body: unknown;
    try {
      // The signal also covers reading the body, so a server that stalls mid-answer times out too.
      const response = await fetch(url, {
        headers: { accept: 'application/json', ...(options.token ? { authorization: options.token } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new AddressLookupUnavailableError(`OneMap answered HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof AddressLookupUnavailableError) throw error;
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new AddressLookupUnavailableError(`OneMap did not answer within ${timeoutMs / 1000} seconds`, {
          cause: error,
        });
      }
      throw new AddressLookupUnavailableError('OneMap could not be reached', { cause: error });
    }
    const answer = searchAnswerSchema.safeParse(body);
    if (!answer.success) throw new AddressLookupUnavailableError('OneMap answered in an unexpected shape');
    return addressFrom(postalCode, answer.data.results) ?? sectorCentreOf(postalCode);
  }

  return {
    kind: 'onemap',
    async locate(postalCode) {
      // A code no sector has is nobody's address: OneMap is not asked (nor used as a search box).
      if (!postalSectorOf(postalCode)) return null;
      const now = Date.now();
      const cached = cache.get(postalCode);
      if (cached && cached.until > now) return cached.answer;
      try {
        const answer = await search(postalCode);
        cache.delete(postalCode);
        if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
        cache.set(postalCode, { answer, until: now + CACHE_MS });
        return answer;
      } catch (error) {
        const unavailable =
          error instanceof AddressLookupUnavailableError
            ? error
            : new AddressLookupUnavailableError('OneMap lookup failed', { cause: error });
        options.onUnavailable?.(unavailable);
        // Not kept: the next customer asks OneMap again.
        return locateBuiltIn(postalCode);
      }
    },
  };
}
