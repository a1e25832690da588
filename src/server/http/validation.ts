import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A route's validator whose body schema is chosen by the body's shape, for a call that takes one of
 * several bodies: each is validated by its own schema alone, so a refusal carries that body's field
 * paths and messages instead of a union's "no option matched". The route's declared schema (a union)
 * still documents the call; headers, params and query are validated as on any route.
 */
export function bodyValidatedBy(schemaFor: (body: unknown) => z.ZodType): FastifySchemaCompiler<unknown> {
  return (route) => {
    if (route.httpPart !== 'body') return validatorCompiler({ ...route, schema: route.schema as z.ZodType });
    // The zod compiler only wraps safeParse: nothing is gained by compiling ahead.
    return (body) => validatorCompiler({ ...route, schema: schemaFor(body) })(body);
  };
}
