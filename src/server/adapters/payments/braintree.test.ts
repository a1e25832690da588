import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import braintree from 'braintree';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, localServers } from '../../testing/http-server';
import {
  BRAINTREE_TIMEOUT_MS,
  createBraintreeGateway,
  PaymentGatewayUnavailableError,
  PaymentRefundRefusedError,
} from './index';

// A local fake of Braintree's gateway API, speaking its protocol as the SDK does: JSON requests with
// snake_case keys under /merchants/{id}/..., XML answers (gzip when asked), 422 with
// <api-error-response> for declines and validation errors (node_modules/braintree/lib/braintree/http.js).

const MERCHANT = 'merchant_1';
const BASE = `/merchants/${MERCHANT}`;

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

type Answer = { status: number; xml?: string } | 'hang' | { trickle: true };
type Handler = (request: SeenRequest) => Answer;

const servers = localServers();
let fake: LocalServer | undefined;
let seen: SeenRequest[] = [];

afterEach(async () => {
  fake = undefined;
  seen = [];
  await servers.closeAll();
});

function reply(res: ServerResponse, headers: IncomingHttpHeaders, status: number, xml?: string) {
  res.statusCode = status;
  if (xml === undefined) return res.end();
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
  res.setHeader('content-type', 'application/xml; charset=utf-8');
  // Braintree compresses when the client accepts it; the SDK always does.
  if (String(headers['accept-encoding']).includes('gzip')) {
    res.setHeader('content-encoding', 'gzip');
    return res.end(gzipSync(body));
  }
  res.end(body);
}

async function startFake(handler: Handler): Promise<number> {
  fake = await servers.start((req, res, raw) => {
    const request = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
    };
    seen.push(request);
    const answer = handler(request);
    if (answer === 'hang') return;
    if ('trickle' in answer) {
      // Headers at once, then a byte now and then: the socket never idles, the answer never ends.
      res.writeHead(200, { 'content-type': 'application/xml' });
      const timer = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(timer));
      return;
    }
    reply(res, req.headers, answer.status, answer.xml);
  });
  return fake.port;
}

function gatewayAt(port: number, extra: { timeoutMs?: number; merchantAccountId?: string } = {}) {
  return createBraintreeGateway({
    merchantId: MERCHANT,
    publicKey: 'public_key',
    privateKey: 'private_key',
    environment: new braintree.Environment('127.0.0.1', String(port), 'http://127.0.0.1', false, '127.0.0.1', '0'),
    ...extra,
  });
}

function transactionXml(fields: {
  id: string;
  status: string;
  amount?: string;
  type?: string;
  orderId?: string;
  processorResponseCode?: string;
  processorResponseText?: string;
}) {
  return `<transaction>
  <id>${fields.id}</id>
  <status>${fields.status}</status>
  <type>${fields.type ?? 'sale'}</type>
  <currency-iso-code>SGD</currency-iso-code>
  <amount>${fields.amount ?? '128.62'}</amount>
  <order-id>${fields.orderId ?? 'HS2611-0607-1234'}</order-id>
  <payment-instrument-type>credit_card</payment-instrument-type>
  <processor-response-code>${fields.processorResponseCode ?? '1000'}</processor-response-code>
  <processor-response-text>${fields.processorResponseText ?? 'Approved'}</processor-response-text>
  <refund-ids type="array"/>
  <credit-card>
    <token nil="true"/>
    <bin>411111</bin>
    <last-4>1111</last-4>
    <card-type>Visa</card-type>
    <expiration-month>12</expiration-month>
    <expiration-year>2030</expiration-year>
    <masked-number>411111******1111</masked-number>
  </credit-card>
</transaction>`;
}

function errorXml(message: string, options: { transaction?: string; code?: string } = {}) {
  const transactionErrors = options.code
    ? `<transaction><errors type="array"><error><code>${options.code}</code><attribute type="symbol">base</attribute><message>${message}</message></error></errors></transaction>`
    : '';
  return `<api-error-response>
  <errors><errors type="array"/>${transactionErrors}</errors>
  <params><transaction><type>sale</type></transaction></params>
  <message>${message}</message>
  ${options.transaction ?? ''}
</api-error-response>`;
}

const saleInput = { amount: '128.62', orderId: 'HS2611-0607-1234', nonce: 'tokencc_bc_abc123', deviceData: '{"x":1}' };

describe('Braintree gateway against a local fake', () => {
  it('generates a client token, authenticating with the API keys', async () => {
    const port = await startFake(() => ({
      status: 201,
      xml: '<client-token><value>eyJ2ZXJzaW9uIjoyfQ==</value></client-token>',
    }));
    expect(await gatewayAt(port).createClientToken()).toBe('eyJ2ZXJzaW9uIjoyfQ==');
    expect(seen[0]).toMatchObject({ method: 'POST', path: `${BASE}/client_token` });
    expect(seen[0]!.headers.authorization).toBe(`Basic ${Buffer.from('public_key:private_key').toString('base64')}`);
    expect(seen[0]!.body).toEqual({ client_token: { version: 2 } });
  });

  it('asks for the client token in the configured merchant account', async () => {
    const port = await startFake(() => ({ status: 201, xml: '<client-token><value>abc</value></client-token>' }));
    await gatewayAt(port, { merchantAccountId: 'sgd_account' }).createClientToken();
    expect(seen[0]!.body).toEqual({ client_token: { version: 2, merchant_account_id: 'sgd_account' } });
  });

  it('describes a nonce by asking the gateway: brand, bin and last four', async () => {
    const port = await startFake(() => ({
      status: 200,
      xml: `<payment-method-nonce>
  <type>CreditCard</type>
  <nonce>tokencc_bc_abc123</nonce>
  <description>ending in 11</description>
  <consumed type="boolean">false</consumed>
  <three-d-secure-info nil="true"/>
  <details>
    <bin>411111</bin>
    <last-two>11</last-two>
    <last-four>1111</last-four>
    <card-type>Visa</card-type>
  </details>
</payment-method-nonce>`,
    }));
    expect(await gatewayAt(port).describeNonce('tokencc_bc_abc123')).toEqual({
      brand: 'Visa',
      bin: '411111',
      last4: '1111',
    });
    expect(seen[0]).toMatchObject({ method: 'GET', path: `${BASE}/payment_method_nonces/tokencc_bc_abc123` });
  });

  it('describes a PayPal nonce without card digits', async () => {
    const port = await startFake(() => ({
      status: 200,
      xml: `<payment-method-nonce><type>PayPalAccount</type><nonce>n1</nonce><consumed type="boolean">false</consumed><details><email>a@example.com</email></details></payment-method-nonce>`,
    }));
    expect(await gatewayAt(port).describeNonce('n1')).toEqual({ brand: 'PayPal', bin: '', last4: '' });
  });

  it('describes nothing for an unknown or used nonce', async () => {
    let consumed = false;
    const port = await startFake(() =>
      consumed
        ? {
            status: 200,
            xml: '<payment-method-nonce><type>CreditCard</type><nonce>n</nonce><consumed type="boolean">true</consumed><details><bin>411111</bin><last-four>1111</last-four><card-type>Visa</card-type></details></payment-method-nonce>',
          }
        : { status: 404 },
    );
    expect(await gatewayAt(port).describeNonce('unknown_nonce')).toBeNull();
    consumed = true;
    expect(await gatewayAt(port).describeNonce('used_nonce')).toBeNull();
    // A nonce that cannot be a path segment is never sent.
    expect(await gatewayAt(port).describeNonce('../transactions/x')).toBeNull();
    expect(seen).toHaveLength(2);
  });

  it('charges the amount and order id it is given, submitted for settlement', async () => {
    const port = await startFake(() => ({
      status: 201,
      xml: transactionXml({ id: 'tx1', status: 'submitted_for_settlement' }),
    }));
    const result = await gatewayAt(port).sale(saleInput);
    expect(result).toEqual({
      approved: true,
      transactionId: 'tx1',
      amount: '128.62',
      card: { brand: 'Visa', bin: '411111', last4: '1111' },
      status: 'submitted_for_settlement',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', path: `${BASE}/transactions` });
    expect(seen[0]!.body).toEqual({
      transaction: {
        amount: '128.62',
        order_id: 'HS2611-0607-1234',
        payment_method_nonce: 'tokencc_bc_abc123',
        device_data: '{"x":1}',
        options: { submit_for_settlement: true },
        type: 'sale',
      },
    });
  });

  it('charges in the configured merchant account', async () => {
    const port = await startFake(() => ({
      status: 201,
      xml: transactionXml({ id: 'tx1', status: 'submitted_for_settlement' }),
    }));
    await gatewayAt(port, { merchantAccountId: 'sgd_account' }).sale({ ...saleInput, deviceData: undefined });
    const transaction = seen[0]!.body!.transaction as Record<string, unknown>;
    expect(transaction.merchant_account_id).toBe('sgd_account');
    expect(transaction).not.toHaveProperty('device_data');
  });

  it("returns a processor decline with the processor's text, not an error", async () => {
    const declined = transactionXml({
      id: 'tx_declined',
      status: 'processor_declined',
      amount: '2000.00',
      processorResponseCode: '2000',
      processorResponseText: 'Do Not Honor',
    });
    const port = await startFake(() => ({ status: 422, xml: errorXml('Do Not Honor', { transaction: declined }) }));
    expect(await gatewayAt(port).sale({ ...saleInput, amount: '2000.00' })).toEqual({
      approved: false,
      message: 'Do Not Honor',
      processorResponseCode: '2000',
      transactionId: 'tx_declined',
    });
  });

  it("returns a refused nonce as a decline with the gateway's message", async () => {
    const port = await startFake(() => ({
      status: 422,
      xml: errorXml('Unknown or expired payment_method_nonce.', { code: '91565' }),
    }));
    expect(await gatewayAt(port).sale(saleInput)).toEqual({
      approved: false,
      message: 'Unknown or expired payment_method_nonce.',
    });
  });

  it('refunds a settled transaction', async () => {
    const port = await startFake((request) =>
      request.method === 'GET'
        ? { status: 200, xml: transactionXml({ id: 'tx1', status: 'settled' }) }
        : {
            status: 201,
            xml: transactionXml({ id: 'refund1', status: 'submitted_for_settlement', type: 'credit', amount: '50.00' }),
          },
    );
    expect(await gatewayAt(port).refund({ transactionId: 'tx1', amount: '50.00' })).toEqual({
      method: 'refund',
      transactionId: 'refund1',
      amount: '50.00',
    });
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${BASE}/transactions/tx1`,
      `POST ${BASE}/transactions/tx1/refund`,
    ]);
    expect(seen[1]!.body).toEqual({ transaction: { amount: '50.00' } });
  });

  it('voids a transaction that has not settled', async () => {
    const port = await startFake((request) =>
      request.method === 'GET'
        ? { status: 200, xml: transactionXml({ id: 'tx1', status: 'submitted_for_settlement' }) }
        : { status: 200, xml: transactionXml({ id: 'tx1', status: 'voided' }) },
    );
    expect(await gatewayAt(port).refund({ transactionId: 'tx1' })).toEqual({
      method: 'void',
      transactionId: 'tx1',
      amount: '128.62',
    });
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${BASE}/transactions/tx1`,
      `PUT ${BASE}/transactions/tx1/void`,
    ]);
  });

  it('refunds instead when the transaction settles between the look-up and the void', async () => {
    const port = await startFake((request) => {
      if (request.method === 'GET')
        return { status: 200, xml: transactionXml({ id: 'tx1', status: 'submitted_for_settlement' }) };
      if (request.method === 'PUT') {
        return {
          status: 422,
          xml: errorXml('Transaction can only be voided if status is authorized', { code: '91504' }),
        };
      }
      return {
        status: 201,
        xml: transactionXml({ id: 'refund1', status: 'submitted_for_settlement', type: 'credit' }),
      };
    });
    expect(await gatewayAt(port).refund({ transactionId: 'tx1' })).toEqual({
      method: 'refund',
      transactionId: 'refund1',
      amount: '128.62',
    });
  });

  it('answers an already voided transaction as voided, without voiding again', async () => {
    const port = await startFake(() => ({ status: 200, xml: transactionXml({ id: 'tx1', status: 'voided' }) }));
    expect(await gatewayAt(port).refund({ transactionId: 'tx1' })).toMatchObject({ method: 'void' });
    expect(seen).toHaveLength(1);
  });

  it('refuses what Braintree cannot do: partial void, more than charged, unknown id, declined sale', async () => {
    const port = await startFake((request) => {
      if (request.path.endsWith('/missing')) return { status: 404 };
      if (request.path.endsWith('/declined')) {
        return { status: 200, xml: transactionXml({ id: 'declined', status: 'processor_declined' }) };
      }
      return { status: 200, xml: transactionXml({ id: 'tx1', status: 'submitted_for_settlement' }) };
    });
    const gateway = gatewayAt(port);
    await expect(gateway.refund({ transactionId: 'tx1', amount: '50.00' })).rejects.toThrow(
      'A partial refund is possible only after the payment has settled',
    );
    await expect(gateway.refund({ transactionId: 'tx1', amount: '200.00' })).rejects.toThrow('more than');
    await expect(gateway.refund({ transactionId: 'missing' })).rejects.toThrow('Transaction missing not found');
    await expect(gateway.refund({ transactionId: 'declined' })).rejects.toBeInstanceOf(PaymentRefundRefusedError);
    expect(seen.every((request) => request.method === 'GET')).toBe(true);
  });

  it('passes on a refund the gateway refuses', async () => {
    const port = await startFake((request) =>
      request.method === 'GET'
        ? { status: 200, xml: transactionXml({ id: 'tx1', status: 'settled' }) }
        : { status: 422, xml: errorXml('Transaction has already been completely refunded.', { code: '91512' }) },
    );
    await expect(gatewayAt(port).refund({ transactionId: 'tx1' })).rejects.toThrow(
      'Transaction has already been completely refunded.',
    );
  });

  it('gives up on a gateway that does not answer, saying the charge may have gone through', async () => {
    const port = await startFake(() => 'hang');
    const started = Date.now();
    const attempt = gatewayAt(port, { timeoutMs: 300 }).sale(saleInput);
    await expect(attempt).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    await expect(attempt).rejects.toMatchObject({
      message: 'Braintree did not answer sale within 0.3 seconds',
      outcomeUnknown: true,
    });
    // After the 0.3 seconds given, not the 25-second default: a bound that holds however busy the machine.
    expect(Date.now() - started).toBeLessThan(BRAINTREE_TIMEOUT_MS / 2);
  });

  it('gives up on an answer that trickles in without end', async () => {
    const port = await startFake(() => ({ trickle: true }));
    const started = Date.now();
    await expect(gatewayAt(port, { timeoutMs: 300 }).createClientToken()).rejects.toMatchObject({
      name: 'PaymentGatewayUnavailableError',
      outcomeUnknown: false,
    });
    // The answer never ends and the socket never idles: only the deadline of the 0.3 seconds given ends
    // this, well before the 25-second default (a bound that holds however busy the machine).
    expect(Date.now() - started).toBeLessThan(BRAINTREE_TIMEOUT_MS / 2);
  });

  it('reports a gateway that nothing answers for as unavailable, with nothing charged', async () => {
    const port = await startFake(() => 'hang');
    await fake!.close();
    await expect(gatewayAt(port).sale(saleInput)).rejects.toMatchObject({
      name: 'PaymentGatewayUnavailableError',
      outcomeUnknown: false,
    });
  });

  it('reports server errors and refused credentials as unavailable, not as declines', async () => {
    let status = 500;
    const port = await startFake(() => ({ status }));
    await expect(gatewayAt(port).sale(saleInput)).rejects.toMatchObject({
      name: 'PaymentGatewayUnavailableError',
      outcomeUnknown: true,
    });
    status = 401;
    await expect(gatewayAt(port).sale(saleInput)).rejects.toMatchObject({
      name: 'PaymentGatewayUnavailableError',
      message: expect.stringContaining('API credentials'),
      outcomeUnknown: false,
    });
    await expect(gatewayAt(port).describeNonce('n')).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });

  it('sends no request for an amount the server could not have computed', async () => {
    const port = await startFake(() => ({ status: 201 }));
    await expect(gatewayAt(port).sale({ ...saleInput, amount: '128.6' })).rejects.toBeInstanceOf(RangeError);
    expect(seen).toHaveLength(0);
  });
});

describe('Braintree gateway: transactions of an order (payments in doubt)', () => {
  const ORDER = 'HS2611-0607-1234';
  const searchIds = (ids: string[]) =>
    `<search-results><page-size type="integer">50</page-size><ids type="array">${ids
      .map((id) => `<item>${id}</item>`)
      .join('')}</ids></search-results>`;
  const searchPage = (transactions: string[]) =>
    `<credit-card-transactions type="collection"><current-page-number type="integer">1</current-page-number><page-size type="integer">50</page-size><total-items type="integer">${transactions.length}</total-items>${transactions.join('')}</credit-card-transactions>`;

  it('searches by order id and says which transactions charged the card', async () => {
    const port = await startFake((request) =>
      request.path.endsWith('/advanced_search_ids')
        ? { status: 200, xml: searchIds(['tx_declined', 'tx_charged', 'tx_voided']) }
        : {
            status: 200,
            xml: searchPage([
              transactionXml({
                id: 'tx_declined',
                status: 'processor_declined',
                processorResponseCode: '2000',
                processorResponseText: 'Do Not Honor',
              }),
              transactionXml({ id: 'tx_charged', status: 'submitted_for_settlement' }),
              transactionXml({ id: 'tx_voided', status: 'voided', amount: '10.00' }),
            ]),
          },
    );
    const found = await gatewayAt(port).findByOrderId(ORDER);
    expect(found).toEqual([
      {
        transactionId: 'tx_declined',
        amount: '128.62',
        status: 'processor_declined',
        charged: false,
        card: { brand: 'Visa', bin: '411111', last4: '1111' },
      },
      {
        transactionId: 'tx_charged',
        amount: '128.62',
        status: 'submitted_for_settlement',
        charged: true,
        card: { brand: 'Visa', bin: '411111', last4: '1111' },
      },
      {
        transactionId: 'tx_voided',
        amount: '10.00',
        status: 'voided',
        charged: false,
        card: { brand: 'Visa', bin: '411111', last4: '1111' },
      },
    ]);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: `${BASE}/transactions/advanced_search_ids`,
      body: { search: { order_id: { is: ORDER } } },
    });
    expect(seen[1]).toMatchObject({ method: 'POST', path: `${BASE}/transactions/advanced_search` });
    expect(seen[1]!.body).toMatchObject({ search: { ids: ['tx_declined', 'tx_charged', 'tx_voided'] } });
  });

  it('answers an order it never saw with no transactions', async () => {
    const port = await startFake(() => ({ status: 200, xml: searchIds([]) }));
    expect(await gatewayAt(port).findByOrderId(ORDER)).toEqual([]);
    expect(seen).toHaveLength(1);
  });

  it('reads one transaction as well as several', async () => {
    const port = await startFake((request) =>
      request.path.endsWith('/advanced_search_ids')
        ? { status: 200, xml: searchIds(['tx1']) }
        : { status: 200, xml: searchPage([transactionXml({ id: 'tx1', status: 'settled' })]) },
    );
    expect(await gatewayAt(port).findByOrderId(ORDER)).toMatchObject([{ transactionId: 'tx1', charged: true }]);
  });

  it('reports a gateway that does not answer or refuses as unavailable, with no money moved', async () => {
    const hanging = await startFake(() => 'hang');
    await expect(gatewayAt(hanging, { timeoutMs: 300 }).findByOrderId(ORDER)).rejects.toMatchObject({
      name: 'PaymentGatewayUnavailableError',
      outcomeUnknown: false,
    });
    await servers.closeAll();
    const refusing = await startFake(() => ({ status: 401 }));
    await expect(gatewayAt(refusing).findByOrderId(ORDER)).rejects.toMatchObject({
      name: 'PaymentGatewayUnavailableError',
      outcomeUnknown: false,
    });
  });

  it('tells its time-out, which the reconciliation and the shutdown deadline are measured from', () => {
    expect(gatewayAt(1).timeoutMs).toBe(25_000);
    expect(gatewayAt(1, { timeoutMs: 300 }).timeoutMs).toBe(300);
  });
});
