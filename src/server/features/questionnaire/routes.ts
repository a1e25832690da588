import { PRIMARY_PARTICIPANT_ID } from '@domain/participants/schemas';
import {
  questionnaireAnswersSchema,
  questionnairePersonSchema,
  questionnaireSchema,
} from '@domain/questionnaire/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { MAX_RECORD_ID } from '@domain/shared/schema-parts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingTokenHeaders } from '../../http/booking-token';
import { ok } from '../../http/envelope';
import { getQuestionnaire, saveQuestionnaire } from './service';

// The pre-visit forms of a booking (DESIGN §8.11), opened by the booking's token: the reference alone
// shows nothing (it is printed on receipts and said on the phone).

const tags = ['questionnaire'];
const referenceParams = z.object({ reference: z.string().max(40) });
const personParams = referenceParams.extend({
  // The main person is PRIMARY_PARTICIPANT_ID (0); a household member their participant id.
  participantId: z.coerce.number().int().min(PRIMARY_PARTICIPANT_ID).max(MAX_RECORD_ID),
});
const tokenRefusal = {
  403: 'No X-Booking-Token, or not the token of this booking: the reference number alone shows and changes nothing.',
};

export const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations/:reference/questionnaire',
    {
      // Tokens are 256-bit: the limit keeps a script from using the call to find which references exist.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "Each person's pre-visit form and its status, with the booking's token",
        params: referenceParams,
        headers: bookingTokenHeaders,
        response: { 200: successEnvelope(questionnaireSchema) },
        errorAnswers: { ...tokenRefusal, 404: 'No booking with this reference number.' },
      },
    },
    async (request, reply) => {
      const data = await getQuestionnaire(app.ctx, {
        referenceNumber: request.params.reference,
        token: request.headers['x-booking-token'],
      });
      return reply.header('cache-control', 'no-store').send(ok(data));
    },
  );

  app.put(
    '/registrations/:reference/questionnaire/:participantId',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "One person's answers and consent (the typed name must be the person's); saving again replaces them",
        params: personParams,
        headers: bookingTokenHeaders,
        body: questionnaireAnswersSchema,
        response: { 200: successEnvelope(questionnairePersonSchema) },
        errorAnswers: {
          400: 'Consent not agreed, a name that is not the person’s full name, an unknown condition, or a text too long.',
          ...tokenRefusal,
          404: 'No booking with this reference number, or no such person in it.',
          409: 'The booking is cancelled or released, or its visit has begun: the forms are closed.',
        },
      },
    },
    async (request, reply) => {
      const data = await saveQuestionnaire(app.ctx, {
        referenceNumber: request.params.reference,
        participantId: request.params.participantId,
        token: request.headers['x-booking-token'],
        answers: request.body,
      });
      return reply.header('cache-control', 'no-store').send(ok(data));
    },
  );
};
