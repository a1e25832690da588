import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

describe('GET /api/openapi.json', () => {
  it('documents a JSON response schema for the success status of every published route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    // Hidden routes (the document itself) are left out of the document by @fastify/swagger.
    expect(operations.map(({ route }) => route)).toContain('POST /api/registrations');
    const undocumented = operations
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
        return !success.some(([, response]) => response.content?.['application/json']?.schema);
      })
      .map(({ route }) => route);
    expect(undocumented).toEqual([]);
  });

  it('documents both booking bodies and both answers: the main flow with its reference number, the older flow with the registration fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const booking = res.json().paths['/api/registrations'].post;
    const bodies = booking.requestBody.content['application/json'].schema.oneOf as { required: string[] }[];
    expect(bodies).toHaveLength(2);
    expect(bodies[0]?.required).toEqual(expect.arrayContaining(['postalCode', 'address']));
    expect(bodies[1]?.required).not.toContain('postalCode');
    expect(bodies[1]?.required).toEqual(expect.arrayContaining(['eventId', 'timeslotId', 'packageId', 'email']));
    const answers = booking.responses['201'].content['application/json'].schema.properties.data.oneOf as {
      required: string[];
    }[];
    expect(answers[0]?.required).toEqual(
      expect.arrayContaining(['reference_number', 'id', 'status', 'totalAmount', 'amountDue']),
    );
    expect(answers[1]?.required).toEqual(
      expect.arrayContaining(['id', 'referenceNumber', 'firstName', 'lastName', 'email', 'status']),
    );
  });
});
