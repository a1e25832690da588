import type { Config } from '../../config';
import { createBuiltInAddresses } from './built-in';
import { createOneMapAddresses, ONEMAP_DEFAULT_BASE_URL, type OneMapOptions } from './onemap';
import type { AddressAdapter } from './types';

export { createBuiltInAddresses } from './built-in';
export { createOneMapAddresses, ONEMAP_DEFAULT_BASE_URL, ONEMAP_TIMEOUT_MS, type OneMapOptions } from './onemap';
export * from './types';

export type AddressConfig = Pick<Config, 'ONEMAP_BASE_URL' | 'ONEMAP_API_TOKEN'>;

/** Whether OneMap answers for addresses: ONEMAP_BASE_URL or ONEMAP_API_TOKEN is set. */
export const usesOneMap = (config: AddressConfig): boolean =>
  Boolean(config.ONEMAP_BASE_URL || config.ONEMAP_API_TOKEN);

/** OneMap when ONEMAP_BASE_URL or ONEMAP_API_TOKEN is set, else the built-in address book (DESIGN §8.12). */
export function createAddressAdapter(
  config: AddressConfig,
  options: Pick<OneMapOptions, 'onUnavailable'> = {},
): AddressAdapter {
  if (!usesOneMap(config)) return createBuiltInAddresses();
  return createOneMapAddresses({
    baseUrl: config.ONEMAP_BASE_URL ?? ONEMAP_DEFAULT_BASE_URL,
    token: config.ONEMAP_API_TOKEN,
    onUnavailable: options.onUnavailable,
  });
}
