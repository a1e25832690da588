import { locateBuiltIn } from '@domain/addresses/built-in';
import type { LocatedAddress } from '@domain/addresses/located-address';
import type { AppContext } from '../../context';

/**
 * Where a postal code is (DESIGN §8.12), for the address a customer is filling in and for what a booking
 * or waitlist entry stores (latitude and longitude, for the nurse's route): the building when the address
 * adapter knows it, else the postal sector's centre; null for anything but 6 digits of a sector Singapore
 * has. It never fails: the adapter already falls back to the built-in address book when OneMap cannot
 * answer, and so does this should an adapter throw all the same, so no booking is refused for it.
 */
export async function locateAddress(
  ctx: Pick<AppContext, 'addresses'>,
  postalCode: string,
): Promise<LocatedAddress | null> {
  const code = postalCode.trim();
  try {
    return await ctx.addresses.locate(code);
  } catch {
    return locateBuiltIn(code);
  }
}
