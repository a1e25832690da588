import { API_REGISTRATION_NOT_FOUND_MESSAGE, CURSOR_MESSAGE } from '@domain/api-keys/messages';
import type { ApiRegistration } from '@domain/api-keys/schemas';
import { CLOSED_BOOKING_STATUSES } from '@domain/bookings/status';
import { maskIdentificationNumber, REFERENCE_NUMBER_PATTERN } from '@domain/shared/identity';
import { isRegionName } from '@domain/timeslots/regions';
import { and, asc, desc, eq, gte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { registrations } from '../../db/schema/bookings';
import { badRequest, notFound } from '../../errors';
import { findBookingPersons, findEventsAndSlots } from '../bookings';

// What an API key reads (docs/decisions/008-what-an-api-key-reads.md): a booking's reference, status,
// visit, packages, names and contact, and its stored amounts. Never its id (it authorises anonymous
// changes, rule 7), date of birth, address, medical conditions or member numbers; the NRIC masked.

const PAID_STATUSES = ['paid', 'completed'];

/** The exact stored time of a change, to the microsecond, as the cursor carries it. */
const updatedAtText = sql<string>`to_char(${registrations.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const columns = {
  id: registrations.id,
  referenceNumber: registrations.referenceNumber,
  status: registrations.status,
  eventId: registrations.eventId,
  timeslotId: registrations.timeslotId,
  packageId: registrations.packageId,
  region: registrations.region,
  firstName: registrations.firstName,
  lastName: registrations.lastName,
  email: registrations.email,
  mobileNumber: registrations.mobileNumber,
  identificationNumber: registrations.identificationNumber,
  personCount: registrations.personCount,
  subtotalAmount: registrations.subtotalAmount,
  volumeDiscountAmount: registrations.volumeDiscountAmount,
  discountAmount: registrations.discountAmount,
  aiaDiscountAmount: registrations.aiaDiscountAmount,
  cardDiscountAmount: registrations.cardDiscountAmount,
  gstAmount: registrations.gstAmount,
  totalAmount: registrations.totalAmount,
  totalPaidInApp: registrations.totalPaidInApp,
  amountDue: registrations.amountDue,
  paymentMethod: registrations.paymentMethod,
  paidTransactionId: registrations.paidTransactionId,
  wcBookingCode: registrations.wcBookingCode,
  createdAt: registrations.createdAt,
  updatedAt: registrations.updatedAt,
  cancelledAt: registrations.cancelledAt,
  cursorAt: updatedAtText,
};
type Registration = typeof registrations.$inferSelect;
type Row = { [K in Exclude<keyof typeof columns, 'cursorAt'>]: Registration[K] } & { cursorAt: string };

async function toApiRegistrations(db: Executor, rows: Row[]): Promise<ApiRegistration[]> {
  const [{ eventNames, slots }, persons] = await Promise.all([
    findEventsAndSlots(db, rows),
    findBookingPersons(db, rows),
  ]);
  return rows.map((row) => {
    const people = persons.get(row.id) ?? [];
    const slot = slots.get(row.timeslotId);
    return {
      referenceNumber: row.referenceNumber,
      status: row.status,
      eventName: eventNames.get(row.eventId) ?? '',
      visitDate: slot?.date ?? '',
      visitTime: slot?.time ?? '',
      region: row.region !== null && isRegionName(row.region) ? row.region : null,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      mobileNumber: row.mobileNumber,
      identificationNumberMasked: maskIdentificationNumber(row.identificationNumber),
      personCount: row.personCount,
      persons: people,
      packageNames: [...new Set(people.map((person) => person.packageName))],
      currency: 'SGD',
      amounts: {
        subtotal: row.subtotalAmount,
        volumeDiscount: row.volumeDiscountAmount,
        discount: row.discountAmount,
        memberDiscount: row.aiaDiscountAmount,
        cardDiscount: row.cardDiscountAmount,
        gst: row.gstAmount,
        total: row.totalAmount,
        partnerPaid: row.totalPaidInApp,
        amountDue: row.amountDue,
      },
      isPaid: PAID_STATUSES.includes(row.status),
      paymentMethod: row.paymentMethod,
      transactionId: row.paidTransactionId,
      partnerBookingCode: row.wcBookingCode,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
    };
  });
}

/** GET /api/v1/registrations/{reference}: any status; an unknown reference is a 404. */
export async function findApiRegistrationByReference(db: Executor, reference: string): Promise<ApiRegistration> {
  const text = reference.trim().toUpperCase();
  // Only a well-formed reference is looked up: anything else (a NUL, which PostgreSQL text cannot
  // hold, included) names nothing and gets the same 404.
  const rows = !REFERENCE_NUMBER_PATTERN.test(text)
    ? []
    : await db.select(columns).from(registrations).where(eq(registrations.referenceNumber, text));
  if (rows.length === 0) throw notFound(API_REGISTRATION_NOT_FOUND_MESSAGE);
  return (await toApiRegistrations(db, rows))[0]!;
}

/**
 * GET /api/v1/registrations/by-partner-code/{code}: the partner code's live booking (a code books at
 * most one), else its latest cancelled or expired one; 404 when it booked nothing.
 */
export async function findApiRegistrationByPartnerCode(db: Executor, code: string): Promise<ApiRegistration> {
  const text = code.trim();
  const rows = !/^\d{12,16}$/.test(text)
    ? []
    : await db
        .select(columns)
        .from(registrations)
        .where(eq(registrations.wcBookingCode, text))
        .orderBy(
          sql`case when ${notInArray(registrations.status, [...CLOSED_BOOKING_STATUSES])} then 0 else 1 end`,
          desc(registrations.createdAt),
        )
        .limit(1);
  if (rows.length === 0) throw notFound(API_REGISTRATION_NOT_FOUND_MESSAGE);
  return (await toApiRegistrations(db, rows))[0]!;
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f-]{36})$/;

const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  const match = CURSOR_PATTERN.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest(CURSOR_MESSAGE);
  return { at: match[1]!, id: match[2]! };
}

/**
 * GET /api/v1/registrations: bookings changed at or after `updatedSince` (or after the cursor), oldest
 * change first, ordered by (updatedAt, id): a stable order, so paging never skips or repeats a row
 * that did not change meanwhile, and a row that changes again moves to a later page. The cursor holds
 * the last row's exact stored time (to the microsecond) and id. `nextCursor` is set whenever the page
 * has rows: a client keeps it to ask again later for what changed since.
 */
export async function listApiRegistrationsChangedSince(
  db: Executor,
  options: { updatedSince?: string; cursor?: string; limit: number },
): Promise<{ registrations: ApiRegistration[]; nextCursor: string | null; hasMore: boolean }> {
  let where: SQL | undefined;
  if (options.cursor) {
    const { at, id } = decodeCursor(options.cursor);
    where = sql`(${registrations.updatedAt}, ${registrations.id}) > (${at}::timestamptz, ${id}::uuid)`;
  } else if (options.updatedSince) {
    where = gte(registrations.updatedAt, new Date(options.updatedSince));
  }
  const rows = await db
    .select(columns)
    .from(registrations)
    .where(and(where))
    .orderBy(asc(registrations.updatedAt), asc(registrations.id))
    .limit(options.limit + 1);
  const hasMore = rows.length > options.limit;
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    registrations: await toApiRegistrations(db, page),
    nextCursor: last ? encodeCursor(last.cursorAt, last.id) : (options.cursor ?? null),
    hasMore,
  };
}
