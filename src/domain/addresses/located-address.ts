import { POSTAL_CODE_MESSAGE } from '@domain/bookings/messages';
import { MESSAGES } from '@domain/shared/texts';
import { POSTAL_CODE_PATTERN } from '@domain/timeslots/regions';
import { z } from 'zod';

// Where a postal code is (DESIGN §8.12 "Address from the postal code"): the block, street and building
// the wizard, the older flow and the waitlist fill in, and the latitude and longitude the nurse's route
// is planned with. Known exactly ('address'), or only as far as the postal sector's centre ('sector').

/** A code that names no Singapore postal sector (its first two digits): GET /api/addresses/{postalCode} 404. */
export const POSTAL_CODE_UNKNOWN_MESSAGE = MESSAGES.visitAddress.postalCodeUnknown;

/** GET /api/addresses/{postalCode}: 6 digits, as the booking forms take a postal code (400 otherwise). */
export const addressLookupParamsSchema = z.object({
  postalCode: z.string({ error: POSTAL_CODE_MESSAGE }).regex(POSTAL_CODE_PATTERN, { error: POSTAL_CODE_MESSAGE }),
});

export const ADDRESS_PRECISIONS = ['address', 'sector'] as const;
export type AddressPrecision = (typeof ADDRESS_PRECISIONS)[number];

export const locatedAddressSchema = z
  .object({
    postalCode: z.string().describe('The 6-digit postal code asked for'),
    block: z.string().nullable().describe('The block or house number; null when unknown or none'),
    street: z.string().nullable().describe('The street name; null when unknown'),
    building: z.string().nullable().describe('The building name; null when unknown or unnamed'),
    address: z
      .string()
      .describe(
        'One line as the booking forms take it ("Blk 123 Ang Mo Kio Avenue 6", "1 Raffles Place, One Raffles Place"); empty when precision is sector',
      ),
    latitude: z.number().describe('WGS84 latitude'),
    longitude: z.number().describe('WGS84 longitude'),
    precision: z
      .enum(ADDRESS_PRECISIONS)
      .describe("'address': the building itself; 'sector': only the centre of the postal sector is known"),
  })
  .describe('Where a postal code is');
export type LocatedAddress = z.infer<typeof locatedAddressSchema>;

/** A box around Singapore's main island and its islands: coordinates outside it are nobody's home here. */
export const SINGAPORE_BOUNDS = { south: 1.15, north: 1.48, west: 103.59, east: 104.1 } as const;

export function isInSingapore(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= SINGAPORE_BOUNDS.south &&
    latitude <= SINGAPORE_BOUNDS.north &&
    longitude >= SINGAPORE_BOUNDS.west &&
    longitude <= SINGAPORE_BOUNDS.east
  );
}

/** Words a street or building name keeps in lower case after its first word ("Gardens by the Bay"). */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'de', 'for', 'in', 'of', 'on', 'the', 'to']);

/**
 * 'ANG MO KIO AVENUE 6' → 'Ang Mo Kio Avenue 6', as a person writes it: the national address register
 * spells names in capitals. A word with a digit ('123A', 'S11') stays as it is.
 */
export function nameCase(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word, index) => {
      if (/\d/.test(word)) return word.toUpperCase();
      if (index > 0 && MINOR_WORDS.has(word)) return word;
      // After an opening bracket, a hyphen or a slash a new word starts; after an apostrophe it does not.
      return word.replace(
        /(^|[(\-/])(\p{L})/gu,
        (_whole, before: string, letter: string) => before + letter.toUpperCase(),
      );
    })
    .join(' ');
}

/**
 * The one line the address field takes: 'Blk 123 Ang Mo Kio Avenue 6' for a block without a building
 * name (a public housing block), '1 Raffles Place, One Raffles Place' for a named building, or what
 * there is of the two. Empty when neither a street nor a building is known.
 */
export function addressLine(parts: { block: string | null; street: string | null; building: string | null }): string {
  const { block, street, building } = parts;
  const streetLine = street ? (block ? `${building ? '' : 'Blk '}${block} ${street}` : street) : '';
  return [streetLine, building ?? ''].filter(Boolean).join(', ');
}
