import type { Config } from '../../config';
import { createHttpPartner } from './http';
import { createPartnerSimulator } from './simulator';
import type { PartnerAdapter } from './types';

export { createHttpPartner, type HttpPartnerOptions, PARTNER_TIMEOUT_MS } from './http';
export { createPartnerSimulator, PARTNER_BOOKINGS } from './simulator';
export * from './types';

/** The real partner service when PARTNER_API_URL is set, else the built-in simulator (DESIGN §7). */
export function createPartnerAdapter(config: Pick<Config, 'PARTNER_API_URL' | 'PARTNER_API_KEY'>): PartnerAdapter {
  if (config.PARTNER_API_URL) return createHttpPartner({ url: config.PARTNER_API_URL, apiKey: config.PARTNER_API_KEY });
  return createPartnerSimulator();
}
