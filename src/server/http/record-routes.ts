import { successEnvelope } from '@domain/shared/envelope';
import { adminIdParamsSchema } from '@domain/shared/form-fields';
import type { FastifyInstance, FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import { z } from 'zod';
import { ok } from './envelope';
import type { ErrorAnswers } from './error-answers';

/** Every admin call carries the session (bearer header or cookie). */
export const adminSecurity = [{ bearerAuth: [] }];
const deleted = successEnvelope(z.null());

/**
 * The create, update and delete routes of one admin record: POST on the collection (201), PUT and
 * DELETE on `:id` (200), each with the form or the id as documented and the acting admin recorded.
 * Shared by the capabilities whose staff pages edit records this way (events, packages, holidays).
 */
export function recordRoutes<Ctx, Form extends z.ZodType, Result extends z.ZodType>(
  app: Pick<FastifyInstance, 'withTypeProvider'>,
  record: {
    ctx: Ctx;
    tags: string[];
    /** Who is acting, as the audit log names them. */
    actorOf: (request: FastifyRequest) => string;
    path: string;
    form: Form;
    result: Result;
    summary: { create: string; update: string; delete: string };
    /** What each call refuses besides bad input and an unknown id (error-answers.ts). */
    errorAnswers?: { create?: ErrorAnswers; update?: ErrorAnswers; delete?: ErrorAnswers };
    create: (context: Ctx, options: { form: z.output<Form>; actor: string }) => Promise<z.output<Result>>;
    update: (context: Ctx, options: { id: number; form: z.output<Form>; actor: string }) => Promise<z.output<Result>>;
    remove: (context: Ctx, options: { id: number; actor: string }) => Promise<void>;
  },
): void {
  const { ctx, tags, actorOf } = record;
  const security = adminSecurity;
  // The schemas are generic here, so the zod type provider cannot infer the request: the types are
  // given by hand below (the zod compilers still validate and serialize with these schemas).
  const routes = app.withTypeProvider<FastifyTypeProviderDefault>();
  const body = (request: FastifyRequest) => request.body as z.output<Form>;
  const id = (request: FastifyRequest) => (request.params as z.output<typeof adminIdParamsSchema>).id;

  routes.post(
    record.path,
    {
      schema: {
        tags,
        security,
        summary: record.summary.create,
        body: record.form,
        response: { 201: successEnvelope(record.result) },
        errorAnswers: record.errorAnswers?.create,
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await record.create(ctx, { form: body(request), actor: actorOf(request) }))),
  );

  routes.put(
    `${record.path}/:id`,
    {
      schema: {
        tags,
        security,
        summary: record.summary.update,
        params: adminIdParamsSchema,
        body: record.form,
        response: { 200: successEnvelope(record.result) },
        errorAnswers: record.errorAnswers?.update,
      },
    },
    async (request) => ok(await record.update(ctx, { id: id(request), form: body(request), actor: actorOf(request) })),
  );

  routes.delete(
    `${record.path}/:id`,
    {
      schema: {
        tags,
        security,
        summary: record.summary.delete,
        params: adminIdParamsSchema,
        response: { 200: deleted },
        errorAnswers: record.errorAnswers?.delete,
      },
    },
    async (request) => {
      await record.remove(ctx, { id: id(request), actor: actorOf(request) });
      return ok(null);
    },
  );
}
