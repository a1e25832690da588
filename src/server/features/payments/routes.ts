import { BOOKING_CONFIRMED_MESSAGE, PAYMENT_SUCCESSFUL_MESSAGE } from '@domain/payments/messages';
import {
  payNowRequestSchema,
  payNowResponseSchema,
  payNowSimulationResponseSchema,
} from '@domain/payments/paynow-schemas';
import {
  clientTokenResponseSchema,
  confirmationResultSchema,
  directConfirmationResponseSchema,
  processPaymentRequestSchema,
  processPaymentResponseSchema,
  recordPaymentRequestSchema,
  registrationParamsSchema,
  statusChangeRequestSchema,
} from '@domain/payments/schemas';
import { successEnvelope } from '@domain/shared/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { createPayNowRequest, simulatePayNowPayment } from './paynow';
import { confirmIfNothingDue, createClientToken, processPayment } from './service';

// Card payment and the calls by which a page reports a booking as paid (spec 001 §7). Every one of
// them decides from the server's own records (DESIGN §4 Payments, rules 1, 7 and 8).

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const partnerName = app.ctx.config.PARTNER_NAME;
  // Card attempts per client address: enough for a few declines and retries, not for card testing.
  const paymentLimit = { rateLimit: { max: app.ctx.config.PAYMENT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    '/payments/client-token',
    {
      config: paymentLimit,
      schema: {
        tags: ['payments'],
        summary: "Token for the card form: the simulated gateway's ('test-…') in test mode, else Braintree's",
        response: { 200: clientTokenResponseSchema },
        errorAnswers: { 503: 'Live mode without a configured card gateway, or the gateway could not be reached.' },
      },
    },
    async () => ({ success: true as const, ...(await createClientToken(app.ctx)) }),
  );

  app.post(
    '/payments/process',
    {
      config: paymentLimit,
      schema: {
        tags: ['payments'],
        summary: 'Charge the amount due the server computed (the amount sent is only compared), once',
        body: processPaymentRequestSchema,
        response: { 200: processPaymentResponseSchema },
        errorAnswers: {
          402: 'The card was declined.',
          403: "A test card (test mode's nonce) in live mode.",
          404: 'No booking with this registrationId.',
          409: 'Nothing to pay, already paid or not payable, the amount due changed (data holds it), the card offer is used up, or a payment is already under way.',
          503: 'The card gateway could not be reached or did not answer (the message says whether the card may have been charged).',
        },
      },
    },
    async (request) => {
      const outcome = await processPayment(app.ctx, request.body);
      return { ...ok(outcome), transactionId: outcome.transactionId, message: PAYMENT_SUCCESSFUL_MESSAGE };
    },
  );

  // PayNow (DESIGN §8.4): the same limit as a card attempt, and no more trust in the page.
  app.post(
    '/payments/paynow',
    {
      config: paymentLimit,
      schema: {
        tags: ['payments'],
        summary: "A PayNow QR code for the server's amount due; the live one again while it lasts",
        body: payNowRequestSchema,
        response: { 200: payNowResponseSchema },
        errorAnswers: {
          404: 'No booking with this registrationId.',
          409: 'Nothing to pay, already paid, or the booking was cancelled or has expired.',
          503: 'Live mode without a configured PayNow provider.',
        },
      },
    },
    async (request) => ok(await createPayNowRequest(app.ctx, { registrationId: request.body.registrationId })),
  );

  app.post(
    '/payments/paynow/simulate',
    {
      config: paymentLimit,
      schema: {
        tags: ['payments'],
        summary: "Test mode only: the simulated bank pays the booking's live PayNow code",
        body: payNowRequestSchema,
        response: { 200: payNowSimulationResponseSchema },
        errorAnswers: {
          403: 'Not in test mode.',
          404: 'No booking with this registrationId.',
          409: 'The booking has no PayNow code that can still be paid.',
        },
      },
    },
    async (request) => ok(await simulatePayNowPayment(app.ctx, { registrationId: request.body.registrationId })),
  );

  // The four calls by which a page reports a booking as paid: each one is granted only when the
  // server's own records leave nothing to pay, whatever the call says.
  const confirmationSchema = (summary: string) => ({
    tags: ['payments'],
    summary,
    params: registrationParamsSchema,
    response: { 200: successEnvelope(confirmationResultSchema) },
    errorAnswers: { 409: 'Something is left to pay, or the booking cannot be paid in its status.' },
  });
  const confirmPaid = async (registrationId: string, label: string) =>
    ok(await confirmIfNothingDue(app.ctx, { registrationId, label }));

  app.post(
    '/registrations/:id/payment',
    {
      config: paymentLimit,
      schema: {
        ...confirmationSchema("Report a payment: the booking becomes paid only when the server's records cover it"),
        body: recordPaymentRequestSchema,
      },
    },
    async (request) => confirmPaid(request.params.id, request.body.method ?? `Paid via ${partnerName}`),
  );

  app.patch(
    '/registrations/:id/status',
    {
      config: paymentLimit,
      schema: {
        ...confirmationSchema("Ask for status 'paid': granted only when nothing is left to pay"),
        body: statusChangeRequestSchema,
      },
    },
    async (request) => confirmPaid(request.params.id, `Paid via ${partnerName}`),
  );

  app.post(
    '/registrations/:id/confirm-wc-booking',
    {
      config: paymentLimit,
      schema: confirmationSchema('Confirm a partner booking whose prepayment covers the total'),
    },
    async (request) => confirmPaid(request.params.id, `Auto-confirmed ${partnerName} Booking`),
  );

  app.post(
    '/wc-confirm/:id',
    {
      config: paymentLimit,
      schema: {
        ...confirmationSchema("The confirmation page's 'Confirm Booking': granted only when nothing is left to pay"),
        response: { 200: directConfirmationResponseSchema },
      },
    },
    async (request) => ({
      ...(await confirmPaid(request.params.id, `${partnerName} Direct Confirmation`)),
      message: BOOKING_CONFIRMED_MESSAGE,
    }),
  );
};
