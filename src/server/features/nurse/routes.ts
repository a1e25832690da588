import { NURSE_ROLE_REQUIRED_MESSAGE } from '@domain/nurse/messages';
import {
  nurseVisitSchema,
  nurseVisitsQuerySchema,
  visitEventRequestSchema,
  visitEventResultSchema,
} from '@domain/nurse/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { ok } from '../../http/envelope';
import { currentSession, requireSession, staffActor } from '../staff';
import { listNurseVisits } from './nurse-visits';
import { sendOnMyWayText } from './on-my-way';
import { recordVisitPress } from './visit-events';

const tags = ['nurse'];
const security = [{ bearerAuth: [] }];

/**
 * The nurse's view (DESIGN §8.12), at /api/nurse: a staff session whose role is nurse, else 401 or
 * 403. A nurse sees and presses only her own visits.
 */
export const nurseRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasRequestDecorator('adminSession')) app.decorateRequest('adminSession', null);
  app.addHook('onRequest', requireSession(app.ctx));
  app.addHook('onRequest', async (request) => {
    if (request.adminSession?.user.role !== 'nurse') throw new AppError('FORBIDDEN', NURSE_ROLE_REQUIRED_MESSAGE);
  });
  // The day's list carries addresses and health flags: never stored by a browser's HTTP cache or a proxy
  // (the phone keeps its own copy for offline use).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    '/visits',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in nurse's visits of a day (Singapore), in route order",
        querystring: nurseVisitsQuerySchema,
        response: { 200: successEnvelope(z.array(nurseVisitSchema)) },
        errorAnswers: { 403: 'Signed in without the nurse role.' },
      },
    },
    async (request) =>
      ok(await listNurseVisits(app.ctx.db, { staffId: currentSession(request).user.id, date: request.query.date })),
  );

  app.post(
    '/visits/:registrationId/events',
    {
      schema: {
        tags,
        security,
        summary:
          "A press at a visit (On my way, Arrived, Done with each person's outcome): 201 the first time, 200 with the same body for the same clientEventId",
        params: z.object({ registrationId: z.string().max(200) }),
        body: visitEventRequestSchema,
        response: { 200: successEnvelope(visitEventResultSchema), 201: successEnvelope(visitEventResultSchema) },
        errorAnswers: {
          403: "Signed in without the nurse role, or another nurse's visit.",
          404: 'No booking has this id.',
          409: 'The visit is cancelled or expired, or the clientEventId was used for another press.',
        },
      },
    },
    async (request, reply) => {
      const session = currentSession(request);
      const press = await recordVisitPress(app.ctx, {
        staffId: session.user.id,
        registrationId: request.params.registrationId,
        event: request.body,
        actor: staffActor(request),
      });
      if (press.created && request.body.type === 'on_my_way') {
        await sendOnMyWayText(app.ctx, {
          referenceNumber: press.referenceNumber,
          pressedAt: new Date(request.body.at),
          minutes: request.body.minutes,
          actor: staffActor(request),
        });
      }
      return reply.status(press.created ? 201 : 200).send(ok(press.result));
    },
  );
};
