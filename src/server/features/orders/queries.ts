import { PARTNER_DISPLAY_NAME } from '@domain/bookings/messages';
import { isAddressNeeded } from '@domain/orders/address-needed';
import { ADMIN_REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/orders/messages';
import type {
  AdminParticipant,
  AdminRegistration,
  AdminRegistrationDetails,
  AdminRegistrationListQuery,
  MemberType,
} from '@domain/orders/schemas';
import { NO_PAYMENT_ROWS, paymentStateOf } from '@domain/payments/state';
import { maskIdentificationNumber } from '@domain/shared/identity';
import { asLanguage } from '@domain/shared/language';
import { centsToAmount, toCents } from '@domain/shared/money';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { escapeLike } from '../../db/like';
import { participants, registrations } from '../../db/schema/bookings';
import { notFound } from '../../errors';
import { asStatus, findEventsAndSlots, mainPersonPrice } from '../bookings';
import { findCodeLabels } from '../discounts';
import { findEventNames, findPackageNames } from '../events';
import { findVisitLog } from '../nurse';
import { findPreVisitSummaries } from '../questionnaire';
import { findStaffMember } from '../staff';
import { findSlotIdsOnDate, findSlotTimes } from '../timeslots';
import { findPaymentHistory, findPaymentTotals } from './payment-summary';

// Bookings as staff see them (spec 001 §2 Orders): the list with paging, search and filters, its CSV
// export and the details dialog.

const uuidSchema = z.uuid();
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
  const [eventNames, packageNames, slots, codes, paymentTotals, paymentHistory, preVisit, visitEvents, nurse] =
    await Promise.all([
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
      findPreVisitSummaries(db, [row.id]),
      findVisitLog(db, row.id),
      row.assignedStaffId === null ? null : findStaffMember(db, row.assignedStaffId),
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
    language: asLanguage(row.language),
    preVisit: preVisit.get(row.id) ?? [],
    nurse: nurse ? { staffId: nurse.id, displayName: nurse.displayName } : null,
    visitEvents,
  };
}
