import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { createEvent } from '../../src/server/db/factories';
import { packages } from '../../src/server/db/schema/events';
import { outboxMessages } from '../../src/server/db/schema/outbox';
import { eventDates, timeslots } from '../../src/server/db/schema/timeslots';
import { type SmtpPeer, startSmtpPeer } from '../../src/server/features/notifications/smtp-peer';
import { bookingRequest } from '../../src/server/testing/bookings';
import { freshPostgresDatabase, requestJson, type ServerProcess, startServerProcess } from './harness';
import { expectCountersMatchBookings, rowsOf } from './invariants';

// Two server processes behind an imaginary load balancer, on one PostgreSQL (DESIGN §3 Scale): they
// start together (migrations and the demo seed under advisory locks), 200 bookings race for the last
// places of one slot, split across both, and exactly the places left are sold (rule 2); each
// confirmation email leaves once, though both instances' outbox workers claim from the same table.

const serverUrl = process.env.TEST_DATABASE_URL;
const CAPACITY = 30;
const ALREADY_BOOKED = 10;
const RACERS = 200;

describe.skipIf(!serverUrl)('two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let db: DatabaseHandle;
  let peer: SmtpPeer;
  let instances: ServerProcess[] = [];
  let slotId: number;
  let eventId: number;
  let packageId: number;
  const nrics: string[] = [];

  beforeAll(async () => {
    database = await freshPostgresDatabase(serverUrl!);
    peer = await startSmtpPeer();
    const env = {
      DATABASE_URL: database.url,
      SMTP_URL: peer.url,
      BOOKING_RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'info',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'stress-password-1',
      DATABASE_POOL_SIZE: '10',
    };
    // Both at once on an empty database: each migrates and seeds, under advisory locks.
    instances = await Promise.all([startServerProcess({ env }), startServerProcess({ env })]);
    db = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 });
    const [premium] = await db.db.select({ id: packages.id }).from(packages).where(sql`${packages.name} = 'Premium'`);
    packageId = premium!.id;
    const event = await createEvent(
      db.db,
      { slug: 'last-places' },
      { packageIds: [packageId], config: { configType: 'manual', slotsPerTimeslot: 1000, bufferHours: 0 } },
    );
    eventId = event.id;
    const date = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    const [eventDate] = await db.db.insert(eventDates).values({ eventId, date }).returning();
    const [slot] = await db.db
      .insert(timeslots)
      .values({ eventDateId: eventDate!.id, time: '10:00', maxAttendees: CAPACITY })
      .returning();
    slotId = slot!.id;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.close();
    await peer?.close();
    await database?.drop();
  });

  const bookOn = (instance: ServerProcess) => {
    const body = bookingRequest({ eventId, packageId, timeslotId: slotId });
    nrics.push(body.identificationNumber);
    return requestJson(instance.baseUrl, 'POST', '/api/registrations', body);
  };

  it(`both seed the catalogue once when they start together`, async () => {
    const events = rowsOf<{ slug: string; n: number }>(
      await db.db.execute(sql`select slug, count(*)::int as n from events group by slug order by slug`),
    );
    expect(events.every((row) => row.n === 1)).toBe(true);
    expect(events.map((row) => row.slug)).toContain('home-health-screening');
  });

  it(`${RACERS} parallel bookings for the last ${CAPACITY - ALREADY_BOOKED} places, across both, sell exactly those`, async () => {
    for (let i = 0; i < ALREADY_BOOKED; i += 1) {
      expect((await bookOn(instances[i % 2]!)).status).toBe(201);
    }
    const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => bookOn(instances[i % 2]!)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CAPACITY - ALREADY_BOOKED);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    // Both instances sold places.
    const soldBy = [0, 1].map((side) => answers.filter((answer, i) => i % 2 === side && answer.status === 201).length);
    expect(soldBy[0]! + soldBy[1]!).toBe(CAPACITY - ALREADY_BOOKED);

    const [slot] = rowsOf<{ current_attendees: number; current_bookings: number }>(
      await db.db.execute(sql`select current_attendees, current_bookings from timeslots where id = ${slotId}`),
    );
    expect(slot).toEqual({ current_attendees: CAPACITY, current_bookings: CAPACITY });
    await expectCountersMatchBookings(db.db);
  });

  it('the outbox sends each confirmation once across both instances', async () => {
    // Every booking queued its confirmation; both workers (every 5 s) claim from the same table.
    const deadline = Date.now() + 90_000;
    let pending = Number.POSITIVE_INFINITY;
    while (Date.now() < deadline) {
      const [row] = rowsOf<{ pending: number }>(
        await db.db.execute(sql`select count(*)::int as pending from email_outbox where status <> 'sent'`),
      );
      pending = row!.pending;
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(pending).toBe(0);
    // Every booking's text went out too (as a file here); the emails are the ones the SMTP peer counts.
    const rows = await db.db
      .select({ id: outboxMessages.id, attempts: outboxMessages.attempts })
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, 'email'));
    expect(rows).toHaveLength(CAPACITY);
    await peer.waitFor(CAPACITY, 10_000);
    // A moment for a duplicate, were there one, to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const messageIds = peer.messages.map((message) => message.messageId ?? '');
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(messageIds).toHaveLength(CAPACITY);
    for (const row of rows) {
      expect(messageIds.filter((id) => id.includes(`outbox-${row.id}-`))).toHaveLength(1);
      expect(row.attempts).toBe(1);
    }
  });

  it('a place sold on one instance shows on the other within its read cache age (1 s), on its own at once', async () => {
    // A slot of its own: both instances read it first, so both hold its answer in their caches.
    const [eventDate] = rowsOf<{ id: number }>(
      await db.db.execute(sql`select event_date_id as id from timeslots where id = ${slotId}`),
    );
    const [fresh] = await db.db
      .insert(timeslots)
      .values({ eventDateId: eventDate!.id, time: '14:00', maxAttendees: CAPACITY })
      .returning();
    const attendees = async (instance: ServerProcess) => {
      const res = await requestJson(instance.baseUrl, 'GET', '/api/events/last-places');
      const slot = (res.json.data.timeslots as { id: number; currentAttendees: number }[]).find(
        (item) => item.id === fresh!.id,
      );
      return slot?.currentAttendees;
    };
    // Until both instances show the new slot (it was added behind their backs).
    const deadline = Date.now() + 5_000;
    while ((await attendees(instances[0]!)) !== 0 || (await attendees(instances[1]!)) !== 0) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const body = bookingRequest({ eventId, packageId, timeslotId: fresh!.id });
    nrics.push(body.identificationNumber);
    const soldAt = Date.now();
    expect((await requestJson(instances[0]!.baseUrl, 'POST', '/api/registrations', body)).status).toBe(201);
    expect(await attendees(instances[0]!)).toBe(1);
    while ((await attendees(instances[1]!)) !== 1) {
      expect(Date.now() - soldAt).toBeLessThan(1_500);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await expectCountersMatchBookings(db.db);
  });

  it("neither instance's log holds an identification number", () => {
    const logs = instances.map((instance) => instance.output()).join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const nric of nrics) expect(logs.includes(nric), nric).toBe(false);
  });
});
