import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simulatedNonceFor } from '@domain/payments/test-cards';
import { addDaysToIsoDate, todayInSingapore } from '@domain/shared/dates';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayUnavailableError } from '../../src/server/adapters/payments';
import { registrations } from '../../src/server/db/schema/bookings';
import { outboxMessages } from '../../src/server/db/schema/outbox';
import { eventDates, timeslots } from '../../src/server/db/schema/timeslots';
import { HOME_EVENT_SLUG } from '../../src/server/db/seed';
import { createAdminUser } from '../../src/server/testing/admin';
import { bookingRequest, CENTRAL_POSTAL_CODE, householdMember, NOW, testNric } from '../../src/server/testing/bookings';
import { promoForm } from '../../src/server/testing/discounts';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { type PrismProxy, startPrism } from './prism';

// The contract test: the real server (the app factory of the server tests, listening on a port)
// behind Prism in proxy mode, fed the document the server itself publishes. Every call below goes
// through Prism, which checks the request and the answer against that document: an answer with a
// status, media type or body the document does not give, or a request the document does not accept,
// fails the test. Deliberately bad requests go through a second Prism that does not check requests
// (it would refuse them itself), so that the server's own 4xx answers are checked too.

interface Answer {
  status: number;
  contentType: string;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the JSON answers are read field by field below
  json: any;
  violations: unknown;
}

let t: TestApp;
let dir: string;
let strict: PrismProxy;
let lenient: PrismProxy;
/** Every operation a call went to, as 'METHOD /path/{template}'. */
const exercised = new Set<string>();
let operations: { method: string; template: string; pattern: RegExp }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hs-contract-'));
  t = await createTestApp({ now: NOW, config: { DATA_DIR: dir } });
  const upstream = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([template, item]) =>
    Object.keys(item).map((method) => ({
      method: method.toUpperCase(),
      template,
      pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  );
  [strict, lenient] = await Promise.all([
    startPrism({ document: file, upstream, validateRequest: true }),
    startPrism({ document: file, upstream, validateRequest: false }),
  ]);
});

afterAll(async () => {
  await Promise.all([strict?.stop(), lenient?.stop()]);
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The most specific documented operation a call goes to (fixed segments win over parameters). */
function operationOf(method: string, url: string): string | undefined {
  const pathname = new URL(url, 'http://x').pathname;
  const matches = operations.filter((op) => op.method === method && op.pattern.test(pathname));
  matches.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  const match = matches[0];
  return match ? `${match.method} ${match.template}` : undefined;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  /** A body sent as it is, with its own content type. */
  raw?: { contentType: string; data: string };
  headers?: Record<string, string>;
  /** Through the proxy that does not check requests (for deliberately bad input). */
  badInput?: boolean;
}

async function call(method: string, url: string, options: CallOptions = {}): Promise<Answer> {
  const proxy = options.badInput ? lenient : strict;
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = options.raw.data;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${proxy.baseUrl}${url}`, { method, headers, body });
  const text = await res.text();
  const contentType = res.headers.get('content-type') ?? '';
  const violations = res.headers.get('sl-violations');
  const operation = operationOf(method, url);
  if (operation) exercised.add(operation);
  return {
    status: res.status,
    contentType,
    headers: res.headers,
    text,
    json: contentType.includes('json') && text ? JSON.parse(text) : undefined,
    violations: violations ? JSON.parse(violations) : null,
  };
}

/** The answer came from the server with this status, and Prism found nothing against the document. */
function expectAnswer(answer: Answer, status: number, mediaType = 'application/json') {
  const seen = {
    status: answer.status,
    mediaType: answer.contentType.split(';')[0],
    violations: answer.violations,
    // Prism's own refusals (problem+json) name the violations in their body.
    body: answer.status === status ? undefined : answer.text.slice(0, 2000),
  };
  expect(seen).toEqual({ status, mediaType, violations: null, body: undefined });
}

/** A failure envelope (DESIGN §6) with this status. */
function expectFailure(answer: Answer, status: number) {
  expectAnswer(answer, status);
  expect(answer.json.success).toBe(false);
  expect(typeof answer.json.message).toBe('string');
}

const ids = {
  homeEventId: 0,
  slots: [] as number[],
  packages: {} as Record<string, number>,
  adminToken: '',
  staffToken: '',
  apiKey: '',
  booking: { id: '', reference: '', token: '' },
  paidBooking: { id: '', reference: '', token: '' },
  participantId: 0,
};
let nextSlot = 0;
const freeSlot = () => ids.slots[nextSlot++ % ids.slots.length]!;

/** The code the booking's confirmation email will carry, from its queued message. */
async function emailedCode(registrationId: string): Promise<string> {
  const [message] = await t.db
    .select({ secrets: outboxMessages.linkSecrets })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.registrationId, registrationId),
        eq(outboxMessages.kind, 'confirmation'),
        eq(outboxMessages.channel, 'email'),
      ),
    );
  const code = (message?.secrets as { verificationCode?: string } | null)?.verificationCode;
  if (!code) throw new Error(`No code queued for booking ${registrationId}`);
  return code;
}

/** A retail booking through Prism (201), in a slot of its own. */
async function bookVisit(overrides: Record<string, unknown> = {}) {
  const answer = await call('POST', '/api/registrations', {
    body: bookingRequest({
      eventId: ids.homeEventId,
      packageId: ids.packages.Premium!,
      timeslotId: freeSlot(),
      ...overrides,
    }),
  });
  expectAnswer(answer, 201);
  return {
    id: answer.json.data.id as string,
    reference: answer.json.data.reference_number as string,
    token: answer.json.data.bookingToken as string,
  };
}

describe('catalogue and slots', () => {
  it('answers the health check, the events and one event', async () => {
    expectAnswer(await call('GET', '/api/health'), 200);
    const events = await call('GET', '/api/events');
    expectAnswer(events, 200);
    const home = events.json.data.find((event: { slug: string }) => event.slug === HOME_EVENT_SLUG);
    ids.homeEventId = home.id;
    const event = await call('GET', `/api/events/${HOME_EVENT_SLUG}`);
    expectAnswer(event, 200);
    for (const pkg of event.json.data.packages as { id: number; name: string }[]) ids.packages[pkg.name] = pkg.id;
  });

  it('answers an unknown event, an over-long slug and a NUL in the query string with their failures', async () => {
    expectFailure(await call('GET', '/api/events/no-such-event'), 404);
    expectFailure(await call('GET', `/api/events/${'a'.repeat(201)}`), 414);
    expectFailure(await call('GET', '/api/events?x=%00'), 400);
  });

  it('answers the slots of a postal code, and refuses an unknown event and a bad postal code', async () => {
    const slots = await call(
      'GET',
      `/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${ids.homeEventId}`,
    );
    expectAnswer(slots, 200);
    const days = Object.values(slots.json.data) as { timeslot: { id: number; isAvailable: boolean }[] }[];
    ids.slots = days
      .flatMap((day) => day.timeslot)
      .filter((slot) => slot.isAvailable)
      .map((slot) => slot.id);
    // Each booking below takes a slot of its own from the front; the move and the block use the back.
    expect(ids.slots.length).toBeGreaterThan(15);
    expectFailure(
      await call('GET', `/api/timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=999999`),
      404,
    );
    expectFailure(
      await call('GET', `/api/timeslots/postal-code?postalCode=12&eventId=${ids.homeEventId}`, { badInput: true }),
      400,
    );
  });

  it('answers the address of a postal code, and refuses six digits of no sector (404) and a malformed code (400)', async () => {
    const demo = await call('GET', '/api/addresses/560123');
    expectAnswer(demo, 200);
    expect(demo.json.data).toMatchObject({ address: 'Blk 123 Ang Mo Kio Avenue 6', precision: 'address' });
    const sector = await call('GET', '/api/addresses/569999');
    expectAnswer(sector, 200);
    expect(sector.json.data).toMatchObject({ block: null, street: null, building: null, precision: 'sector' });
    expectFailure(await call('GET', '/api/addresses/740000'), 404);
    expectFailure(await call('GET', '/api/addresses/5601', { badInput: true }), 400);
  });

  it('stores a planned slot the older event page names, and refuses one not offered and an unknown event', async () => {
    const event = await call('GET', '/api/events/home-health-screening');
    const planned = (
      event.json.data.timeslots as { id: number | null; date: string; time: string; region: string }[]
    ).find((slot) => slot.id === null)!;
    const listed = { eventId: ids.homeEventId, date: planned.date, time: planned.time, region: planned.region };
    expectAnswer(await call('POST', '/api/timeslots/listed', { body: listed }), 200);
    expectFailure(await call('POST', '/api/timeslots/listed', { body: { ...listed, time: '03:00' } }), 400);
    expectFailure(await call('POST', '/api/timeslots/listed', { body: { ...listed, eventId: 999999 } }), 404);
  });

  it("answers the test page's planned slots, by postal code and by date", async () => {
    const byCode = await call(
      'GET',
      `/api/auto-timeslots/postal-code?postalCode=${CENTRAL_POSTAL_CODE}&eventId=${ids.homeEventId}`,
    );
    expectAnswer(byCode, 200);
    expectAnswer(await call('GET', `/api/auto-timeslots/date?date=2026-11-25&eventId=${ids.homeEventId}`), 200);
    expectFailure(await call('GET', '/api/auto-timeslots/date?date=2026-11-25&eventId=999999'), 404);
  });
});

describe('checks before booking', () => {
  it('verifies a member, and refuses a malformed verification', async () => {
    const member = await call('POST', '/api/verify-aia-healthshield', {
      body: { identificationNumber: 'S1234567D', dateOfBirth: '1980-01-01' },
    });
    expectAnswer(member, 200);
    expect(member.json.data.isAiaMember).toBe(true);
    expectFailure(
      await call('POST', '/api/verify-aia-healthshield', { body: { identificationNumber: 'x' }, badInput: true }),
      400,
    );
  });

  it('previews a discount code, and answers an unknown code with 404', async () => {
    expectAnswer(await call('POST', '/api/discounts/validate', { body: { code: 'WELCOME10', subtotal: 118 } }), 200);
    expectFailure(
      await call('POST', '/api/discounts/validate', { body: { code: 'NO-SUCH-CODE', subtotal: 118 } }),
      404,
    );
  });

  it("looks up the partner's booking behind a code, records the referral, and answers an unknown code with 404", async () => {
    expectAnswer(await call('GET', '/api/wc/100000000002'), 200);
    expectAnswer(await call('POST', '/api/wc/create-registration', { body: { bookingCode: '100000000002' } }), 200);
    expectFailure(await call('GET', '/api/wc/999999999999'), 404);
    expectFailure(await call('POST', '/api/wc/create-registration', { body: { bookingCode: '999999999999' } }), 404);
  });
});

describe('booking', () => {
  it('books a visit, answers a retry with the same Idempotency-Key alike, and another request under it with 409', async () => {
    const request = bookingRequest({
      eventId: ids.homeEventId,
      packageId: ids.packages.Premium!,
      timeslotId: freeSlot(),
      participants: [householdMember(ids.packages.Comprehensive!)],
    });
    const headers = { 'idempotency-key': 'contract-booking-1' };
    const first = await call('POST', '/api/registrations', { body: request, headers });
    expectAnswer(first, 201);
    ids.booking = {
      id: first.json.data.id,
      reference: first.json.data.reference_number,
      token: first.json.data.bookingToken,
    };
    const retry = await call('POST', '/api/registrations', { body: request, headers });
    expectAnswer(retry, 201);
    expect(retry.json.data.id).toBe(ids.booking.id);
    const other = await call('POST', '/api/registrations', {
      body: { ...request, firstName: 'Another' },
      headers,
    });
    expectFailure(other, 409);
  });

  it('refuses a booking for an unknown event (404), with a changed total (409) and without its fields (400)', async () => {
    const request = bookingRequest({ eventId: 999999, packageId: ids.packages.Premium!, timeslotId: freeSlot() });
    expectFailure(await call('POST', '/api/registrations', { body: request }), 404);
    const changedTotal = await call('POST', '/api/registrations', {
      body: bookingRequest({
        eventId: ids.homeEventId,
        packageId: ids.packages.Premium!,
        timeslotId: freeSlot(),
        totalAmount: '1.00',
      }),
    });
    expectFailure(changedTotal, 409);
    expect(changedTotal.json.data.totalAmount).toBeTypeOf('string');
    expectFailure(await call('POST', '/api/registrations', { body: { firstName: 'Tan' }, badInput: true }), 400);
  });

  it('books through the older flow, with the spec body on the booking call and on its alias', async () => {
    const olderBody = (identificationNumber: string) => ({
      firstName: 'Lim',
      lastName: 'Wei',
      email: 'lim.wei@example.com',
      mobileNumber: '91234568',
      gender: 'male',
      identificationNumber,
      dateOfBirth: '1975-03-03',
      eventId: ids.homeEventId,
      packageId: ids.packages.Premium!,
      timeslotId: freeSlot(),
      medicalConditions: '',
      vitalityMembershipNo: null,
    });
    expectAnswer(await call('POST', '/api/registrations', { body: olderBody('S7654322D') }), 201);
    // The older pages' body: the spec's, with the visit's address and the flow it is.
    const withAddress = {
      ...olderBody(testNric(7_654_323)),
      email: 'tan.ah.lian@example.com',
      mobileNumber: '91234569',
      gender: 'other',
      postalCode: CENTRAL_POSTAL_CODE,
      address: '1 Orchard Road',
      unitNumber: '#05-12',
      flow: 'older',
    };
    expectAnswer(await call('POST', '/api/registrations', { body: withAddress }), 201);
    const legacy = await call('POST', '/api/registrations/legacy', {
      body: {
        firstName: 'Lim',
        lastName: 'Wei',
        email: 'lim.wei@example.com',
        mobileNumber: '91234568',
        gender: 'male',
        identificationNumber: 'S7654321F',
        dateOfBirth: '1975-03-03',
        eventId: ids.homeEventId,
        packageId: ids.packages.Premium!,
        timeslotId: freeSlot(),
        medicalConditions: '',
        vitalityMembershipNo: null,
      },
    });
    expectAnswer(legacy, 201);
  });

  it('looks a booking up by reference, and answers an unknown reference with 404', async () => {
    expectAnswer(await call('GET', `/api/registrations/lookup/${ids.booking.reference}`), 200);
    expectFailure(await call('GET', '/api/registrations/lookup/HS-NOPE'), 404);
  });

  it("answers the visit's address to the booking's token, and 403 without it", async () => {
    const token = { 'x-booking-token': ids.booking.token };
    expectAnswer(await call('GET', `/api/registrations/${ids.booking.id}/visit-address`, { headers: token }), 200);
    expectFailure(await call('GET', `/api/registrations/${ids.booking.id}/visit-address`), 403);
  });

  it("answers where 'Book again' leads to the booking's token, and 403 without it", async () => {
    const token = { 'x-booking-token': ids.booking.token };
    expectAnswer(await call('GET', `/api/registrations/${ids.booking.id}/book-again`, { headers: token }), 200);
    expectFailure(await call('GET', `/api/registrations/${ids.booking.id}/book-again`), 403);
  });
});

describe('the pre-visit forms', () => {
  it("answers each person's form to the booking's token and saves one; refuses no token (403), no consent or another's name (400), an unknown reference or person (404)", async () => {
    const headers = { 'x-booking-token': ids.booking.token };
    const forms = `/api/registrations/${ids.booking.reference}/questionnaire`;
    expectAnswer(await call('GET', forms, { headers }), 200);
    expectFailure(await call('GET', forms), 403);
    expectFailure(await call('GET', '/api/registrations/HS0000-0000-0000/questionnaire', { headers }), 404);
    const body = {
      medicines: 'None',
      conditions: ['hypertension'],
      consent: { agreed: true, signedName: 'Tan Mei Ling' },
    };
    expectAnswer(await call('PUT', `${forms}/0`, { headers, body }), 200);
    expectFailure(await call('PUT', `${forms}/0`, { body }), 403);
    expectFailure(
      await call('PUT', `${forms}/0`, {
        headers,
        body: { consent: { agreed: false, signedName: 'Tan Mei Ling' } },
        badInput: true,
      }),
      400,
    );
    expectFailure(
      await call('PUT', `${forms}/0`, { headers, body: { consent: { agreed: true, signedName: 'Someone Else' } } }),
      400,
    );
    expectFailure(await call('PUT', `${forms}/999999`, { headers, body }), 404);
  });
});

describe('changing a booking', () => {
  it('lists, adds, changes and removes persons with the booking token, and refuses a change without it with 403', async () => {
    const token = { 'x-booking-token': ids.booking.token };
    expectAnswer(await call('GET', `/api/participants/registration/${ids.booking.id}`, { headers: token }), 200);
    const person = { registrationId: ids.booking.id, ...householdMember(ids.packages.Premium!, 'Siti') };
    expectFailure(await call('POST', '/api/participants', { body: person }), 403);
    const added = await call('POST', '/api/participants', { body: person, headers: token });
    expectAnswer(added, 201);
    ids.participantId = added.json.data.participant.id;
    const changed = await call('PUT', `/api/participants/${ids.participantId}`, {
      body: { registrationId: ids.booking.id, firstName: 'Siti Nur' },
      headers: token,
    });
    expectAnswer(changed, 200);
    const removePath = `/api/participants/${ids.participantId}?registrationId=${ids.booking.id}`;
    expectAnswer(await call('DELETE', removePath, { headers: token }), 200);
    expectFailure(await call('DELETE', removePath, { headers: token }), 404);
    expectFailure(await call('GET', '/api/participants/registration/no-such-booking'), 404);
  });

  it('keeps a held visit with the emailed code, refuses a wrong code and an unknown booking alike with 400, and sends a new code with 202', async () => {
    const held = await bookVisit();
    expectFailure(
      await call('POST', '/api/registrations/verify', {
        body: { referenceNumber: 'HS0000-0000-0000', code: '123456' },
      }),
      400,
    );
    expectFailure(
      await call('POST', '/api/registrations/verify', {
        body: { referenceNumber: held.reference, code: '12' },
        badInput: true,
      }),
      400,
    );
    const code = await emailedCode(held.id);
    const wrong = code === '000000' ? '111111' : '000000';
    expectFailure(
      await call('POST', '/api/registrations/verify', { body: { referenceNumber: held.reference, code: wrong } }),
      400,
    );
    expectAnswer(
      await call('POST', '/api/registrations/verify', { body: { referenceNumber: held.reference, code } }),
      200,
    );
    expectAnswer(
      await call('POST', '/api/registrations/verify/resend', { body: { referenceNumber: 'HS0000-0000-0000' } }),
      202,
    );
  });

  it('offers other slots and moves the visit, and refuses the slot it is in with 409', async () => {
    const options = await call('GET', `/api/registrations/${ids.booking.id}/reschedule-options`);
    expectAnswer(options, 200);
    const current = options.json.data.currentTimeslotId as number;
    const target = (
      Object.values(options.json.data.timeslots) as { timeslot: { id: number; isAvailable: boolean }[] }[]
    )
      .flatMap((day) => day.timeslot)
      .filter((slot) => slot.isAvailable && slot.id !== current && slot.id !== ids.slots.at(-1))
      .at(-1);
    expect(target).toBeDefined();
    expectAnswer(
      await call('POST', `/api/registrations/${ids.booking.id}/reschedule`, { body: { timeslotId: target!.id } }),
      200,
    );
    expectFailure(
      await call('POST', `/api/registrations/${ids.booking.id}/reschedule`, { body: { timeslotId: target!.id } }),
      409,
    );
    expectFailure(await call('GET', '/api/registrations/no-such-booking/reschedule-options'), 404);
  });
});

describe('paying', () => {
  it('gives the card form its token', async () => {
    expectAnswer(await call('GET', '/api/payments/client-token'), 200);
  });

  it('answers a declined card with 402, charges an approved one, and refuses a second charge with 409', async () => {
    ids.paidBooking = await bookVisit();
    const pay = (card: string) =>
      call('POST', '/api/payments/process', {
        body: {
          registrationId: ids.paidBooking.id,
          nonce: simulatedNonceFor(card),
          amount: '128.62',
          paymentType: 'card',
        },
      });
    expectFailure(await pay('4000 0000 0000 0002'), 402);
    expectAnswer(await pay('4111 1111 1111 1111'), 200);
    expectFailure(await pay('4111 1111 1111 1111'), 409);
    const unknown = await call('POST', '/api/payments/process', {
      body: { registrationId: 'no-such-booking', nonce: simulatedNonceFor('4111 1111 1111 1111'), amount: '1.00' },
    });
    expectFailure(unknown, 404);
  });

  it('makes a PayNow code for the amount due, pays it in test mode, and refuses a second one with 409', async () => {
    const booking = await bookVisit();
    const code = await call('POST', '/api/payments/paynow', { body: { registrationId: booking.id } });
    expectAnswer(code, 200);
    expect(code.json.data.qrImage).toMatch(/^data:image\/png;base64,/);
    expectAnswer(await call('POST', '/api/payments/paynow/simulate', { body: { registrationId: booking.id } }), 200);
    expectFailure(await call('POST', '/api/payments/paynow', { body: { registrationId: booking.id } }), 409);
    expectFailure(await call('POST', '/api/payments/paynow/simulate', { body: { registrationId: booking.id } }), 409);
    expectFailure(await call('POST', '/api/payments/paynow', { body: { registrationId: 'no-such-booking' } }), 404);
    expectFailure(await call('POST', '/api/payments/paynow', { body: {}, badInput: true }), 400);
  });

  it('refuses what claims to come from Twilio without its signature, with 403', async () => {
    const form = (data: string) => ({ raw: { contentType: 'application/x-www-form-urlencoded', data } });
    expectFailure(await call('POST', '/api/sms/inbound', form('From=%2B6591234567&Body=STOP')), 403);
    expectFailure(await call('POST', '/api/sms/status', form('MessageSid=SM1&MessageStatus=delivered')), 403);
  });

  it("answers Stripe's webhook with 503 while no signing secret is set, so Stripe delivers it again", async () => {
    const event = { id: 'evt_contract', type: 'payment_intent.succeeded', data: { object: {} } };
    expectFailure(await call('POST', '/api/payments/webhooks/stripe', { body: event }), 503);
  });

  it('answers the receipt of a paid booking as a PDF to its token, and refuses no token, an unpaid or unknown one', async () => {
    const withToken = { headers: { 'x-booking-token': ids.paidBooking.token } };
    const receipt = await call('GET', `/api/registrations/${ids.paidBooking.id}/receipt.pdf`, withToken);
    expectAnswer(receipt, 200, 'application/pdf');
    expect(receipt.text.startsWith('%PDF')).toBe(true);
    expectFailure(await call('GET', `/api/registrations/${ids.paidBooking.id}/receipt.pdf`), 403);
    expectFailure(
      await call('GET', `/api/registrations/${ids.booking.id}/receipt.pdf`, {
        headers: { 'x-booking-token': ids.booking.token },
      }),
      409,
    );
    expectFailure(await call('GET', '/api/registrations/no-such-booking/receipt.pdf'), 404);
  });

  it("confirms a paid booking, and refuses the page's claim that an unpaid one is paid", async () => {
    const { id } = ids.paidBooking;
    expectAnswer(await call('POST', `/api/registrations/${id}/payment`, { body: { transactionId: 'page-1' } }), 200);
    expectAnswer(await call('POST', `/api/wc-confirm/${id}`), 200);
    const unpaid = ids.booking.id;
    expectFailure(await call('PATCH', `/api/registrations/${unpaid}/status`, { body: { status: 'paid' } }), 409);
    expectFailure(await call('POST', `/api/registrations/${unpaid}/confirm-wc-booking`), 409);
    expectFailure(
      await call('PATCH', `/api/registrations/${unpaid}/status`, { body: { status: 'cancelled' }, badInput: true }),
      400,
    );
  });
});

describe('refusals every route of a kind gives', () => {
  it("refuses a change from another site's page with 403", async () => {
    const foreign = await call('POST', '/api/discounts/validate', {
      body: { code: 'WELCOME10', subtotal: 118 },
      headers: { origin: 'https://elsewhere.example' },
    });
    expectFailure(foreign, 403);
  });

  it('refuses a body over 1 MB with 413 and one that is not JSON with 415', async () => {
    const big = { code: 'WELCOME10', subtotal: 118, padding: 'x'.repeat(1024 * 1024) };
    expectFailure(await call('POST', '/api/discounts/validate', { body: big, badInput: true }), 413);
    const xml = { contentType: 'application/xml', data: '<code>WELCOME10</code>' };
    expectFailure(await call('POST', '/api/discounts/validate', { raw: xml, badInput: true }), 415);
  });

  it('refuses a path parameter over 200 characters with 414', async () => {
    expectFailure(await call('GET', `/api/registrations/lookup/${'A'.repeat(201)}`), 414);
  });
});

describe('admin', () => {
  it('signs in, and refuses a wrong password with 401', async () => {
    const admin = await createAdminUser(t, { password: 'contract admin password' });
    const staff = await createAdminUser(t, { password: 'contract staff password', role: 'staff' });
    expectFailure(
      await call('POST', '/api/admin/login', { body: { username: admin.username, password: 'wrong' } }),
      401,
    );
    const signedIn = await call('POST', '/api/admin/login', {
      body: { username: admin.username, password: 'contract admin password' },
    });
    expectAnswer(signedIn, 200);
    ids.adminToken = signedIn.json.data.token;
    const staffIn = await call('POST', '/api/admin/login', {
      body: { username: staff.username, password: 'contract staff password' },
    });
    expectAnswer(staffIn, 200);
    ids.staffToken = staffIn.json.data.token;
  });

  it('answers who is signed in, and 401 without a session or with a wrong one', async () => {
    expectAnswer(await call('GET', '/api/admin/user', { token: ids.staffToken }), 200);
    expectFailure(await call('GET', '/api/admin/user'), 401);
    expectFailure(await call('GET', '/api/admin/dashboard', { token: 'not-a-session' }), 401);
    expectFailure(await call('GET', '/api/admin/audit-log', { token: 'not-a-session' }), 401);
  });

  it('refuses a signed-in user without the admin role with 403', async () => {
    expectFailure(await call('GET', '/api/admin/dashboard', { token: ids.staffToken }), 403);
    expectFailure(await call('GET', '/api/admin/audit-log', { token: ids.staffToken }), 403);
    expectFailure(await call('GET', '/api/test-pdf?type=invoice', { token: ids.staffToken }), 403);
  });

  it('answers the dashboard, the audit log, the orders and their CSV export', async () => {
    const token = ids.adminToken;
    expectAnswer(await call('GET', '/api/admin/dashboard', { token }), 200);
    expectAnswer(await call('GET', '/api/admin/dashboard/today', { token }), 200);
    expectAnswer(await call('GET', '/api/admin/audit-log?page=1&pageSize=10', { token }), 200);
    expectAnswer(await call('GET', '/api/admin/registrations?page=1&pageSize=5', { token }), 200);
    expectFailure(await call('GET', '/api/admin/registrations?status=nonsense', { token, badInput: true }), 400);
    const csv = await call('GET', '/api/admin/registrations/export.csv', { token });
    expectAnswer(csv, 200, 'text/csv');
    expectAnswer(await call('GET', `/api/admin/registrations/${ids.booking.id}`, { token }), 200);
    expectFailure(await call('GET', '/api/admin/registrations/no-such-booking', { token }), 404);
    const reveal = (id: string) => `/api/admin/registrations/${id}/reveal-identification`;
    expectAnswer(await call('POST', reveal(ids.booking.id), { token, body: { participantId: null } }), 200);
    expectFailure(
      await call('POST', reveal(ids.booking.id), { token, body: { participantId: 'x' }, badInput: true }),
      400,
    );
    expectFailure(await call('POST', reveal('no-such-booking'), { token, body: { participantId: null } }), 404);
  });

  it("shows a booking's pre-visit answers to staff, and answers an unknown booking with 404", async () => {
    const token = ids.adminToken;
    expectAnswer(await call('GET', `/api/admin/registrations/${ids.booking.id}/questionnaire`, { token }), 200);
    expectFailure(await call('GET', '/api/admin/registrations/no-such-booking/questionnaire', { token }), 404);
  });

  it('creates staff accounts with their roles, refuses a taken username with 409, and keeps the roster', async () => {
    const token = ids.adminToken;
    expectAnswer(await call('GET', '/api/admin/staff', { token }), 200);
    const nurse = {
      username: 'contract.nurse',
      displayName: 'Contract Nurse',
      role: 'nurse',
      password: 'a long enough password',
    };
    const created = await call('POST', '/api/admin/staff', { token, body: nurse });
    expectAnswer(created, 201);
    expectFailure(await call('POST', '/api/admin/staff', { token, body: nurse }), 409);
    expectFailure(
      await call('POST', '/api/admin/staff', { token, body: { ...nurse, role: 'chief' }, badInput: true }),
      400,
    );
    const duty = { staffId: created.json.data.id, region: 'central', date: '2026-12-30', partOfDay: 'morning' };
    const added = await call('POST', '/api/admin/roster', { token, body: duty });
    expectAnswer(added, 201);
    expectFailure(await call('POST', '/api/admin/roster', { token, body: { ...duty, partOfDay: 'day' } }), 409);
    expectAnswer(await call('GET', '/api/admin/roster?from=2026-12-28&to=2027-01-03', { token }), 200);
    expectFailure(await call('GET', '/api/admin/roster?from=2026-12-28', { token, badInput: true }), 400);
    expectAnswer(await call('DELETE', `/api/admin/roster/${added.json.data.id}`, { token }), 200);
    expectFailure(await call('DELETE', `/api/admin/roster/${added.json.data.id}`, { token }), 404);
  });

  it("runs a nurse's day: reassigns a visit, lists and presses it, moves the day and rebooks through the link", async () => {
    const token = ids.adminToken;
    const visit = await bookVisit();
    const [row] = await t.db
      .select({ date: eventDates.date })
      .from(registrations)
      .innerJoin(timeslots, eq(timeslots.id, registrations.timeslotId))
      .innerJoin(eventDates, eq(eventDates.id, timeslots.eventDateId))
      .where(eq(registrations.id, visit.id));
    const date = row!.date;
    const password = 'a long enough nurse password';
    const nurse = await call('POST', '/api/admin/staff', {
      token,
      body: { username: 'contract.day.nurse', displayName: 'Day Nurse', role: 'nurse', password },
    });
    expectAnswer(nurse, 201);
    const assign = (id: string, body: unknown, badInput = false) =>
      call('PUT', `/api/admin/registrations/${id}/nurse`, { token, body, badInput });
    expectAnswer(await assign(visit.id, { staffId: nurse.json.data.id }), 200);
    expectFailure(await assign(visit.id, { staffId: 'x' }, true), 400);
    expectFailure(await assign('no-such-booking', { staffId: null }), 404);

    const signedIn = await call('POST', '/api/admin/login', { body: { username: 'contract.day.nurse', password } });
    const nurseToken = signedIn.json.data.token as string;
    expectAnswer(await call('GET', `/api/nurse/visits?date=${date}`, { token: nurseToken }), 200);
    expectFailure(await call('GET', `/api/nurse/visits?date=${date}`, { token }), 403);
    expectFailure(await call('GET', '/api/nurse/visits?date=soon', { token: nurseToken, badInput: true }), 400);
    const events = (id: string) => `/api/nurse/visits/${id}/events`;
    const arrived = { clientEventId: 'contract-arrived-1', type: 'arrived', at: '2026-11-23T01:00:00+00:00' };
    expectAnswer(await call('POST', events(visit.id), { token: nurseToken, body: arrived }), 201);
    expectAnswer(await call('POST', events(visit.id), { token: nurseToken, body: arrived }), 200);
    expectFailure(
      await call('POST', events(visit.id), { token: nurseToken, body: { type: 'left' }, badInput: true }),
      400,
    );
    expectFailure(await call('POST', events('no-such-booking'), { token: nurseToken, body: arrived }), 404);

    const ask = (body: unknown, badInput = false) =>
      call('POST', '/api/admin/reschedule-requests', { token, body, badInput });
    expectAnswer(await ask({ region: 'central', date, partOfDay: 'day', reason: 'Nurse unwell' }), 200);
    expectFailure(await ask({ region: 'central', date, partOfDay: 'evening', reason: 'x' }, true), 400);
    const [message] = await t.db
      .select({ secrets: outboxMessages.linkSecrets })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.registrationId, visit.id), eq(outboxMessages.kind, 'rebook')));
    const rebookToken = (message!.secrets as { rebookToken: string }).rebookToken;
    const rebookUrl = `/api/registrations/${visit.reference}/rebook`;
    const view = await call('GET', rebookUrl, { headers: { 'x-rebook-token': rebookToken } });
    expectAnswer(view, 200);
    expectFailure(await call('GET', rebookUrl, { headers: { 'x-rebook-token': 'not-the-token' } }), 403);
    const days = Object.values(view.json.data.options.timeslots) as {
      timeslot: { id: number; isAvailable: boolean }[];
    }[];
    const target = days.flatMap((day) => day.timeslot).find((slot) => slot.isAvailable)!;
    const headers = { 'x-rebook-token': rebookToken };
    expectFailure(await call('POST', rebookUrl, { headers, body: { timeslotId: 'x' }, badInput: true }), 400);
    expectAnswer(await call('POST', rebookUrl, { headers, body: { timeslotId: target.id } }), 200);
    expectFailure(await call('POST', rebookUrl, { headers, body: { timeslotId: target.id } }), 409);
  });

  it("finds, exports and erases a person's data, and refuses a search without an ID number or email with 400", async () => {
    const token = ids.adminToken;
    const unknown = 'nobody.held@example.com';
    const found = await call('GET', `/api/admin/personal-data?email=${unknown}`, { token });
    expectAnswer(found, 200);
    expect(found.json.data.bookings).toEqual([]);
    expectFailure(await call('GET', '/api/admin/personal-data', { token, badInput: true }), 400);
    const erased = await call('POST', '/api/admin/personal-data/erase', { token, body: { email: unknown } });
    expectAnswer(erased, 200);
    expect(erased.json.data.erasedBookings).toBe(0);
    expectFailure(await call('POST', '/api/admin/personal-data/erase', { token, body: {}, badInput: true }), 400);
  });

  it('manages events, and refuses a taken slug and deleting an event with bookings with 409', async () => {
    const token = ids.adminToken;
    expectAnswer(await call('GET', '/api/admin/events', { token }), 200);
    const form = {
      name: 'Contract screening',
      slug: 'contract-screening',
      description: 'For the contract test',
      location: 'At your home',
      isActive: true,
      packageIds: [ids.packages.Premium!],
      schedule: { configType: 'auto', numSlots: 5, bufferHours: 24, slotsPerTimeslot: 1, maxAttendees: 6 },
    };
    const created = await call('POST', '/api/admin/events', { token, body: form });
    expectAnswer(created, 201);
    expectFailure(await call('POST', '/api/admin/events', { token, body: form }), 409);
    const id = created.json.data.id;
    expectAnswer(await call('PUT', `/api/admin/events/${id}`, { token, body: { ...form, name: 'Renamed' } }), 200);
    expectAnswer(await call('DELETE', `/api/admin/events/${id}`, { token }), 200);
    expectFailure(await call('DELETE', `/api/admin/events/${id}`, { token }), 404);
    expectFailure(await call('DELETE', `/api/admin/events/${ids.homeEventId}`, { token }), 409);
  });

  it('manages packages, and refuses deleting a booked one with 409', async () => {
    const token = ids.adminToken;
    expectAnswer(await call('GET', '/api/admin/packages', { token }), 200);
    const created = await call('POST', '/api/admin/packages', {
      token,
      body: { name: 'Contract basic', price: '88.00' },
    });
    expectAnswer(created, 201);
    const id = created.json.data.id;
    expectAnswer(await call('GET', `/api/admin/packages/${id}`, { token }), 200);
    expectAnswer(
      await call('PUT', `/api/admin/packages/${id}`, { token, body: { name: 'Contract basic', price: '89.00' } }),
      200,
    );
    expectAnswer(await call('DELETE', `/api/admin/packages/${id}`, { token }), 200);
    expectFailure(await call('GET', `/api/admin/packages/${id}`, { token }), 404);
    expectFailure(await call('DELETE', `/api/admin/packages/${ids.packages.Premium}`, { token }), 409);
    expectFailure(await call('GET', '/api/admin/packages/abc', { token, badInput: true }), 400);
  });

  it('manages public holidays, and refuses a second holiday on a date with 409', async () => {
    const token = ids.adminToken;
    expectAnswer(await call('GET', '/api/admin/public-holidays', { token }), 200);
    const created = await call('POST', '/api/admin/public-holidays', {
      token,
      body: { name: 'Company day', date: '2027-03-03' },
    });
    expectAnswer(created, 201);
    expectFailure(
      await call('POST', '/api/admin/public-holidays', { token, body: { name: 'Again', date: '2027-03-03' } }),
      409,
    );
    const id = created.json.data.holiday?.id ?? created.json.data.id;
    expectAnswer(
      await call('PUT', `/api/admin/public-holidays/${id}`, {
        token,
        body: { name: 'Company day', date: '2027-03-04' },
      }),
      200,
    );
    expectAnswer(await call('DELETE', `/api/admin/public-holidays/${id}`, { token }), 200);
    expectFailure(await call('DELETE', `/api/admin/public-holidays/${id}`, { token }), 404);
  });

  it('manages discounts and their codes, and refuses deleting a used one with 409', async () => {
    const token = ids.adminToken;
    const listed = await call('GET', '/api/admin/discounts', { token });
    expectAnswer(listed, 200);
    const form = promoForm({
      name: 'Contract promo',
      lineItemLabel: 'Contract discount',
      description: 'Five off',
      identifierPrefix: 'ct-',
      value: '5',
    });
    const created = await call('POST', '/api/admin/discounts', { token, body: form });
    expectAnswer(created, 201);
    const id = created.json.data.id;
    expectAnswer(await call('PUT', `/api/admin/discounts/${id}`, { token, body: { ...form, value: '6' } }), 200);
    expectAnswer(
      await call('POST', `/api/admin/discounts/${id}/generate-identifiers`, { token, body: { count: 3 } }),
      201,
    );
    expectAnswer(await call('GET', `/api/admin/discounts/${id}/identifiers`, { token }), 200);
    expectAnswer(await call('GET', `/api/admin/discounts/${id}/identifiers.csv`, { token }), 200, 'text/csv');
    expectAnswer(await call('DELETE', `/api/admin/discounts/${id}`, { token }), 200);
    expectFailure(await call('GET', `/api/admin/discounts/${id}/identifiers`, { token }), 404);

    // A booking that redeemed WELCOME10 keeps its discount: the discount cannot be deleted.
    const code = await call('POST', '/api/discounts/validate', { body: { code: 'WELCOME10', subtotal: 118 } });
    expectAnswer(code, 200);
    await bookVisit({ discountCode: 'WELCOME10', discountCodeId: code.json.data.discountIdentifierId });
    const used = (await call('GET', '/api/admin/discounts', { token })).json.data as {
      id: number;
      bookingCount: number;
    }[];
    const welcome = used.find((discount) => discount.bookingCount > 0);
    expectFailure(await call('DELETE', `/api/admin/discounts/${welcome!.id}`, { token }), 409);
  });

  it('searches and blocks slots, and answers the run sheet as JSON and CSV', async () => {
    const token = ids.adminToken;
    const search = await call(
      'GET',
      `/api/admin/timeslots/postal-code?eventId=${ids.homeEventId}&postalCode=${CENTRAL_POSTAL_CODE}`,
      {
        token,
      },
    );
    expectAnswer(search, 200);
    const slot = ids.slots[ids.slots.length - 1];
    expectAnswer(
      await call('PUT', `/api/admin/timeslots/${slot}/availability`, { token, body: { isAvailable: false } }),
      200,
    );
    expectAnswer(
      await call('PUT', `/api/admin/timeslots/${slot}/availability`, { token, body: { isAvailable: true } }),
      200,
    );
    expectFailure(
      await call('PUT', '/api/admin/timeslots/999999/availability', { token, body: { isAvailable: true } }),
      404,
    );
    expectFailure(await call('GET', '/api/admin/timeslots/postal-code?eventId=999999&date=2026-11-25', { token }), 404);
    expectAnswer(await call('GET', '/api/admin/run-sheet?region=central&date=2026-11-25', { token }), 200);
    const onMyWay = (reference: string) => `/api/admin/run-sheet/visits/${reference}/on-my-way`;
    expectFailure(await call('POST', onMyWay(ids.booking.reference), { token, body: { minutes: 15 } }), 409);
    expectFailure(await call('POST', onMyWay('HS0000-0000-0000'), { token, body: { minutes: 15 } }), 404);
    expectFailure(
      await call('POST', onMyWay(ids.booking.reference), { token, body: { minutes: 0 }, badInput: true }),
      400,
    );
    expectAnswer(
      await call('GET', '/api/admin/run-sheet.csv?region=central&date=2026-11-25', { token }),
      200,
      'text/csv',
    );
  });

  it('shows and switches the payment mode, and refuses live mode without credentials with 400', async () => {
    const token = ids.adminToken;
    expectAnswer(await call('GET', '/api/admin/payments/test-mode', { token }), 200);
    expectAnswer(await call('GET', '/api/admin/payments/provider', { token }), 200);
    expectAnswer(await call('POST', '/api/admin/payments/test-mode', { token, body: { enabled: true } }), 200);
    expectFailure(await call('POST', '/api/admin/payments/test-mode', { token, body: { enabled: false } }), 400);
  });

  it('manages email configurations and the outbox, and refuses a taken key with 409', async () => {
    const token = ids.adminToken;
    const listed = await call('GET', '/api/admin/email-configs', { token });
    expectAnswer(listed, 200);
    const essential = (listed.json.data as { id: number; configKey: string }[]).find(
      (config) => config.configKey === 'EMAIL_CONFIRMATION_TEMPLATE',
    );
    expectFailure(await call('DELETE', `/api/admin/email-configs/${essential!.id}`, { token }), 409);
    const form = { configKey: 'contract_note', configValue: 'Hello there', description: 'A note' };
    const created = await call('POST', '/api/admin/email-configs', { token, body: form });
    expectAnswer(created, 201);
    expectFailure(await call('POST', '/api/admin/email-configs', { token, body: form }), 409);
    const id = created.json.data.id;
    expectAnswer(
      await call('PATCH', `/api/admin/email-configs/${id}`, {
        token,
        body: { configValue: 'Hello again', description: 'A note' },
      }),
      200,
    );
    expectAnswer(await call('DELETE', `/api/admin/email-configs/${id}`, { token }), 200);
    expectFailure(await call('DELETE', `/api/admin/email-configs/${id}`, { token }), 404);
    expectAnswer(await call('GET', '/api/admin/email-outbox?status=sent', { token }), 200);
    expectFailure(await call('POST', '/api/admin/email-outbox/999999/resend', { token }), 404);
  });

  it('previews a sample email as HTML and the sample PDF, and sends a sample email', async () => {
    const token = ids.adminToken;
    expectAnswer(await call('GET', '/api/test-email?type=invoice&render=1', { token }), 200, 'text/html');
    expectAnswer(await call('GET', '/api/test-email?type=receipt&email=staff@example.com', { token }), 200);
    const draft = { configKey: 'EMAIL_REMINDER_SUBJECT', configValue: 'See you <%= timeslot.date %>' };
    expectAnswer(await call('POST', '/api/admin/email-preview', { token, body: { kind: 'reminder', draft } }), 200);
    expectFailure(
      await call('POST', '/api/admin/email-preview', {
        token,
        body: { kind: 'reminder', draft: { ...draft, configValue: '<%= ) %>' } },
      }),
      400,
    );
    const pdf = await call('GET', '/api/test-pdf?type=receipt', { token });
    expectAnswer(pdf, 200, 'application/pdf');
    expectFailure(
      await call('GET', '/api/test-email?type=receipt&email=not-an-address', { token, badInput: true }),
      400,
    );
  });

  it('changes an order as staff: cancels it, and refuses to cancel it again with 409', async () => {
    const token = ids.adminToken;
    const { id } = await bookVisit();
    expectAnswer(await call('PATCH', `/api/admin/registrations/${id}`, { token, body: { status: 'cancelled' } }), 200);
    expectFailure(await call('PATCH', `/api/admin/registrations/${id}`, { token, body: { status: 'cancelled' } }), 409);
  });

  it("lists an order's card payments, checks one in doubt with the gateway and marks one as failed", async () => {
    const token = ids.adminToken;
    /** A payment whose answer the gateway lost (503): the card charged or not, as `charged` says. */
    const payInDoubt = async (charged: boolean) => {
      const booking = await bookVisit();
      const gateway = t.app.ctx.payments.test;
      t.app.ctx.payments.test = {
        ...gateway,
        sale: async (input) => {
          if (charged) await gateway.sale(input);
          throw new PaymentGatewayUnavailableError('timed out', { outcomeUnknown: true });
        },
      };
      try {
        const body = { registrationId: booking.id, nonce: simulatedNonceFor('4111 1111 1111 1111'), amount: '128.62' };
        expectFailure(await call('POST', '/api/payments/process', { body }), 503);
      } finally {
        t.app.ctx.payments.test = gateway;
      }
      const list = await call('GET', `/api/admin/registrations/${booking.id}/payments`, { token });
      expectAnswer(list, 200);
      return { paymentsPath: `/api/admin/registrations/${booking.id}/payments`, paymentId: list.json.data[0].id };
    };
    const charged = await payInDoubt(true);
    expectAnswer(await call('POST', `${charged.paymentsPath}/${charged.paymentId}/check`, { token }), 200);
    expectFailure(await call('POST', `${charged.paymentsPath}/${charged.paymentId}/check`, { token }), 409);
    expectFailure(await call('POST', `${charged.paymentsPath}/${charged.paymentId}/mark-failed`, { token }), 409);
    const notCharged = await payInDoubt(false);
    expectAnswer(await call('POST', `${notCharged.paymentsPath}/${notCharged.paymentId}/mark-failed`, { token }), 200);
    expectFailure(await call('POST', `${notCharged.paymentsPath}/999999/check`, { token }), 404);
    expectFailure(await call('GET', '/api/admin/registrations/no-such-order/payments', { token }), 404);
  });
});

describe('API keys and the read API', () => {
  it('creates, changes and deletes keys', async () => {
    const token = ids.adminToken;
    expectAnswer(await call('GET', '/api/admin/api-keys', { token }), 200);
    const created = await call('POST', '/api/admin/api-keys', { token, body: { description: 'Contract sync' } });
    expectAnswer(created, 201);
    ids.apiKey = created.json.data.key;
    const spare = await call('POST', '/api/admin/api-keys', { token, body: { description: 'Spare key' } });
    expectAnswer(spare, 201);
    const spareId = spare.json.data.id;
    expectAnswer(
      await call('PUT', `/api/admin/api-keys/${spareId}`, {
        token,
        body: { description: 'Spare key', isActive: false },
      }),
      200,
    );
    expectAnswer(await call('DELETE', `/api/admin/api-keys/${spareId}`, { token }), 200);
    expectFailure(await call('DELETE', `/api/admin/api-keys/${spareId}`, { token }), 404);
  });

  it('reads bookings with a key, and answers a wrong key with 401 and an unknown reference with 404', async () => {
    const token = ids.apiKey;
    expectAnswer(await call('GET', '/api/v1/registrations?limit=5', { token }), 200);
    expectAnswer(await call('GET', `/api/v1/registrations/${ids.booking.reference}`, { token }), 200);
    expectFailure(await call('GET', '/api/v1/registrations/HS-NOPE', { token }), 404);
    expectFailure(await call('GET', '/api/v1/registrations/by-partner-code/100000000009', { token }), 404);
    expectFailure(await call('GET', '/api/v1/registrations', { token: 'hs_not_a_key' }), 401);
    expectFailure(await call('GET', '/api/v1/registrations?cursor=nonsense', { token, badInput: true }), 400);
  });
});

describe('insights', () => {
  it('answers staff the figures of a range of visit dates, and refuses a range the wrong way round', async () => {
    const token = ids.adminToken;
    const today = todayInSingapore(NOW);
    expectAnswer(await call('GET', `/api/admin/insights?from=${today}&to=${today}`, { token }), 200);
    expectFailure(
      await call('GET', '/api/admin/insights?from=2027-03-31&to=2027-03-01', { token, badInput: true }),
      400,
    );
  });
});

describe('cancelling and signing out', () => {
  it('cancels a booking by its id, and refuses to cancel it again with 409', async () => {
    expectAnswer(await call('POST', `/api/registrations/${ids.booking.id}/cancel`), 200);
    expectFailure(await call('POST', `/api/registrations/${ids.booking.id}/cancel`), 409);
    expectFailure(await call('POST', '/api/registrations/no-such-booking/cancel'), 404);
  });

  it('joins and leaves the waitlist; staff list it and offer a visit by hand; the offer is shown, declined and booked', async () => {
    const token = ids.adminToken;
    const today = todayInSingapore(NOW);
    let serial = 0;
    const entry = () => {
      serial += 1;
      return {
        eventId: ids.homeEventId,
        packageId: ids.packages.Premium!,
        persons: 1,
        postalCode: CENTRAL_POSTAL_CODE,
        dateFrom: addDaysToIsoDate(today, 1),
        dateTo: addDaysToIsoDate(today, 40),
        timeOfDay: 'any',
        firstName: 'Nur',
        lastName: 'Aisyah',
        email: `nur.aisyah+${serial}@example.com`,
        mobileNumber: `8${String(4_000_000 + serial).padStart(7, '0')}`,
        gender: 'female',
        identificationNumber: testNric(6_500_000 + serial),
        dateOfBirth: '1992-03-03',
        address: '4 Orchard Road',
      };
    };
    const first = entry();
    const joined = await call('POST', '/api/waitlist', { body: first });
    expectAnswer(joined, 201);
    expectFailure(await call('POST', '/api/waitlist', { body: first }), 409);
    expectFailure(
      await call('POST', '/api/waitlist', { body: { ...entry(), timeOfDay: 'night' }, badInput: true }),
      400,
    );
    const { id, leaveToken } = joined.json.data as { id: number; leaveToken: string };
    const leave = (key: string) => call('DELETE', `/api/waitlist/${id}`, { headers: { 'x-waitlist-token': key } });
    expectFailure(await leave('not-the-leave-token'), 403);
    expectAnswer(await leave(leaveToken), 200);
    expectFailure(await leave(leaveToken), 409);
    expectFailure(await call('DELETE', '/api/waitlist/999999', { headers: { 'x-waitlist-token': 'x' } }), 404);

    const waitingEntry = (await call('POST', '/api/waitlist', { body: entry() })).json.data as {
      id: number;
      leaveToken: string;
    };
    const waiting = waitingEntry.id;
    // The code texted to the mobile proves the entry (DESIGN §8.9); read back from its text's outbox row.
    const codeCall = (suffix: string, key: string, body?: object) =>
      call('POST', `/api/waitlist/${waiting}/verify${suffix}`, { headers: { 'x-waitlist-token': key }, body });
    expectFailure(await codeCall('', 'not-the-leave-token', { code: '123456' }), 403);
    expectAnswer(await codeCall('/resend', waitingEntry.leaveToken), 202);
    const [text] = await t.db
      .select({ secrets: outboxMessages.linkSecrets })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.waitlistEntryId, waiting), eq(outboxMessages.channel, 'sms')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const code = (text!.secrets as { code: string }).code;
    expectFailure(await codeCall('', waitingEntry.leaveToken, { code: code === '000000' ? '111111' : '000000' }), 400);
    expectAnswer(await codeCall('', waitingEntry.leaveToken, { code }), 200);
    expectFailure(await codeCall('/resend', waitingEntry.leaveToken), 409);
    expectAnswer(await call('GET', '/api/admin/waitlist?status=waiting', { token }), 200);
    const offerOf = async () => {
      expectAnswer(
        await call('POST', `/api/admin/waitlist/${waiting}/offer`, { token, body: { timeslotId: freeSlot() } }),
        201,
      );
      const emails = await t.db
        .select({ secrets: outboxMessages.linkSecrets })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.waitlistEntryId, waiting),
            eq(outboxMessages.kind, 'waitlist-offer'),
            eq(outboxMessages.channel, 'email'),
          ),
        );
      return (emails.at(-1)!.secrets as { offerToken: string }).offerToken;
    };
    const declined = await offerOf();
    expectFailure(
      await call('POST', `/api/admin/waitlist/${waiting}/offer`, { token, body: { timeslotId: freeSlot() } }),
      409,
    );
    expectAnswer(await call('GET', `/api/waitlist/offers/${declined}`), 200);
    expectAnswer(await call('POST', `/api/waitlist/offers/${declined}/decline`), 200);
    expectFailure(await call('POST', `/api/waitlist/offers/${declined}/decline`), 409);
    const booked = await offerOf();
    const bookIt = () =>
      call('POST', `/api/waitlist/offers/${booked}/book`, { body: { privacyConsent: true, participants: [] } });
    expectAnswer(await bookIt(), 201);
    expectFailure(await bookIt(), 409);
    const unknown = 'u'.repeat(32);
    expectFailure(await call('GET', `/api/waitlist/offers/${unknown}`), 404);
    expectFailure(await call('POST', `/api/waitlist/offers/${unknown}/decline`), 404);
    expectFailure(await call('POST', `/api/waitlist/offers/${unknown}/book`, { body: { privacyConsent: true } }), 404);
    expectFailure(
      await call('POST', '/api/admin/waitlist/999999/offer', { token, body: { timeslotId: freeSlot() } }),
      404,
    );
  });

  it('signs out, after which the session gets 401', async () => {
    expectAnswer(await call('POST', '/api/admin/logout', { token: ids.staffToken }), 200);
    expectFailure(await call('POST', '/api/admin/logout', { token: ids.staffToken }), 401);
  });

  it('signs out everywhere, after which the sessions of that user get 401', async () => {
    expectAnswer(await call('POST', '/api/admin/logout-everywhere', { token: ids.adminToken }), 200);
    expectFailure(await call('POST', '/api/admin/logout-everywhere', { token: ids.adminToken }), 401);
  });
});

describe('rate limits', () => {
  it('answers too many partner-code checks from one client with 429 and Retry-After', async () => {
    let answer: Answer | undefined;
    for (let attempt = 0; attempt < 25; attempt += 1) {
      answer = await call('GET', '/api/wc/100000000003');
      if (answer.status === 429) break;
      expectAnswer(answer, 200);
    }
    expectFailure(answer!, 429);
    expect(Number(answer!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('coverage', () => {
  it('called every operation of the document', () => {
    const missed = operations.map((op) => `${op.method} ${op.template}`).filter((op) => !exercised.has(op));
    expect(missed).toEqual([]);
  });
});
