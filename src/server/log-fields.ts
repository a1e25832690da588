import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * What a request log line says about the request: the method and the matched route pattern
 * ('/api/registrations/lookup/:referenceNumber'), never the URL itself, whose path and query can
 * carry a reference number, a postal code or an event slug typed by a customer.
 */
export function requestLogFields(request: Pick<FastifyRequest, 'method'> & { routeOptions?: { url?: string } }) {
  return { method: request.method, route: request.routeOptions?.url ?? null };
}

/**
 * What an unexpected error log line says: the error's class and code, no message, stack or
 * parameters. A failed query's message holds its SQL parameters (NRICs, names, addresses), so for a
 * DrizzleQueryError only the database's own error code (SQLSTATE, e.g. 23505) is kept.
 */
export function errorLogFields(error: unknown): { errorName: string; errorCode: string | null } {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as { code?: unknown } | undefined;
    return { errorName: 'DrizzleQueryError', errorCode: typeof cause?.code === 'string' ? cause.code : null };
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { errorName: error.name, errorCode: typeof code === 'string' ? code : null };
  }
  return { errorName: typeof error, errorCode: null };
}
