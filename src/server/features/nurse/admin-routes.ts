import { NURSE_ASSIGNED_MESSAGE, NURSE_UNASSIGNED_MESSAGE, RESCHEDULE_REQUESTED_MESSAGE } from '@domain/nurse/messages';
import { rescheduleRequestCreateSchema, rescheduleRequestResultSchema } from '@domain/nurse/moved-days';
import { assignedNurseSchema, assignNurseRequestSchema } from '@domain/nurse/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { staffActor } from '../staff';
import { assignNurse } from './assignment';
import { requestReschedule } from './moved-days';

const tags = ['admin', 'nurse'];
const security = [{ bearerAuth: [] }];

/** Staff's calls of the nurses' day (DESIGN §8.12): who makes a visit. Registered inside the admin area's guard. */
export const nurseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reschedule-requests',
    {
      schema: {
        tags,
        security,
        summary:
          'A nurse cannot come: every live booking of the region in that part of the day gets an email and a text with a link to pick another visit',
        body: rescheduleRequestCreateSchema,
        response: { 200: successEnvelope(rescheduleRequestResultSchema) },
      },
    },
    async (request) => {
      const data = await requestReschedule(app.ctx, request.body, staffActor(request));
      return { ...ok(data), message: RESCHEDULE_REQUESTED_MESSAGE };
    },
  );

  app.put(
    '/registrations/:id/nurse',
    {
      schema: {
        tags,
        security,
        summary: 'Give a visit to another nurse, or to none (staffId null: "Unassigned")',
        params: z.object({ id: z.string().max(200) }),
        body: assignNurseRequestSchema,
        response: { 200: successEnvelope(z.object({ nurse: assignedNurseSchema })) },
        errorAnswers: { 409: 'The booking is cancelled or expired.' },
      },
    },
    async (request) => {
      const nurse = await assignNurse(app.ctx, {
        registrationId: request.params.id,
        staffId: request.body.staffId,
        actor: staffActor(request),
      });
      return { ...ok({ nurse }), message: nurse ? NURSE_ASSIGNED_MESSAGE : NURSE_UNASSIGNED_MESSAGE };
    },
  );
};
