import type { LocatedAddress } from '@domain/addresses/located-address';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAddressAutofill, fetchLocatedAddress } from './address-lookup';

afterEach(() => vi.unstubAllGlobals());

const located = (postalCode: string, address: string): LocatedAddress => ({
  postalCode,
  block: '123',
  street: address.replace(/^Blk \d+ /, ''),
  building: null,
  address,
  latitude: 1.3691,
  longitude: 103.8454,
  precision: 'address',
});

const sectorOnly = (postalCode: string): LocatedAddress => ({
  postalCode,
  block: null,
  street: null,
  building: null,
  address: '',
  latitude: 1.3691,
  longitude: 103.8454,
  precision: 'sector',
});

const ANG_MO_KIO = located('560123', 'Blk 123 Ang Mo Kio Avenue 6');
const BEDOK = located('460123', 'Blk 123 Bedok North Street 2');

describe('GET /api/addresses/{postalCode}', () => {
  it('answers where the code is', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ success: true, data: ANG_MO_KIO }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchLocatedAddress('560123')).toEqual(ANG_MO_KIO);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/addresses/560123');
  });

  it('answers null for an unknown code, a refused look-up, an answer of another shape and no network', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ success: false, message: 'x' }, { status: 404 }));
    expect(await fetchLocatedAddress('740000')).toBeNull();
    vi.stubGlobal('fetch', async () => Response.json({ success: false, message: 'x' }, { status: 429 }));
    expect(await fetchLocatedAddress('560123')).toBeNull();
    vi.stubGlobal('fetch', async () => Response.json({ success: true, data: { address: 'x' } }));
    expect(await fetchLocatedAddress('560123')).toBeNull();
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchLocatedAddress('560123')).toBeNull();
  });
});

/** An address field and an autofill over it, with answers by postal code. */
function setUp(answers: Record<string, LocatedAddress | null>) {
  const field = { value: '' };
  const asked: string[] = [];
  const autofill = createAddressAutofill({
    lookUp: async (postalCode) => {
      asked.push(postalCode);
      return answers[postalCode] ?? null;
    },
    readAddress: () => field.value,
    writeAddress: (address) => {
      field.value = address;
    },
  });
  return { field, asked, autofill };
}

describe('the address filled in from the postal code', () => {
  it('fills an empty address field once six digits are typed, and asks nothing before', async () => {
    const { field, asked, autofill } = setUp({ '560123': ANG_MO_KIO });
    for (const typed of ['5', '56', '5601', '56012']) await autofill.postalCodeChanged(typed);
    expect(asked).toEqual([]);
    await autofill.postalCodeChanged('560123');
    expect(field.value).toBe('Blk 123 Ang Mo Kio Avenue 6');
    expect(asked).toEqual(['560123']);
  });

  it('replaces what it filled in when another code is typed', async () => {
    const { field, autofill } = setUp({ '560123': ANG_MO_KIO, '460123': BEDOK });
    await autofill.postalCodeChanged('560123');
    await autofill.postalCodeChanged('46012');
    expect(field.value).toBe('Blk 123 Ang Mo Kio Avenue 6');
    await autofill.postalCodeChanged('460123');
    expect(field.value).toBe('Blk 123 Bedok North Street 2');
  });

  it('never overwrites an address the customer typed, before or after the code', async () => {
    const { field, autofill } = setUp({ '560123': ANG_MO_KIO, '460123': BEDOK });
    field.value = '8 Jalan Kayu';
    await autofill.postalCodeChanged('560123');
    expect(field.value).toBe('8 Jalan Kayu');

    const other = setUp({ '560123': ANG_MO_KIO, '460123': BEDOK });
    await other.autofill.postalCodeChanged('560123');
    // The customer corrects the filled-in line: from then on it is theirs.
    other.field.value = 'Blk 123A Ang Mo Kio Avenue 6';
    await other.autofill.postalCodeChanged('460123');
    expect(other.field.value).toBe('Blk 123A Ang Mo Kio Avenue 6');
  });

  it('keeps free-text entry for a code whose building is not known, taking back the previous code’s address', async () => {
    const { field, autofill } = setUp({ '560123': ANG_MO_KIO, '569999': sectorOnly('569999') });
    await autofill.postalCodeChanged('569999');
    expect(field.value).toBe('');
    await autofill.postalCodeChanged('560123');
    await autofill.postalCodeChanged('569999');
    // The Ang Mo Kio block is not at 569999: the field is emptied for the customer to type.
    expect(field.value).toBe('');
    field.value = '9 Yio Chu Kang Road';
    await autofill.postalCodeChanged('740000');
    expect(field.value).toBe('9 Yio Chu Kang Road');
  });

  it('lets the latest code decide when answers come out of order', async () => {
    const field = { value: '' };
    const resolvers = new Map<string, (answer: LocatedAddress) => void>();
    const signals = new Map<string, AbortSignal>();
    const autofill = createAddressAutofill({
      lookUp: (postalCode, signal) => {
        signals.set(postalCode, signal);
        return new Promise((resolve) => resolvers.set(postalCode, resolve));
      },
      readAddress: () => field.value,
      writeAddress: (address) => {
        field.value = address;
      },
    });
    const first = autofill.postalCodeChanged('560123');
    const second = autofill.postalCodeChanged('460123');
    expect(signals.get('560123')?.aborted).toBe(true);
    resolvers.get('460123')?.(BEDOK);
    await second;
    resolvers.get('560123')?.(ANG_MO_KIO);
    await first;
    expect(field.value).toBe('Blk 123 Bedok North Street 2');
  });

  it('asks once per code, and afresh after the fields are gone', async () => {
    const { field, asked, autofill } = setUp({ '560123': ANG_MO_KIO, '460123': BEDOK });
    await autofill.postalCodeChanged('560123');
    await autofill.postalCodeChanged('460123');
    await autofill.postalCodeChanged('560123');
    expect(field.value).toBe('Blk 123 Ang Mo Kio Avenue 6');
    expect(asked).toEqual(['560123', '460123']);
    autofill.stop();
    field.value = '';
    await autofill.postalCodeChanged('560123');
    expect(field.value).toBe('Blk 123 Ang Mo Kio Avenue 6');
  });
});
