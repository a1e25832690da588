import {
  PARTICIPANT_ADDED_MESSAGE,
  PARTICIPANT_REMOVED_MESSAGE,
  PARTICIPANT_UPDATED_MESSAGE,
  PRIMARY_CONTACT_CHANGED_MESSAGE,
} from '@domain/participants/messages';
import {
  createParticipantCreateSchema,
  createParticipantUpdateSchema,
  participantChangeResultSchema,
  participantDeleteQuerySchema,
  participantListSchema,
  participantParamsSchema,
  participantRegistrationParamsSchema,
} from '@domain/participants/schemas';
import { todayInSingapore } from '@domain/shared/dates';
import { successEnvelope } from '@domain/shared/envelope';
import { maskEmail } from '@domain/shared/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingTokenHeaders } from '../../http/booking-token';
import { ok } from '../../http/envelope';
import { hasBookingToken, requireBookingToken } from '../bookings';
import { addParticipant, listParticipants, removeParticipant, updateParticipant } from './index';

/** Anonymous calls that change a booking (rule 7): limited per client like the other customer calls. */
const changeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const tokenRefusal = {
  403: 'No X-Booking-Token, or not the token of this booking: the reference number and the booking id alone change nothing.',
};

/** A new primary contact, or new identity details of the primary, are verified with the insurer first (DESIGN §8.2). */
const primaryCheckAnswers = {
  429: "Or the new primary contact's ID number had 5 member verifications in the last hour; nothing changed.",
  503: 'The insurer could not verify the new primary contact; nothing changed (a member price is never kept unverified).',
};

export const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => todayInSingapore(app.ctx.now());

  app.get(
    '/participants/registration/:registrationId',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['participants'],
        summary:
          "A booking's persons, the primary contact first (IDs and mobile numbers masked; the email masked without the booking's X-Booking-Token)",
        params: participantRegistrationParamsSchema,
        headers: bookingTokenHeaders,
        response: { 200: successEnvelope(participantListSchema) },
      },
    },
    async (request, reply) => {
      const { registrationId } = request.params;
      const data = await listParticipants(app.ctx, { registrationId });
      // The id alone shows the persons, the email only masked; the booking's token shows it whole for editing.
      const withToken = await hasBookingToken(app.ctx.db, registrationId, request.headers['x-booking-token']);
      const shown = withToken
        ? data
        : data.map((person) => ({ ...person, email: person.email === null ? null : maskEmail(person.email) }));
      return reply.header('cache-control', 'no-store').send(ok(shown));
    },
  );

  app.post(
    '/participants',
    {
      config: changeLimit,
      schema: {
        tags: ['participants'],
        summary: 'Add a person to an unpaid booking: re-priced, and room taken in its home visit',
        headers: bookingTokenHeaders,
        body: createParticipantCreateSchema(today),
        response: { 201: successEnvelope(participantChangeResultSchema) },
        errorAnswers: {
          ...tokenRefusal,
          404: 'No booking with this registrationId.',
          409: 'The booking is closed or paid, a card payment is under way, it is past the change cut-off, the booking has its most persons or its visit no room, or (a person added as primary) the primary contact was changed by another request meanwhile.',
          ...primaryCheckAnswers,
        },
      },
    },
    async (request, reply) => {
      await requireBookingToken(app.ctx.db, request.body.registrationId, request.headers['x-booking-token']);
      const data = await addParticipant(app.ctx, request.body);
      return reply.status(201).send({ ...ok(data), message: PARTICIPANT_ADDED_MESSAGE });
    },
  );

  app.put(
    '/participants/:id',
    {
      config: changeLimit,
      schema: {
        tags: ['participants'],
        summary:
          "Change a person of an unpaid booking (registrationId in the body), or make them the primary contact; a new primary contact (or their new ID number, date of birth or Vitality number) is verified again and the booking re-priced. A change of only the primary contact's (id 0) email and mobile number is allowed on a paid booking too, and re-prices nothing",
        params: participantParamsSchema,
        headers: bookingTokenHeaders,
        body: createParticipantUpdateSchema(today),
        response: { 200: successEnvelope(participantChangeResultSchema) },
        errorAnswers: {
          ...tokenRefusal,
          409: "The booking is closed or paid (for more than the primary contact's email and mobile number), a card payment is under way, it is past the change cut-off, the change would leave no primary contact, or the primary contact was changed by another request meanwhile.",
          ...primaryCheckAnswers,
        },
      },
    },
    async (request) => {
      await requireBookingToken(app.ctx.db, request.body.registrationId, request.headers['x-booking-token']);
      const data = await updateParticipant(app.ctx, { id: request.params.id, request: request.body });
      const message = request.body.isPrimary ? PRIMARY_CONTACT_CHANGED_MESSAGE : PARTICIPANT_UPDATED_MESSAGE;
      return { ...ok(data), message };
    },
  );

  app.delete(
    '/participants/:id',
    {
      config: changeLimit,
      schema: {
        tags: ['participants'],
        summary:
          'Remove a person from an unpaid booking (registrationId in the query string): re-priced, room given back',
        params: participantParamsSchema,
        headers: bookingTokenHeaders,
        querystring: participantDeleteQuerySchema,
        response: { 200: successEnvelope(participantChangeResultSchema) },
        errorAnswers: {
          ...tokenRefusal,
          409: 'The booking is closed or paid, a card payment is under way, it is past the change cut-off, or the person is the primary contact or the last one.',
        },
      },
    },
    async (request) => {
      await requireBookingToken(app.ctx.db, request.query.registrationId, request.headers['x-booking-token']);
      const data = await removeParticipant(app.ctx, {
        id: request.params.id,
        registrationId: request.query.registrationId,
      });
      return { ...ok(data), message: PARTICIPANT_REMOVED_MESSAGE };
    },
  );
};
