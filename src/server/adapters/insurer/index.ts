import type { Config } from '../../config';
import { createHttpInsurer } from './http';
import { createRosterInsurer } from './roster';
import type { InsurerAdapter } from './types';

export { createHttpInsurer, INSURER_TIMEOUT_MS } from './http';
export { createRosterInsurer, INSURER_ROSTER } from './roster';
export * from './types';

/** The real insurer when INSURER_API_URL is set, else the built-in roster. */
export function createInsurerAdapter(config: Pick<Config, 'INSURER_API_URL' | 'INSURER_API_KEY'>): InsurerAdapter {
  if (config.INSURER_API_URL) return createHttpInsurer({ url: config.INSURER_API_URL, apiKey: config.INSURER_API_KEY });
  return createRosterInsurer();
}
