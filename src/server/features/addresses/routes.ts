import {
  addressLookupParamsSchema,
  locatedAddressSchema,
  POSTAL_CODE_UNKNOWN_MESSAGE,
} from '@domain/addresses/located-address';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors';
import { ok } from '../../http/envelope';
import { locateAddress } from './locate';

/** GET /api/addresses/{postalCode}: the booking forms fill block, street and building from the postal code. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/addresses/:postalCode',
    {
      // Public, and OneMap's quota is the site's: a client network gets ADDRESS_LOOKUPS_PER_HOUR, enough for a
      // household typing its code, too few for a script using the site as a free geocoder.
      config: { rateLimit: { max: app.ctx.config.ADDRESS_LOOKUPS_PER_HOUR, timeWindow: '1 hour' } },
      schema: {
        tags: ['addresses'],
        summary: 'Where a postal code is: the block, street and building to fill in, with latitude and longitude',
        description:
          "OneMap answers when ONEMAP_BASE_URL or ONEMAP_API_TOKEN is set, else the built-in address book. A code of a known postal sector whose building is not known (or while OneMap cannot answer) gets precision 'sector': the sector's centre, with block, street and building null and an empty address, so the customer types the address.",
        params: addressLookupParamsSchema,
        response: { 200: successEnvelope(locatedAddressSchema) },
        errorAnswers: {
          404: 'Six digits of no Singapore postal sector (its first two digits, 01 to 82 but 74).',
          429: 'Also: more than ADDRESS_LOOKUPS_PER_HOUR look-ups from this client network in the hour.',
        },
      },
    },
    async (request) => {
      const located = await locateAddress(app.ctx, request.params.postalCode);
      if (!located) throw notFound(POSTAL_CODE_UNKNOWN_MESSAGE);
      return ok(located);
    },
  );
};
