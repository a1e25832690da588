import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../domain/api-schemas';
import {
  paymentProviderSchema,
  paymentTestModeRequestSchema,
  paymentTestModeResponseSchema,
} from '../../../domain/payment-settings-schemas';
import { ok } from '../../http/envelope';
import { adminActor } from '../audit-log';
import { currentSession } from '../staff';
import { changePaymentTestMode, getPaymentProvider, getPaymentTestMode } from './admin-service';

// The Payments tab (spec 001 §2 and §7). Admin routes: registered only inside the admin area's guard.

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
        errorAnswers: { 400: 'Also: live mode without Braintree credentials.' },
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
};
