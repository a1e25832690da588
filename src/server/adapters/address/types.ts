import type { LocatedAddress } from '@domain/addresses/located-address';

/**
 * Where a postal code is (DESIGN §8.12): OneMap when ONEMAP_* is set, else the built-in address book.
 * Never fails for an outside system's sake: whatever OneMap does, the built-in book answers instead.
 */
export interface AddressAdapter {
  kind: 'onemap' | 'built-in';
  /** The building at the code, or its sector's centre; null for anything but 6 digits of a sector Singapore has. */
  locate(postalCode: string): Promise<LocatedAddress | null>;
}

/** OneMap could not answer (down, slow, refused, or an answer we cannot read): the built-in book answers. */
export class AddressLookupUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AddressLookupUnavailableError';
  }
}
