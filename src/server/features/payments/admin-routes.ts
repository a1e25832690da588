import {
  adminCardPaymentListSchema,
  adminPaymentCheckResultSchema,
  adminPaymentMarkFailedResultSchema,
  adminPaymentParamsSchema,
} from '@domain/payments/doubt-schemas';
import {
  paymentProviderSchema,
  paymentTestModeRequestSchema,
  paymentTestModeResponseSchema,
} from '@domain/payments/settings-schemas';
import { successEnvelope } from '@domain/shared/envelope';
import { adminRegistrationParamsSchema } from '@domain/shared/form-fields';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { adminActor } from '../audit-log';
import { currentSession, staffActor } from '../staff';
import { changePaymentTestMode, getPaymentProvider, getPaymentTestMode } from './admin-service';
import { checkPaymentNow, listCardPayments, markPaymentFailed } from './reconcile';

// The Payments tab (spec 001 §2 and §7) and the card payments of one order, with the staff actions on a
// payment in doubt (DESIGN §8.2). Admin routes: registered only inside the admin area's guard.

const tags = ['admin', 'payments'];
const security = [{ bearerAuth: [] }];

export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/payments/test-mode',
    {
      schema: {
        tags,
        security,
        summary: 'Whether card payments are simulated (test mode) or charged through Braintree (live mode)',
        response: { 200: paymentTestModeResponseSchema },
      },
    },
    async () => getPaymentTestMode(ctx),
  );

  app.post(
    '/payments/test-mode',
    {
      schema: {
        tags,
        security,
        summary: 'Switch test mode on or off (live mode without Braintree credentials: 400)',
        body: paymentTestModeRequestSchema,
        response: { 200: paymentTestModeResponseSchema },
        errorAnswers: {
          400: 'Also: live mode without Braintree credentials.',
          403: 'Also: test mode in production without ALLOW_SIMULATORS=true (DESIGN §8.9).',
        },
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      return changePaymentTestMode(ctx, {
        enabled: request.body.enabled,
        adminId: user.id,
        actor: adminActor(user.username),
      });
    },
  );

  app.get(
    '/payments/provider',
    {
      schema: {
        tags,
        security,
        summary: 'The card provider: environment, merchant id masked to its last 4, merchant account',
        response: { 200: successEnvelope(paymentProviderSchema) },
      },
    },
    async () => ok(await getPaymentProvider(ctx)),
  );

  // ---- the card payments of one order (the order details) ----

  app.get(
    '/registrations/:id/payments',
    {
      schema: {
        tags,
        security,
        summary: "An order's card payments, newest first, each saying whether its outcome is in doubt",
        params: adminRegistrationParamsSchema,
        response: { 200: successEnvelope(adminCardPaymentListSchema) },
        errorAnswers: { 404: 'No order with this id.' },
      },
    },
    async (request) => ok(await listCardPayments(ctx, { registrationId: request.params.id })),
  );

  const inDoubtOnly =
    'The payment is not in doubt: its outcome is recorded, or it is still being processed (twice the gateway time-out has not passed).';

  app.post(
    '/registrations/:id/payments/:paymentId/check',
    {
      schema: {
        tags,
        security,
        summary:
          'Check with gateway: ask the gateway what it holds for the order reference and settle the payment in doubt as paid or failed',
        params: adminPaymentParamsSchema,
        response: { 200: successEnvelope(adminPaymentCheckResultSchema) },
        errorAnswers: {
          404: 'No such payment of this order.',
          409: inDoubtOnly,
          503: 'The gateway that took the payment could not be asked, or is not configured; nothing changed.',
        },
      },
    },
    async (request) => {
      const { message, ...result } = await checkPaymentNow(ctx, {
        registrationId: request.params.id,
        paymentId: request.params.paymentId,
        actor: staffActor(request),
      });
      return { ...ok(result), message };
    },
  );

  app.post(
    '/registrations/:id/payments/:paymentId/mark-failed',
    {
      schema: {
        tags,
        security,
        summary: 'Mark as failed: staff decide a payment in doubt charged nothing; the order can be paid again',
        params: adminPaymentParamsSchema,
        response: { 200: successEnvelope(adminPaymentMarkFailedResultSchema) },
        errorAnswers: { 404: 'No such payment of this order.', 409: inDoubtOnly },
      },
    },
    async (request) => {
      const { message, ...result } = await markPaymentFailed(ctx, {
        registrationId: request.params.id,
        paymentId: request.params.paymentId,
        actor: staffActor(request),
      });
      return { ...ok(result), message };
    },
  );
};
