import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_EVENT_SLUG } from './db/seed';
import { createTestApp, type TestApp } from './testing/test-app';

// Saturday 21 Nov 2026, 10:00 in Singapore.
const NOW = new Date('2026-11-21T02:00:00Z');
const NRIC = 'S7654321F';
const REFERENCE = 'HS2611-4242-4242';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: NOW,
    config: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(() => t.close());

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request logs', () => {
  it('name the route pattern, never the reference number in the URL', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: `/api/registrations/lookup/${REFERENCE}?from=email` });
    expect(res.statusCode).toBe(404);
    // The whole reference and its middle part: a bare '4242' could be the process id.
    expect(lines.join('\n')).not.toContain(REFERENCE);
    expect(lines.join('\n')).not.toContain('2611-4242');
    expect(logged().find((entry) => entry.req)?.req).toEqual({
      method: 'GET',
      route: '/api/registrations/lookup/:referenceNumber',
    });
  });
});

describe('error logs', () => {
  it("log a failed query's database error code, never its message or parameters", async () => {
    // A constraint the booking will break makes the insert fail in the database, as an outage would.
    await t.db.execute(
      sql.raw("alter table registrations add constraint logging_test_check check (first_name <> 'Boomer')"),
    );
    const event = (await t.app.inject({ method: 'GET', url: `/api/events/${HOME_EVENT_SLUG}` })).json().data;
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/timeslots/postal-code?postalCode=238801&eventId=${event.id}`,
    });
    const slot = Object.values(slots.json().data as Record<string, { timeslot: { id: number }[] }>)[0]!.timeslot[0]!;
    lines.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      payload: {
        eventId: event.id,
        packageId: event.packages[0].id,
        timeslotId: slot.id,
        firstName: 'Boomer',
        lastName: 'Lim',
        email: 'boomer.lim@example.com',
        mobileNumber: '98765432',
        gender: 'male',
        identificationNumber: NRIC,
        dateOfBirth: '1970-03-03',
        postalCode: '238801',
        address: '9 Secret Lane',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again later.',
    });
    const text = lines.join('\n');
    for (const secret of [NRIC, 'Boomer', 'boomer.lim', '9 Secret Lane', '98765432', 'Failed query', 'insert into']) {
      expect(text).not.toContain(secret);
    }
    const error = logged().find((entry) => entry.msg === 'unhandled error');
    // The booking's statement goes to the driver directly: the error is the driver's (its class name,
    // PostgreSQL's code), whatever wraps it on other paths.
    expect(error).toMatchObject({ errorName: expect.any(String), errorCode: '23514' });
    expect(error).not.toHaveProperty('err');
  });
});

describe('health check logs', () => {
  it("log a database failure's class and code, never its message", async () => {
    const execute = t.db.execute;
    const failure = Object.assign(new Error('connect ECONNREFUSED postgres://app:hunter2@db.internal/prod'), {
      code: 'ECONNREFUSED',
    });
    t.db.execute = (() => Promise.reject(failure)) as unknown as typeof t.db.execute;
    lines.length = 0;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, message: 'Database unavailable' });
    } finally {
      t.db.execute = execute;
    }
    expect(lines.join('\n')).not.toContain('hunter2');
    const error = logged().find((entry) => entry.msg === 'health check: database unreachable');
    expect(error).toMatchObject({ errorName: 'Error', errorCode: 'ECONNREFUSED' });
    expect(error).not.toHaveProperty('err');
  });
});
