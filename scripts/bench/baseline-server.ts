/**
 * The benchmark's baseline: a bare Fastify server (no plugins, no schemas, no hooks) on the same
 * database as the product, doing the least work each case needs. Reads are one query that returns the
 * same rows as the same JSON (built by PostgreSQL); a booking is one transaction with the conditional
 * capacity UPDATE and the inserts of the registration and its participants. What the product spends
 * beyond this is what everything else costs: validation, pricing, membership, idempotency, rate limits,
 * the audit log, the outbox, serialisation through the response schemas.
 *
 * Started by scripts/bench.ts as its own process: PORT, HOST, and DATABASE_URL or DATA_DIR.
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { generateReferenceNumber } from '../../src/domain/identity';
import { regionForPostalCode } from '../../src/domain/regions';
import { openDatabase } from '../../src/server/db/client';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The slots customers are offered: from today, not on a holiday, after the lead time; the product's isAvailable. */
const offeredSlots = sql`
  select t.id, d.event_id, d.date, t.time, t.region,
    (t.is_available and t.current_attendees + 1 <= t.max_attendees
      and t.current_bookings < coalesce(c.slots_per_timeslot, 1)) as is_bookable,
    t.max_attendees, t.current_attendees
  from timeslots t
  join event_dates d on d.id = t.event_date_id
  left join event_configs c on c.event_id = d.event_id
  where d.date >= (now() at time zone 'Asia/Singapore')::date
    and not exists (select 1 from public_holidays h where h.date = d.date)
    and (d.date + t.time::time) at time zone 'Asia/Singapore' >= now() + coalesce(c.buffer_hours, 24) * interval '1 hour'`;

const slotJson = sql`json_build_object('id', s.id, 'date', s.date, 'time', s.time, 'region', s.region,
  'isAvailable', s.is_bookable, 'maxAttendees', s.max_attendees, 'currentAttendees', s.current_attendees)`;

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const handle = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10) })
    : await openDatabase({ kind: 'pglite', dataDir: path.resolve(process.env.DATA_DIR ?? './data') });
  const { db } = handle;
  const app = Fastify({ logger: false });
  const sendJson = (data: string) => `{"success":true,"data":${data}}`;

  app.get('/api/health', async () => ({ success: true }));

  app.get('/api/events', async (_request, reply) => {
    const [row] = rowsOf<{ data: string }>(
      await db.execute(sql`
        with s as (${offeredSlots})
        select coalesce(json_agg(json_build_object('id', e.id, 'name', e.name, 'slug', e.slug,
          'timeslots', coalesce((select json_agg(${slotJson} order by s.date, s.time, s.id) from s where s.event_id = e.id), '[]'))
          order by e.id), '[]')::text as data
        from events e where e.is_active`),
    );
    return reply.type('application/json').send(sendJson(row!.data));
  });

  app.get<{ Params: { slug: string } }>('/api/events/:slug', async (request, reply) => {
    const [row] = rowsOf<{ data: string | null }>(
      await db.execute(sql`
        with e as (select * from events where slug = ${request.params.slug} and is_active),
        s as (${offeredSlots} and d.event_id = (select id from e))
        select json_build_object('id', e.id, 'name', e.name, 'slug', e.slug, 'description', e.description,
          'location', e.location,
          'dates', coalesce((select json_agg(distinct s.date order by s.date) from s), '[]'),
          'packages', coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name,
              'description', p.description, 'price', p.price::text, 'aiaPrice', p.aia_price::text) order by p.price)
            from packages p join event_packages ep on ep.package_id = p.id
            where ep.event_id = e.id and p.is_active), '[]'),
          'timeslots', coalesce((select json_agg(${slotJson} order by s.date, s.time, s.id) from s), '[]'))::text as data
        from e`),
    );
    if (!row?.data) return reply.status(404).send({ success: false, message: 'Event not found' });
    return reply.type('application/json').send(sendJson(row.data));
  });

  app.get<{ Querystring: { postalCode: string; eventId: string } }>(
    '/api/timeslots/postal-code',
    async (request, reply) => {
      const region = regionForPostalCode(String(request.query.postalCode));
      const [row] = rowsOf<{ data: string }>(
        await db.execute(sql`
          with s as (${offeredSlots} and d.event_id = ${Number(request.query.eventId)} and t.region = ${region}),
          days as (
            select s.date, json_build_object('date', json_build_object('label', to_char(s.date, 'Dy, FMDD Mon YYYY')),
              'timeslot', json_agg(json_build_object('id', s.id, 'time', s.time,
                'label', to_char(s.time::time, 'FMHH12:MI AM'), 'isAvailable', s.is_bookable,
                'maxAttendees', s.max_attendees, 'currentAttendees', s.current_attendees) order by s.time)) as day
            from s group by s.date)
          select coalesce(json_object_agg(days.date, days.day order by days.date), '{}')::text as data from days`),
      );
      return reply.type('application/json').send(sendJson(row!.data));
    },
  );

  interface Person {
    firstName: string;
    lastName: string;
    gender: string;
    identificationNumber: string;
    dateOfBirth: string;
    packageId: number;
  }
  interface Booking extends Omit<Person, 'packageId'> {
    eventId: number;
    packageId: number;
    timeslotId: number;
    email: string;
    mobileNumber: string;
    postalCode: string;
    address: string;
    participants?: Person[];
  }

  app.post<{ Body: Booking }>('/api/registrations', async (request, reply) => {
    const booking = request.body;
    const household = booking.participants ?? [];
    const persons = 1 + household.length;
    const now = new Date();
    const result = await db.transaction(async (tx) => {
      const taken = rowsOf<{ id: number }>(
        await tx.execute(sql`
          update timeslots set current_attendees = current_attendees + ${persons}, current_bookings = current_bookings + 1
          where id = ${booking.timeslotId} and is_available and current_attendees + ${persons} <= max_attendees
          returning id`),
      );
      if (taken.length === 0) return null;
      const [registration] = rowsOf<{ id: string; reference_number: string }>(
        await tx.execute(sql`
          insert into registrations (event_id, timeslot_id, package_id, first_name, last_name, gender,
            identification_number, date_of_birth, mobile_number, email, postal_code, address, status,
            reference_number, person_count, subtotal_amount, total_amount, amount_due)
          values (${booking.eventId}, ${booking.timeslotId}, ${booking.packageId}, ${booking.firstName},
            ${booking.lastName}, ${booking.gender}, ${booking.identificationNumber}, ${booking.dateOfBirth},
            ${booking.mobileNumber}, ${booking.email}, ${booking.postalCode}, ${booking.address}, 'pending_payment',
            ${generateReferenceNumber(now, randomInt)}, ${persons}, '0', '0', '0')
          returning id, reference_number`),
      );
      for (const person of household) {
        await tx.execute(sql`
          insert into participants (registration_id, first_name, last_name, gender, identification_number,
            date_of_birth, package_id, package_price, original_price)
          values (${registration!.id}, ${person.firstName}, ${person.lastName}, ${person.gender},
            ${person.identificationNumber}, ${person.dateOfBirth}, ${person.packageId}, '0', '0')`);
      }
      return registration!;
    });
    if (!result) return reply.status(409).send({ success: false, message: 'This timeslot is full' });
    return reply.status(201).send({
      success: true,
      data: {
        reference_number: result.reference_number,
        id: result.id,
        status: 'pending_payment',
        totalAmount: '0.00',
        amountDue: '0.00',
      },
    });
  });

  const close = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  await app.listen({ port: Number(process.env.PORT ?? 5001), host: process.env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error('baseline server failed to start:', error);
  process.exit(1);
});
