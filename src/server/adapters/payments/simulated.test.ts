import { simulatedNonceFor, TEST_CARDS_ONLY_MESSAGE } from '@domain/payments/test-cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../testing/test-app';
import {
  BRAINTREE_TIMEOUT_MS,
  createPaymentGateway,
  createPaymentGateways,
  createSimulatedGateway,
  databaseLedger,
  hasBraintreeCredentials,
  PaymentConfigurationError,
  PaymentRefundRefusedError,
  UNKNOWN_NONCE_MESSAGE,
} from './index';

const APPROVED = simulatedNonceFor('4111 1111 1111 1111')!;
const DECLINED = simulatedNonceFor('4000 0000 0000 0002')!;
const sale = { amount: '128.62', orderId: 'HS2611-0607-1234' };

describe('simulated gateway', () => {
  it("issues client tokens starting with 'test-', different each time", async () => {
    const gateway = createSimulatedGateway();
    const [first, second] = [await gateway.createClientToken(), await gateway.createClientToken()];
    expect(first).toMatch(/^test-[A-Za-z0-9_-]{16,}$/);
    expect(second).not.toBe(first);
    expect(gateway.kind).toBe('simulated');
  });

  it('describes a simulated nonce by brand, bin and last four only', async () => {
    const gateway = createSimulatedGateway();
    expect(await gateway.describeNonce(APPROVED)).toEqual({ brand: 'Visa', bin: '411111', last4: '1111' });
    expect(await gateway.describeNonce(simulatedNonceFor('5555 5555 5555 4444')!)).toEqual({
      brand: 'MasterCard',
      bin: '555555',
      last4: '4444',
    });
  });

  it('describes nothing for a nonce it did not make, such as a raw card number', async () => {
    const gateway = createSimulatedGateway();
    expect(await gateway.describeNonce('4111111111111111')).toBeNull();
    expect(await gateway.describeNonce('tokencc_bc_abc123')).toBeNull();
  });

  it('approves 4111 1111 1111 1111 and submits it for settlement', async () => {
    const result = await createSimulatedGateway().sale({ ...sale, nonce: APPROVED, deviceData: '{}' });
    expect(result).toEqual({
      approved: true,
      transactionId: expect.stringMatching(/^sim_[0-9a-f]{16}$/),
      amount: '128.62',
      card: { brand: 'Visa', bin: '411111', last4: '1111' },
      status: 'submitted_for_settlement',
    });
  });

  it("declines 4000 0000 0000 0002 with Braintree's 'Do Not Honor'", async () => {
    const result = await createSimulatedGateway().sale({ ...sale, nonce: DECLINED });
    expect(result).toEqual({
      approved: false,
      message: 'Do Not Honor',
      processorResponseCode: '2000',
      transactionId: expect.stringMatching(/^sim_/),
    });
  });

  it('declines any other card with the test-cards-only message', async () => {
    const result = await createSimulatedGateway().sale({ ...sale, nonce: simulatedNonceFor('5555555555554444')! });
    expect(result).toEqual({ approved: false, message: TEST_CARDS_ONLY_MESSAGE });
    expect(TEST_CARDS_ONLY_MESSAGE).toContain('4111 1111 1111 1111');
  });

  it('declines a bad nonce with the text Braintree uses for it', async () => {
    const result = await createSimulatedGateway().sale({ ...sale, nonce: 'sim_411111_1111_nope' });
    expect(result).toEqual({ approved: false, message: UNKNOWN_NONCE_MESSAGE });
  });

  it('refuses an amount the server could not have computed, before anything else', async () => {
    const gateway = createSimulatedGateway();
    for (const amount of ['0.00', '-1.00', '128.6', '128.625', '1e3', '']) {
      await expect(gateway.sale({ ...sale, amount, nonce: APPROVED }), amount).rejects.toBeInstanceOf(RangeError);
    }
  });

  it('voids an unsettled sale in full, and answers a repeated void the same way', async () => {
    const gateway = createSimulatedGateway();
    const charged = await gateway.sale({ ...sale, nonce: APPROVED });
    if (!charged.approved) throw new Error('expected approval');
    const expected = { method: 'void', transactionId: charged.transactionId, amount: '128.62' };
    expect(await gateway.refund({ transactionId: charged.transactionId })).toEqual(expected);
    expect(await gateway.refund({ transactionId: charged.transactionId, amount: '128.62' })).toEqual(expected);
  });

  it('refuses a partial or excessive refund of an unsettled sale, as Braintree does', async () => {
    const gateway = createSimulatedGateway();
    const charged = await gateway.sale({ ...sale, nonce: APPROVED });
    if (!charged.approved) throw new Error('expected approval');
    await expect(gateway.refund({ transactionId: charged.transactionId, amount: '50.00' })).rejects.toThrow(
      'A partial refund is possible only after the payment has settled',
    );
    await expect(gateway.refund({ transactionId: charged.transactionId, amount: '200.00' })).rejects.toBeInstanceOf(
      PaymentRefundRefusedError,
    );
  });

  it('refuses to refund a declined attempt', async () => {
    const gateway = createSimulatedGateway();
    const declined = await gateway.sale({ ...sale, nonce: DECLINED });
    await expect(gateway.refund({ transactionId: declined.transactionId! })).rejects.toBeInstanceOf(
      PaymentRefundRefusedError,
    );
  });

  it('refunds a simulated sale made by another instance, keeping no state another instance needs', async () => {
    const charged = await createSimulatedGateway().sale({ ...sale, nonce: APPROVED });
    if (!charged.approved) throw new Error('expected approval');
    const other = createSimulatedGateway();
    expect(await other.refund({ transactionId: charged.transactionId })).toEqual({
      method: 'refund',
      transactionId: expect.stringMatching(/^sim_/),
      amount: null,
    });
    expect(await other.refund({ transactionId: charged.transactionId, amount: '10.00' })).toMatchObject({
      amount: '10.00',
    });
  });

  it('refuses to refund an id no simulated gateway made', async () => {
    await expect(createSimulatedGateway().refund({ transactionId: 'WC-PREPAID-HS2611-0607-1234' })).rejects.toThrow(
      'not found',
    );
  });
});

describe('simulated gateway: transactions of an order', () => {
  const visa = { brand: 'Visa', bin: '411111', last4: '1111' };

  it('lists what it charged and declined for an order id, oldest first, and a void after a refund', async () => {
    const gateway = createSimulatedGateway();
    const declined = await gateway.sale({ ...sale, nonce: DECLINED });
    const charged = await gateway.sale({ ...sale, nonce: APPROVED });
    await gateway.sale({ ...sale, orderId: 'HS2611-0000-0000', nonce: APPROVED });
    if (!charged.approved) throw new Error('expected approval');
    expect(await gateway.findByOrderId(sale.orderId)).toEqual([
      {
        transactionId: declined.transactionId,
        amount: '128.62',
        status: 'processor_declined',
        charged: false,
        card: { brand: 'Visa', bin: '400000', last4: '0002' },
      },
      {
        transactionId: charged.transactionId,
        amount: '128.62',
        status: 'submitted_for_settlement',
        charged: true,
        card: visa,
      },
    ]);
    await gateway.refund({ transactionId: charged.transactionId });
    expect(await gateway.findByOrderId(sale.orderId)).toMatchObject([
      { charged: false },
      { transactionId: charged.transactionId, status: 'voided', charged: false },
    ]);
  });

  it('answers an order it never saw with no transactions', async () => {
    expect(await createSimulatedGateway().findByOrderId('HS2611-9999-9999')).toEqual([]);
  });

  it('waits as long as Braintree may before a payment counts as cut off', () => {
    expect(createSimulatedGateway().timeoutMs).toBe(BRAINTREE_TIMEOUT_MS);
  });
});

describe('simulated gateway keeping its records in the database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('answers for a sale made before a restart or by another instance', async () => {
    const before = createSimulatedGateway({ ledger: databaseLedger(handle.db) });
    const charged = await before.sale({ ...sale, orderId: 'HS2611-1111-2222', nonce: APPROVED });
    if (!charged.approved) throw new Error('expected approval');

    // A new process: a new gateway over the same database.
    const after = createPaymentGateways(
      {
        BRAINTREE_MERCHANT_ID: undefined,
        BRAINTREE_PUBLIC_KEY: undefined,
        BRAINTREE_PRIVATE_KEY: undefined,
        BRAINTREE_ENVIRONMENT: 'sandbox',
      },
      { db: handle.db },
    ).test;
    expect(await after.findByOrderId('HS2611-1111-2222')).toEqual([
      {
        transactionId: charged.transactionId,
        amount: '128.62',
        status: 'submitted_for_settlement',
        charged: true,
        card: { brand: 'Visa', bin: '411111', last4: '1111' },
      },
    ]);
    // It knows the sale, so it answers a refund as Braintree would: a void of the whole amount.
    await expect(after.refund({ transactionId: charged.transactionId, amount: '10.00' })).rejects.toThrow(
      'A partial refund is possible only after the payment has settled',
    );
    expect(await after.refund({ transactionId: charged.transactionId })).toEqual({
      method: 'void',
      transactionId: charged.transactionId,
      amount: '128.62',
    });
    expect(await before.findByOrderId('HS2611-1111-2222')).toMatchObject([{ status: 'voided', charged: false }]);
  });
});

describe('createPaymentGateway', () => {
  const noKeys = {
    BRAINTREE_MERCHANT_ID: undefined,
    BRAINTREE_PUBLIC_KEY: undefined,
    BRAINTREE_PRIVATE_KEY: undefined,
    BRAINTREE_ENVIRONMENT: 'sandbox' as const,
  };
  const keys = { ...noKeys, BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'pub', BRAINTREE_PRIVATE_KEY: 'priv' };

  it('simulates in test mode, even with Braintree keys', () => {
    expect(createPaymentGateway({ testMode: true, config: keys }).kind).toBe('simulated');
  });

  it('uses Braintree in live mode with all three keys', () => {
    expect(createPaymentGateway({ testMode: false, config: keys }).kind).toBe('braintree');
    expect(
      createPaymentGateway({ testMode: false, config: { ...keys, BRAINTREE_ENVIRONMENT: 'production' } }).kind,
    ).toBe('braintree');
  });

  it('refuses live mode without the keys, naming the variables', () => {
    expect(() => createPaymentGateway({ testMode: false, config: noKeys })).toThrow(PaymentConfigurationError);
    expect(() =>
      createPaymentGateway({ testMode: false, config: { ...keys, BRAINTREE_PRIVATE_KEY: undefined } }),
    ).toThrow(/BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY and BRAINTREE_PRIVATE_KEY/);
  });

  it('tells whether live mode can be switched on', () => {
    expect(hasBraintreeCredentials(keys)).toBe(true);
    expect(hasBraintreeCredentials(noKeys)).toBe(false);
    expect(hasBraintreeCredentials({ ...keys, BRAINTREE_PUBLIC_KEY: undefined })).toBe(false);
  });

  it('builds both gateways for a server whose mode changes at run time', () => {
    expect(createPaymentGateways(noKeys).live).toBeNull();
    const both = createPaymentGateways(keys);
    expect([both.test.kind, both.live?.kind]).toEqual(['simulated', 'braintree']);
  });
});
