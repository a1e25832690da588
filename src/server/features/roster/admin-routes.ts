import {
  ROSTER_DUTY_ADDED_MESSAGE,
  ROSTER_DUTY_NOT_FOUND_MESSAGE,
  ROSTER_DUTY_REMOVED_MESSAGE,
} from '@domain/roster/messages';
import { rosterDutyRequestSchema, rosterDutySchema, rosterQuerySchema } from '@domain/roster/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { adminIdParamsSchema } from '@domain/shared/form-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { ok } from '../../http/envelope';
import { staffActor } from '../staff';
import { addDuty, listDuties, removeDuty } from './service';

const tags = ['admin', 'roster'];
const security = [{ bearerAuth: [] }];

/** /api/admin/roster (DESIGN §8.12): which nurse works which region on which day, admins only. */
export const rosterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roster',
    {
      schema: {
        tags,
        security,
        summary: 'The duties from one day to another, both included (at most 62 days)',
        querystring: rosterQuerySchema,
        response: { 200: successEnvelope(z.array(rosterDutySchema)) },
      },
    },
    async (request) => ok(await listDuties(app.ctx.db, request.query)),
  );

  app.post(
    '/roster',
    {
      schema: {
        tags,
        security,
        summary: 'Put a nurse on duty in a region for the morning, the afternoon or the whole day',
        body: rosterDutyRequestSchema,
        response: { 201: successEnvelope(z.object({ id: z.number().int() })) },
        errorAnswers: { 409: 'The nurse is already on duty at that time of that day.' },
      },
    },
    async (request, reply) => {
      const data = await addDuty(app.ctx, request.body, staffActor(request));
      return reply.status(201).send({ ...ok(data), message: ROSTER_DUTY_ADDED_MESSAGE });
    },
  );

  app.delete(
    '/roster/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Take a duty off the roster',
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      if (!(await removeDuty(app.ctx, request.params.id, staffActor(request)))) {
        throw notFound(ROSTER_DUTY_NOT_FOUND_MESSAGE);
      }
      return { ...ok(null), message: ROSTER_DUTY_REMOVED_MESSAGE };
    },
  );
};
