import { successEnvelope } from '@domain/shared/envelope';
import {
  LOGOUT_EVERYWHERE_MESSAGE,
  LOGOUT_SUCCESS_MESSAGE,
  STAFF_CREATED_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
} from '@domain/staff/messages';
import {
  adminLogoutEverywhereResultSchema,
  adminUserSchema,
  staffCreateRequestSchema,
  staffMemberSchema,
} from '@domain/staff/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { ok } from '../../http/envelope';
import { clearSessionCookie, currentSession, staffActor } from './guard';
import { createStaff, listStaff, logout, logoutEverywhere } from './service';

/**
 * GET /api/admin/user, POST /api/admin/logout and POST /api/admin/logout-everywhere: inside the guard,
 * for any signed-in user.
 */
export const adminSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's logout has no body; a client may still label the empty body as JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.get(
    '/user',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in user (401 without a session)',
        response: { 200: successEnvelope(adminUserSchema) },
      },
    },
    async (request) => ok(currentSession(request).user),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign out: the token is revoked and the cookie cleared',
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request, reply) => {
      await logout(app.ctx, currentSession(request));
      clearSessionCookie(request, reply);
      return { ...ok(null), message: LOGOUT_SUCCESS_MESSAGE };
    },
  );

  app.post(
    '/logout-everywhere',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign out everywhere: every session of the signed-in user ends (this one too), the cookie is cleared',
        response: { 200: successEnvelope(adminLogoutEverywhereResultSchema) },
      },
    },
    async (request, reply) => {
      const sessionsEnded = await logoutEverywhere(app.ctx, currentSession(request));
      clearSessionCookie(request, reply);
      return { ...ok({ sessionsEnded }), message: LOGOUT_EVERYWHERE_MESSAGE };
    },
  );
};

/** GET and POST /api/admin/staff (DESIGN §8.12): the clinic's accounts and their roles, admins only. */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff',
    {
      schema: {
        tags: ['admin', 'staff'],
        security: [{ bearerAuth: [] }],
        summary: 'Every staff account with its role (admin, nurse or doctor)',
        response: { 200: successEnvelope(z.array(staffMemberSchema)) },
      },
    },
    async () => ok(await listStaff(app.ctx.db)),
  );

  app.post(
    '/staff',
    {
      schema: {
        tags: ['admin', 'staff'],
        security: [{ bearerAuth: [] }],
        summary: 'Create a staff account: a nurse signs in at /nurse, a doctor reviews results (409: username taken)',
        body: staffCreateRequestSchema,
        response: { 201: successEnvelope(staffMemberSchema) },
        errorAnswers: { 409: 'The username is taken (in any case): the existing account is left as it is.' },
      },
    },
    async (request, reply) => {
      const member = await createStaff(app.ctx, request.body, staffActor(request));
      if (!member) throw new AppError('CONFLICT', USERNAME_TAKEN_MESSAGE);
      return reply.status(201).send({ ...ok(member), message: STAFF_CREATED_MESSAGE });
    },
  );
};
