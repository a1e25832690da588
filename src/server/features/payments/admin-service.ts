import {
  LIVE_MODE_NEEDS_CREDENTIALS_MESSAGE,
  TEST_MODE_NOT_IN_PRODUCTION_MESSAGE,
  TEST_MODE_OFF_MESSAGE,
  TEST_MODE_ON_MESSAGE,
} from '@domain/payments/settings-messages';
import type { PaymentProvider, PaymentTestModeResponse } from '@domain/payments/settings-schemas';
import { hasBraintreeCredentials } from '../../adapters/payments';
import { simulatorsAllowed } from '../../config';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../errors';
import { type Actor, recordChange } from '../audit-log';
import { describePaymentProvider } from './payment-provider';
import { isPaymentTestMode, PAYMENT_TEST_MODE_KEY, setPaymentTestMode } from './test-mode';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config' | 'payments'>;

const answer = (testMode: boolean): PaymentTestModeResponse => ({
  success: true,
  testMode,
  message: testMode ? TEST_MODE_ON_MESSAGE : TEST_MODE_OFF_MESSAGE,
});

/** GET /api/admin/payments/test-mode. */
export async function getPaymentTestMode(ctx: Ctx): Promise<PaymentTestModeResponse> {
  return answer(await isPaymentTestMode(ctx.db, ctx.config));
}

/**
 * POST /api/admin/payments/test-mode. Live mode is refused (400) without Braintree credentials: a
 * customer must never be shown a card form that cannot charge. Test mode is refused (403) in production
 * without ALLOW_SIMULATORS: there a test card would pay real bookings (DESIGN §8.9). The change and its
 * audit entry are one transaction.
 */
export async function changePaymentTestMode(
  ctx: Ctx,
  options: { enabled: boolean; adminId: number; actor: Actor },
): Promise<PaymentTestModeResponse> {
  if (!options.enabled && !(hasBraintreeCredentials(ctx.config) && ctx.payments.live)) {
    throw badRequest(LIVE_MODE_NEEDS_CREDENTIALS_MESSAGE);
  }
  if (options.enabled && !simulatorsAllowed(ctx.config))
    throw new AppError('FORBIDDEN', TEST_MODE_NOT_IN_PRODUCTION_MESSAGE);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await isPaymentTestMode(tx, ctx.config);
    await setPaymentTestMode(tx, { enabled: options.enabled, adminId: options.adminId, now });
    await recordChange(tx, {
      actor: options.actor,
      entity: 'system_setting',
      entityId: PAYMENT_TEST_MODE_KEY,
      before: { testMode: before },
      after: { testMode: options.enabled },
      now,
    });
  });
  return answer(options.enabled);
}

/** GET /api/admin/payments/provider. */
export async function getPaymentProvider(ctx: Ctx): Promise<PaymentProvider> {
  return describePaymentProvider(ctx.config, await isPaymentTestMode(ctx.db, ctx.config));
}
