import { locateBuiltIn } from '@domain/addresses/built-in';
import type { AddressAdapter } from './types';

/** The built-in address book: the demo's postal codes with their buildings, every other code by its sector's centre. */
export function createBuiltInAddresses(): AddressAdapter {
  return { kind: 'built-in', locate: async (postalCode) => locateBuiltIn(postalCode) };
}
