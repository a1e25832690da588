/**
 * The benchmark's baseline: a bare Fastify server (no plugins, no schemas, no hooks) on the same
 * database as the product, doing the least work each case needs. Reads are one query that returns the
 * same rows as the same JSON (built by PostgreSQL); a booking is one data-modifying statement writing
 * the rows the product writes (see the booking route below). What the product spends beyond this is
 * what everything else costs: validation, its checks, membership, rate limits, serialisation through
 * the response schemas, and every statement past the one.
 *
 * Started by scripts/bench.ts as its own process: PORT, HOST, and DATABASE_URL or DATA_DIR.
 */
import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import path from 'node:path';
import { priceBooking } from '@domain/bookings/pricing';
import { emailKey, idNumberKey, mobileKey } from '@domain/shared/contact-keys';
import { generateReferenceNumber } from '@domain/shared/identity';
import { regionForPostalCode } from '@domain/timeslots/regions';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../../src/server/db/client';
import { getOrCreateSecret } from '../../src/server/db/secrets';

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
    discountCodeId?: number;
    discountCode?: string;
    participants?: Person[];
  }

  // Prices, codes and the verification key are read once at start: the baseline spends no statement on
  // what does not change during a run (the product reads them per booking, in its one read).
  const prices = new Map(
    rowsOf<{ id: number; price: string; aia_price: string | null }>(
      await db.execute(sql`select id, price::text, aia_price::text from packages`),
    ).map((row) => [row.id, { price: row.price, aiaPrice: row.aia_price }]),
  );
  const codes = new Map(
    rowsOf<{ id: number; discount_id: number; value_type: string; value: string }>(
      await db.execute(sql`select i.id, d.id as discount_id, d.discount_value_type as value_type, d.value::text
        from discount_identifiers i join discounts d on d.id = i.discount_id`),
    ).map((row) => [
      row.id,
      {
        discountId: row.discount_id,
        rule: {
          valueType: row.value_type === 'amount' ? ('amount' as const) : ('percentage' as const),
          value: row.value,
        },
      },
    ]),
  );
  const verificationKey = await getOrCreateSecret(
    db,
    'member_verification_key',
    'Key of the hashes that let a booking reuse a recent member verification',
  );
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const hmac = (text: string) => createHmac('sha256', verificationKey).update(text).digest('hex');

  /**
   * A booking as the product writes it (the same rows and column values: capacity with the visit
   * count, the registration with its contact keys, hold and hashes, its household, the code's
   * redemption, the recent verification read and its counted attempt, the audit row, the outbox row,
   * the Idempotency-Key row with its answer) in one data-modifying statement, so one round trip and
   * one commit. None of the product's checks beyond the capacity and the code's limit.
   */
  app.post<{ Body: Booking }>('/api/registrations', async (request, reply) => {
    const booking = request.body;
    const key = String(request.headers['idempotency-key'] ?? randomUUID());
    const household = booking.participants ?? [];
    const persons = 1 + household.length;
    const now = new Date();
    const code = booking.discountCodeId != null ? codes.get(booking.discountCodeId) : undefined;
    const price = priceBooking({
      persons: [booking.packageId, ...household.map((person) => person.packageId)].map((id) => prices.get(id)!),
      isMember: false,
      discount: code?.rule ?? null,
    });
    const id = randomUUID();
    const reference = generateReferenceNumber(now, randomInt);
    const bookingToken = randomBytes(32).toString('base64url');
    const verificationCode = String(randomInt(1_000_000)).padStart(6, '0');
    const dueAt = new Date(now.getTime() + 24 * 3_600_000);
    const holdExpiresAt = new Date(now.getTime() + 30 * 60_000);
    const nowIso = now.toISOString();
    const answer = {
      reference_number: reference,
      id,
      status: 'pending_payment',
      totalAmount: price.total,
      amountDue: price.amountDue,
      holdExpiresAt: holdExpiresAt.toISOString(),
      bookingToken,
    };
    const changes = {
      referenceNumber: reference,
      status: 'pending_payment',
      personCount: persons,
      totalAmount: price.total,
      amountDue: price.amountDue,
      discountIdentifierId: booking.discountCodeId ?? null,
    };
    const subject = hmac([booking.identificationNumber, booking.dateOfBirth, ''].join('|'));
    const attemptKey = hmac(`attempts|${booking.identificationNumber.trim().toUpperCase()}`);
    const householdJson = JSON.stringify(
      household.map((person, index) => ({
        ...person,
        unitPrice: price.persons[index + 1]!.unitPrice,
        originalPrice: price.persons[index + 1]!.originalPrice,
        memberDiscount: price.persons[index + 1]!.memberDiscount,
      })),
    );
    const redeem = code
      ? sql`, redeemed as (
          update discount_identifiers set used_count = used_count + 1, is_used = true, used_at = ${nowIso}, updated_at = ${nowIso}
          where id = ${booking.discountCodeId} and (coalesce(max_redemptions, 0) = 0 or used_count + 1 <= max_redemptions)
            and exists (select 1 from slot)
          returning id),
        discount_taken as (
          update discounts set redemption_count = redemption_count + 1, updated_at = ${nowIso}
          where id = ${code.discountId} and exists (select 1 from redeemed)
            and (not limit_redemption or coalesce(max_redemptions, 0) = 0 or redemption_count + 1 <= max_redemptions)
          returning id)`
      : sql``;
    const codeTaken = code ? sql`and exists (select 1 from discount_taken)` : sql``;
    const codeLink = code
      ? sql`code_link as (
          insert into registration_discount_identifiers (registration_id, discount_identifier_id, created_at)
          select reg.id, ${booking.discountCodeId}, ${nowIso} from reg),`
      : sql``;
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        with verification as (
          select is_aia_member, is_vitality_member from member_verifications
          where subject_hash = ${subject} and verified_at > ${new Date(now.getTime() - 15 * 60_000).toISOString()}),
        remembered as (
          insert into member_verifications (subject_hash, is_aia_member, is_vitality_member, verified_at)
          select ${subject}, false, false, ${nowIso} where not exists (select 1 from verification)
          on conflict (subject_hash) do update set is_aia_member = false, is_vitality_member = false, verified_at = ${nowIso}),
        attempt as (
          insert into member_verification_attempts (id_hash, attempted_at, last_attempt_at)
          values (${attemptKey}, array[${nowIso}::timestamptz], ${nowIso})
          on conflict (id_hash) do update set attempted_at = array_append(member_verification_attempts.attempted_at, ${nowIso}::timestamptz),
            last_attempt_at = ${nowIso}
          returning id_hash),
        slot as (
          update timeslots set current_attendees = current_attendees + ${persons}, current_bookings = current_bookings + 1
          where id = ${booking.timeslotId} and is_available and current_attendees + ${persons} <= max_attendees
            and current_bookings + 1 <= (select coalesce(max(c.slots_per_timeslot), 1) from event_configs c where c.event_id = ${booking.eventId})
          returning id)
        ${redeem},
        reg as (
          insert into registrations (id, event_id, timeslot_id, package_id, first_name, last_name, gender,
            identification_number, date_of_birth, mobile_number, email, postal_code, address, region,
            is_aia_member, is_vitality_member, discount_code_id, status, reference_number, person_count,
            subtotal_amount, volume_discount_amount, discount_amount, aia_discount_amount, gst_amount, total_amount,
            amount_due, payment_due_at, email_key, mobile_key, id_key, hold_expires_at, verification_code_hash,
            booking_token_hash, created_at, updated_at)
          select ${id}, ${booking.eventId}, ${booking.timeslotId}, ${booking.packageId}, ${booking.firstName},
            ${booking.lastName}, ${booking.gender}, ${booking.identificationNumber}, ${booking.dateOfBirth},
            ${booking.mobileNumber}, ${booking.email}, ${booking.postalCode}, ${booking.address},
            ${regionForPostalCode(booking.postalCode)},
            coalesce((select is_aia_member from verification), false),
            coalesce((select is_vitality_member from verification), false),
            ${booking.discountCodeId ?? null}, 'pending_payment', ${reference}, ${persons}, ${price.subtotal},
            ${price.volumeDiscount}, ${price.codeDiscount}, '0.00', ${price.gst}, ${price.total}, ${price.amountDue},
            ${dueAt.toISOString()}, ${emailKey(booking.email)}, ${mobileKey(booking.mobileNumber)},
            ${idNumberKey(booking.identificationNumber)}, ${holdExpiresAt.toISOString()},
            ${sha256(`${id}:${verificationCode}`)}, ${sha256(bookingToken)}, ${nowIso}, ${nowIso}
          where exists (select 1 from slot) ${codeTaken}
          returning id),
        ${codeLink}
        household as (
          insert into participants (registration_id, first_name, last_name, gender, identification_number,
            date_of_birth, package_id, is_aia_member, is_vitality_member, package_price, original_price,
            discount_amount, created_at, updated_at)
          select reg.id, p."firstName", p."lastName", p.gender, p."identificationNumber", p."dateOfBirth"::date,
            p."packageId", false, false, p."unitPrice"::numeric, p."originalPrice"::numeric,
            p."memberDiscount"::numeric, ${nowIso}, ${nowIso}
          from reg, jsonb_to_recordset(${householdJson}::jsonb) as p("firstName" text, "lastName" text, gender text,
            "identificationNumber" text, "dateOfBirth" text, "packageId" int, "unitPrice" text, "originalPrice" text,
            "memberDiscount" text)),
        audit as (
          insert into audit_log (actor, action, entity, entity_id, changes, created_at)
          select 'customer', 'create', 'registration', reg.id::text, ${JSON.stringify(changes)}::jsonb, ${nowIso} from reg),
        outbox as (
          insert into email_outbox (kind, registration_id, dedupe_key, to_address, link_secrets, subject, html, status,
            next_attempt_at, created_at)
          select 'confirmation', reg.id, 'confirmation:' || reg.id, ${booking.email},
            ${JSON.stringify({ verificationCode, bookingToken })}::jsonb, '', '', 'pending', ${nowIso}, ${nowIso} from reg),
        answer as (
          insert into idempotency_keys (key, scope, request_hash, status_code, response_body, created_at)
          select ${key}, 'POST /api/registrations', ${sha256(JSON.stringify(booking))}, 201,
            ${JSON.stringify(answer)}::jsonb, ${nowIso} from reg)
        select reg.id from reg, attempt`),
    );
    if (rows.length === 0) return reply.status(409).send({ success: false, message: 'This timeslot is full' });
    return reply.status(201).send({ success: true, data: answer });
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
