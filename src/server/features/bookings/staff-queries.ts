import { PARTNER_DISPLAY_NAME } from '@domain/bookings/messages';
import { CLOSED_BOOKING_STATUSES } from '@domain/bookings/status';
import { isAddressNeeded } from '@domain/orders/address-needed';
import { ADMIN_REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/orders/messages';
import type {
  AdminParticipant,
  AdminRegistration,
  AdminRegistrationDetails,
  AdminRegistrationListQuery,
  AdminRegistrationStatus,
  MemberType,
} from '@domain/orders/schemas';
import { REGISTRATION_STATUSES } from '@domain/orders/schemas';
import { NO_PAYMENT_ROWS, paymentStateOf } from '@domain/payments/state';
import { maskIdentificationNumber } from '@domain/shared/identity';
import { centsToAmount, toCents } from '@domain/shared/money';
import type { BookingOnDate } from '@domain/timeslots/holiday-schemas';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { participants, registrations } from '../../db/schema';
import { notFound } from '../../errors';
import { findCodeLabels } from '../discounts';
import { findEventNames, findPackageNames } from '../events';
import { findSlotIdsOnDate, findSlotTimes } from '../timeslots';
import { findEventsAndSlots, mainPersonPrice } from './booking-details';
import { findPaymentHistory, findPaymentTotals } from './payment-summary';

// Bookings as staff see them (spec 001 §2 Orders): the list with paging, search and filters, its CSV
// export, the details dialog, and the counts other capabilities show (per event, package, date).

const uuidSchema = z.uuid();
const asStatus = (status: string): AdminRegistrationStatus =>
  (REGISTRATION_STATUSES as readonly string[]).includes(status) ? (status as AdminRegistrationStatus) : 'confirmed';

/**
 * The WHERE of the list and its export; null when a filter can match nothing (a visit date with no
 * slot). Search matches the reference, first or last name (or both), the mobile number's digits, or,
 * for four letters or digits, the ID's last four.
 */
async function listFilter(db: Executor, query: AdminRegistrationListQuery): Promise<SQL | undefined | null> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(registrations.status, query.status));
  if (query.eventId) conditions.push(eq(registrations.eventId, query.eventId));
  if (query.visitDate) {
    const slotIds = await findSlotIdsOnDate(db, query.visitDate);
    if (slotIds.length === 0) return null;
    conditions.push(inArray(registrations.timeslotId, slotIds));
  }
  if (query.search) {
    const text = query.search;
    const pattern = `%${escapeLike(text)}%`;
    const matches: SQL[] = [
      ilike(registrations.referenceNumber, pattern),
      ilike(registrations.firstName, pattern),
      ilike(registrations.lastName, pattern),
      ilike(sql`${registrations.firstName} || ' ' || ${registrations.lastName}`, pattern),
    ];
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 3 && /^[\d\s+()-]+$/.test(text)) {
      matches.push(sql`regexp_replace(${registrations.mobileNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    }
    if (/^[A-Za-z0-9]{4}$/.test(text)) {
      matches.push(sql`upper(right(${registrations.identificationNumber}, 4)) = ${text.toUpperCase()}`);
    }
    conditions.push(or(...matches));
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const listColumns = {
  id: registrations.id,
  referenceNumber: registrations.referenceNumber,
  firstName: registrations.firstName,
  lastName: registrations.lastName,
  email: registrations.email,
  mobileNumber: registrations.mobileNumber,
  status: registrations.status,
  eventId: registrations.eventId,
  packageId: registrations.packageId,
  timeslotId: registrations.timeslotId,
  personCount: registrations.personCount,
  totalAmount: registrations.totalAmount,
  amountDue: registrations.amountDue,
  partnerPaid: registrations.totalPaidInApp,
  postalCode: registrations.postalCode,
  address: registrations.address,
  erasedAt: registrations.erasedAt,
  createdAt: registrations.createdAt,
};
type ListRow = {
  [K in keyof typeof listColumns]: (typeof listColumns)[K]['_']['notNull'] extends true
    ? (typeof listColumns)[K]['_']['data']
    : (typeof listColumns)[K]['_']['data'] | null;
};

/** The event, package, slot and payments of each row, read through their features (four queries a page). */
async function toAdminRows(db: Executor, rows: ListRow[]): Promise<AdminRegistration[]> {
  const [{ eventNames, slots }, packageNames, paymentTotals] = await Promise.all([
    findEventsAndSlots(db, rows),
    findPackageNames(
      db,
      rows.map((row) => row.packageId),
    ),
    findPaymentTotals(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    referenceNumber: row.referenceNumber,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    status: asStatus(row.status),
    timeslotDate: slots.get(row.timeslotId)?.date ?? '',
    timeslotTime: slots.get(row.timeslotId)?.time ?? '',
    eventId: row.eventId,
    eventName: eventNames.get(row.eventId) ?? '',
    packageName: packageNames.get(row.packageId) ?? '',
    personCount: row.personCount,
    totalAmount: row.totalAmount,
    amountDue: row.amountDue,
    createdAt: row.createdAt.toISOString(),
    paymentState: paymentStateOf({
      status: row.status,
      totalAmount: row.totalAmount,
      partnerPaid: row.partnerPaid,
      rows: paymentTotals.get(row.id) ?? NO_PAYMENT_ROWS,
    }),
    addressNeeded: isAddressNeeded(row),
  }));
}

/** GET /api/admin/registrations: newest first, one page, with the number of matches. */
export async function listAdminRegistrations(
  db: Executor,
  query: AdminRegistrationListQuery,
): Promise<{ rows: AdminRegistration[]; total: number }> {
  const where = await listFilter(db, query);
  if (where === null) return { rows: [], total: 0 };
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(registrations)
      .where(where)
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(registrations).where(where),
  ]);
  return { rows: await toAdminRows(db, rows), total: counted?.n ?? 0 };
}

/** How many rows the export of a filter would hold. */
export async function countAdminRegistrations(db: Executor, query: AdminRegistrationListQuery): Promise<number> {
  const where = await listFilter(db, query);
  if (where === null) return 0;
  const [counted] = await db.select({ n: count() }).from(registrations).where(where);
  return counted?.n ?? 0;
}

/**
 * The whole filtered list for the CSV export, newest first, read in batches by keyset (never one
 * query for everything, never OFFSET deep into the table) and bounded by `maxRows`.
 */
export async function* streamAdminRegistrations(
  db: Executor,
  query: AdminRegistrationListQuery,
  options: { batchSize: number; maxRows: number },
): AsyncGenerator<AdminRegistration> {
  const where = await listFilter(db, query);
  if (where === null) return;
  let after: { createdAt: Date; id: string } | null = null;
  let sent = 0;
  while (sent < options.maxRows) {
    const cursor: SQL | undefined = after
      ? sql`(${registrations.createdAt}, ${registrations.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows: ListRow[] = await db
      .select(listColumns)
      .from(registrations)
      .where(and(where, cursor))
      .orderBy(desc(registrations.createdAt), desc(registrations.id))
      .limit(Math.min(options.batchSize, options.maxRows - sent));
    if (rows.length === 0) return;
    for (const row of await toAdminRows(db, rows)) yield row;
    sent += rows.length;
    const last: ListRow = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < options.batchSize) return;
  }
}

const memberType = (row: { isAiaMember: boolean; isVitalityMember: boolean }): MemberType =>
  row.isAiaMember ? 'AIA' : row.isVitalityMember ? 'Vitality' : 'Retail';

/**
 * GET /api/admin/registrations/{id}: every field of the details dialog, from the amounts stored at
 * booking. ID numbers are masked (DESIGN §8.3): staff see a full one only through the audited reveal
 * (reveal-identification.ts).
 */
export async function findAdminRegistration(db: Executor, id: string): Promise<AdminRegistrationDetails> {
  if (!uuidSchema.safeParse(id).success) throw notFound(ADMIN_REGISTRATION_NOT_FOUND_MESSAGE);
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (!row) throw notFound(ADMIN_REGISTRATION_NOT_FOUND_MESSAGE);
  const household = await db
    .select()
    .from(participants)
    .where(eq(participants.registrationId, id))
    .orderBy(asc(participants.id));
  const [eventNames, packageNames, slots, codes, paymentTotals, paymentHistory] = await Promise.all([
    findEventNames(db, [row.eventId]),
    findPackageNames(db, [row.packageId, ...household.map((person) => person.packageId)]),
    findSlotTimes(db, [row.timeslotId]),
    findCodeLabels(db, row.discountCodeId === null ? [] : [row.discountCodeId]),
    findPaymentTotals(db, [row.id]),
    findPaymentHistory(
      db,
      {
        id: row.id,
        status: row.status,
        createdAt: row.createdAt,
        cancelledAt: row.cancelledAt,
        totalAmount: row.totalAmount,
        partnerPaid: row.totalPaidInApp,
        partnerCode: row.wcBookingCode,
        paymentMethod: row.paymentMethod,
        paidTransactionId: row.paidTransactionId,
      },
      PARTNER_DISPLAY_NAME,
    ),
  ]);
  const packageName = (packageId: number) => packageNames.get(packageId) ?? '';
  const primaryPrice = mainPersonPrice(row.subtotalAmount, household);
  const primary: AdminParticipant = {
    id: null,
    isPrimary: true,
    firstName: row.firstName,
    lastName: row.lastName,
    identificationNumber: maskIdentificationNumber(row.identificationNumber),
    gender: row.gender,
    dateOfBirth: row.dateOfBirth ?? '',
    packageId: row.packageId,
    packageName: packageName(row.packageId),
    packagePrice: primaryPrice,
    originalPrice: null,
  };
  const code = row.discountCodeId === null ? undefined : codes.get(row.discountCodeId);
  const slot = slots.get(row.timeslotId);
  const memberSavings = household.reduce((sum, person) => sum + toCents(person.discountAmount), 0);
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    status: asStatus(row.status),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobileNumber: row.mobileNumber,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth ?? '',
    identificationNumber: maskIdentificationNumber(row.identificationNumber),
    postalCode: row.postalCode,
    unitNumber: row.unitNumber,
    address: row.address,
    region: row.region,
    medicalConditions: row.medicalConditions,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    erasedAt: row.erasedAt?.toISOString() ?? null,
    eventId: row.eventId,
    eventName: eventNames.get(row.eventId) ?? '',
    timeslotId: row.timeslotId,
    timeslotDate: slot?.date ?? '',
    timeslotTime: slot?.time ?? '',
    packageId: row.packageId,
    packageName: packageName(row.packageId),
    packagePrice: primaryPrice,
    participants: [
      primary,
      ...household.map(
        (person): AdminParticipant => ({
          id: person.id,
          isPrimary: false,
          firstName: person.firstName,
          lastName: person.lastName,
          identificationNumber: maskIdentificationNumber(person.identificationNumber),
          gender: person.gender,
          dateOfBirth: person.dateOfBirth ?? '',
          packageId: person.packageId,
          packageName: packageName(person.packageId),
          packagePrice: person.packagePrice,
          originalPrice: person.originalPrice,
        }),
      ),
    ],
    personCount: row.personCount,
    subtotal: row.subtotalAmount,
    volumeDiscount: row.volumeDiscountAmount,
    discountAmount: row.discountAmount,
    // The stored total of member savings; older bookings kept only the household's in participants.
    memberDiscountAmount: toCents(row.aiaDiscountAmount) > 0 ? row.aiaDiscountAmount : centsToAmount(memberSavings),
    cardDiscountAmount: row.cardDiscountAmount,
    totalExcludingGst: centsToAmount(toCents(row.totalAmount) - toCents(row.gstAmount)),
    gst: row.gstAmount,
    totalIncludingGst: row.totalAmount,
    partnerPaid: row.totalPaidInApp,
    amountDue: row.amountDue,
    discountCode: code?.code ?? null,
    discountName: code?.discountName ?? null,
    paymentMethod: row.paymentMethod,
    transactionId: row.paidTransactionId,
    memberType: memberType(row),
    // An AIA member's ID is their NRIC (stored again at booking): masked like it.
    aiaMemberId: row.aiaMemberId === null ? null : maskIdentificationNumber(row.aiaMemberId),
    vitalityMembershipNo: row.vitalityMembershipNo,
    isPaid: toCents(row.amountDue) === 0 && row.status !== 'pending_payment' && row.status !== 'expired',
    paymentState: paymentStateOf({
      status: row.status,
      totalAmount: row.totalAmount,
      partnerPaid: row.totalPaidInApp,
      rows: paymentTotals.get(row.id) ?? NO_PAYMENT_ROWS,
    }),
    paymentHistory,
    addressNeeded: isAddressNeeded(row),
    partnerBookingCode: row.wcBookingCode,
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    privacyNoticeVersion: row.privacyNoticeVersion,
    consentedAt: row.consentedAt?.toISOString() ?? null,
  };
}

/** Bookings (any status: a cancelled one is history too) per event; an event with any cannot be deleted. */
export async function countRegistrationsByEvent(db: Executor, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: registrations.eventId, n: count() })
    .from(registrations)
    .where(inArray(registrations.eventId, eventIds))
    .groupBy(registrations.eventId);
  return new Map(rows.map((row) => [row.eventId, row.n]));
}

/** Bookings (any status) in which the package was chosen, by the main person or a household member. */
export async function countRegistrationsByPackage(db: Executor, packageIds: number[]): Promise<Map<number, number>> {
  if (packageIds.length === 0) return new Map();
  const [main, household] = await Promise.all([
    db
      .select({ packageId: registrations.packageId, id: registrations.id })
      .from(registrations)
      .where(inArray(registrations.packageId, packageIds)),
    db
      .select({ packageId: participants.packageId, id: participants.registrationId })
      .from(participants)
      .where(inArray(participants.packageId, packageIds)),
  ]);
  const bookings = new Map<number, Set<string>>();
  for (const row of [...main, ...household]) {
    bookings.set(row.packageId, (bookings.get(row.packageId) ?? new Set()).add(row.id));
  }
  return new Map([...bookings].map(([packageId, ids]) => [packageId, ids.size]));
}

/** Of these slots, the ones any booking (any status) names: they cannot be removed from a schedule. */
export async function findTimeslotIdsWithBookings(db: Executor, timeslotIds: number[]): Promise<Set<number>> {
  if (timeslotIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ timeslotId: registrations.timeslotId })
    .from(registrations)
    .where(inArray(registrations.timeslotId, timeslotIds));
  return new Set(rows.map((row) => row.timeslotId));
}

/** Live bookings whose visit is on a date, by time: what staff must handle when the date becomes a holiday. */
export async function findBookingsOnDate(db: Executor, date: string): Promise<BookingOnDate[]> {
  const slotIds = await findSlotIdsOnDate(db, date);
  if (slotIds.length === 0) return [];
  const rows = await db
    .select({
      id: registrations.id,
      referenceNumber: registrations.referenceNumber,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      mobileNumber: registrations.mobileNumber,
      eventId: registrations.eventId,
      timeslotId: registrations.timeslotId,
      status: registrations.status,
      personCount: registrations.personCount,
    })
    .from(registrations)
    .where(
      and(inArray(registrations.timeslotId, slotIds), notInArray(registrations.status, [...CLOSED_BOOKING_STATUSES])),
    );
  const { eventNames, slots } = await findEventsAndSlots(db, rows);
  return rows
    .map((row) => ({
      id: row.id,
      referenceNumber: row.referenceNumber,
      firstName: row.firstName,
      lastName: row.lastName,
      mobileNumber: row.mobileNumber,
      eventName: eventNames.get(row.eventId) ?? '',
      timeslotTime: slots.get(row.timeslotId)?.time ?? '',
      status: asStatus(row.status),
      personCount: row.personCount,
    }))
    .sort((a, b) => a.timeslotTime.localeCompare(b.timeslotTime) || a.referenceNumber.localeCompare(b.referenceNumber));
}

/** How many bookings there are (the dashboard's Orders card). */
export async function countRegistrations(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(registrations);
  return row?.n ?? 0;
}
