import { API_KEY_REQUIRED_MESSAGE } from '@domain/api-keys/messages';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { type ApiKeyIdentity, authenticateApiKey } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the read API's guard for every request it lets through. */
    apiKey: ApiKeyIdentity | null;
  }
}

const BEARER_PATTERN = /^Bearer\s+(\S+)\s*$/i;

/**
 * onRequest hook of the read API: an active API key in the Authorization header, or 401. Only the
 * header: never a cookie (a browser would send the admin's session by itself) nor the query string
 * (URLs end up in logs). Unknown, inactive and deleted keys and admin session tokens get the same 401.
 */
export function requireApiKey(ctx: Pick<AppContext, 'db' | 'now'>) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const key = header ? BEARER_PATTERN.exec(header)?.[1] : undefined;
    const identity = key ? await authenticateApiKey(ctx, { key }) : null;
    if (!identity) throw new AppError('UNAUTHORIZED', API_KEY_REQUIRED_MESSAGE);
    request.apiKey = identity;
  };
}
