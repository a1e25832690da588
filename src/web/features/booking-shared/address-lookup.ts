import { type LocatedAddress, locatedAddressSchema } from '@domain/addresses/located-address';
import { isValidPostalCode } from '@domain/timeslots/regions';
import { apiFetch } from '@/lib/api';

// DESIGN §8.12: the address fields fill block, street and building in from the postal code. Whatever
// the look-up answers, the customer can still type the address: a code whose building is not known
// (precision 'sector'), an unknown code (404), a refused look-up (429) or no network fill nothing in.

/** GET /api/addresses/{postalCode}: where the code is; null for any answer that is not one (404, 429, offline). */
export async function fetchLocatedAddress(postalCode: string, signal?: AbortSignal): Promise<LocatedAddress | null> {
  try {
    const response = await apiFetch(`/api/addresses/${encodeURIComponent(postalCode)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: unknown };
    const located = locatedAddressSchema.safeParse(body.data);
    return located.success ? located.data : null;
  } catch {
    return null;
  }
}

export interface AddressAutofillOptions {
  lookUp: (postalCode: string, signal: AbortSignal) => Promise<LocatedAddress | null>;
  /** The address field's value now. */
  readAddress: () => string;
  /** Puts a filled-in address in the field ('' takes back one filled in before). */
  writeAddress: (address: string) => void;
}

export interface AddressAutofill {
  /** The postal code field's value now: each complete code is looked up, the latest answer alone counts. */
  postalCodeChanged(value: string): Promise<void>;
  /** Drops the look-up under way (the fields are gone); the next code is looked up afresh. */
  stop(): void;
}

/**
 * Fills the address field from the postal code, and only while the field is empty or still holds what
 * it filled in before: an address the customer typed, or changed, is never overwritten. A new code whose
 * building is not known takes back the address filled in for the previous code, which would be wrong.
 */
export function createAddressAutofill(options: AddressAutofillOptions): AddressAutofill {
  /** The code the field holds, as last told. */
  let current = '';
  /** What this put in the address field and has not seen changed since; null when nothing. */
  let filled: string | null = null;
  let pending: AbortController | null = null;
  const answers = new Map<string, LocatedAddress>();

  function apply(located: LocatedAddress | null) {
    const address = options.readAddress().trim();
    const isOurs = address === '' || address === filled;
    if (!isOurs) {
      filled = null;
      return;
    }
    const next = located?.precision === 'address' ? located.address : '';
    if (next !== address) options.writeAddress(next);
    filled = next === '' ? null : next;
  }

  return {
    async postalCodeChanged(value) {
      const code = value.trim();
      if (code === current) return;
      current = code;
      pending?.abort();
      pending = null;
      if (!isValidPostalCode(code)) return;
      let located = answers.get(code) ?? null;
      if (!located) {
        const controller = new AbortController();
        pending = controller;
        located = await options.lookUp(code, controller.signal);
        // Another code was typed meanwhile (or the fields went): its own look-up decides.
        if (controller.signal.aborted || code !== current) return;
        pending = null;
        if (located) answers.set(code, located);
      }
      apply(located);
    },
    stop() {
      pending?.abort();
      pending = null;
      current = '';
    },
  };
}
