import { adminQuestionnaireSchema } from '@domain/questionnaire/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { adminRegistrationParamsSchema } from '@domain/shared/form-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { staffActor } from '../staff';
import { viewAnswersAsStaff } from './service';

// The answers of a booking's pre-visit forms, for staff (DESIGN §8.11): health data, so one call of its
// own, each answer written to the audit log. Registered only inside the admin area's guard.

export const questionnaireAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations/:id/questionnaire',
    {
      schema: {
        tags: ['admin', 'questionnaire'],
        security: [{ bearerAuth: [] }],
        summary: "Each person's pre-visit answers and consent; every call is recorded in the audit log",
        params: adminRegistrationParamsSchema,
        response: { 200: successEnvelope(adminQuestionnaireSchema) },
        errorAnswers: { 404: 'No such booking.' },
      },
    },
    async (request) =>
      ok(await viewAnswersAsStaff(app.ctx, { registrationId: request.params.id, actor: staffActor(request) })),
  );
};
