import {
  ADMIN_EVENT_NOT_FOUND_MESSAGE,
  ADMIN_PACKAGE_NOT_FOUND_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  UNKNOWN_PACKAGES_MESSAGE,
} from '@domain/events/messages';
import type { PackageForm } from '@domain/events/package-schemas';
import type { EventForm } from '@domain/events/schemas';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventPackages, events, packages } from '../../db/schema/events';
import { badRequest, conflict, notFound } from '../../errors';

// The catalogue as the admin area edits it: events with the packages they offer, and packages. Plain
// rows in and out; the admin feature composes them with schedules, bookings and the audit log in one
// transaction.

export interface EventRecord {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  location: string | null;
  isActive: boolean;
  createdAt: string;
  packageIds: number[];
}

export interface PackageRecord {
  id: number;
  name: string;
  description: string | null;
  price: string;
  aiaPrice: string | null;
  isActive: boolean;
  fastingHours: number;
  preparationText: string | null;
  eventIds: number[];
}

type EventFields = Pick<EventForm, 'name' | 'slug' | 'description' | 'location' | 'isActive'>;
type PackageFields = PackageForm;

async function offeredPackageIds(db: Executor, eventIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return result;
  const rows = await db
    .select({ eventId: eventPackages.eventId, packageId: eventPackages.packageId })
    .from(eventPackages)
    .where(inArray(eventPackages.eventId, eventIds))
    .orderBy(asc(eventPackages.packageId));
  for (const row of rows) result.get(row.eventId)?.push(row.packageId);
  return result;
}

const toEventRecord = (row: typeof events.$inferSelect, packageIds: number[]): EventRecord => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  location: row.location,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  packageIds,
});

/** Every event, active or not, newest first, with the packages it offers. */
export async function listEventRecords(db: Executor): Promise<EventRecord[]> {
  const rows = await db.select().from(events).orderBy(desc(events.id));
  const offered = await offeredPackageIds(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toEventRecord(row, offered.get(row.id) ?? []));
}

/** One event, locked for the rest of the transaction when `forUpdate` (an update or delete follows). */
export async function requireEventRecord(db: Executor, id: number, forUpdate = false): Promise<EventRecord> {
  const query = db.select().from(events).where(eq(events.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(ADMIN_EVENT_NOT_FOUND_MESSAGE);
  return toEventRecord(row, (await offeredPackageIds(db, [id])).get(id) ?? []);
}

/** A slug is unique: another event's slug is a 409 (checked with ON CONFLICT on insert, before on update). */
export async function insertEventRecord(tx: Executor, fields: EventFields, now: Date): Promise<number> {
  const [row] = await tx
    .insert(events)
    .values({ ...fields, createdAt: now })
    .onConflictDoNothing({ target: events.slug })
    .returning({ id: events.id });
  if (!row) throw conflict(SLUG_TAKEN_MESSAGE);
  return row.id;
}

export async function updateEventRecord(tx: Executor, id: number, fields: EventFields): Promise<void> {
  const [taken] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.slug, fields.slug), ne(events.id, id)));
  if (taken) throw conflict(SLUG_TAKEN_MESSAGE);
  await tx.update(events).set(fields).where(eq(events.id, id));
}

/** The packages an event offers become exactly `packageIds`; an id that names no package is a 400. */
export async function setEventPackages(tx: Executor, eventId: number, packageIds: number[]): Promise<void> {
  if (packageIds.length > 0) {
    const known = await tx.select({ id: packages.id }).from(packages).where(inArray(packages.id, packageIds));
    if (known.length !== new Set(packageIds).size) throw badRequest(UNKNOWN_PACKAGES_MESSAGE);
  }
  const current = (await offeredPackageIds(tx, [eventId])).get(eventId) ?? [];
  const removed = current.filter((id) => !packageIds.includes(id));
  const added = packageIds.filter((id) => !current.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(eventPackages)
      .where(and(eq(eventPackages.eventId, eventId), inArray(eventPackages.packageId, removed)));
  }
  if (added.length > 0) {
    await tx
      .insert(eventPackages)
      .values(added.map((packageId) => ({ eventId, packageId })))
      .onConflictDoNothing();
  }
}

/** Deletes the event with what belongs to it only (packages offered, schedule, dates and slots). */
export async function deleteEventRecord(tx: Executor, id: number): Promise<void> {
  await tx.delete(events).where(eq(events.id, id));
}

async function offeringEventIds(db: Executor, packageIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(packageIds.map((id) => [id, []]));
  if (packageIds.length === 0) return result;
  const rows = await db
    .select({ eventId: eventPackages.eventId, packageId: eventPackages.packageId })
    .from(eventPackages)
    .where(inArray(eventPackages.packageId, packageIds))
    .orderBy(asc(eventPackages.eventId));
  for (const row of rows) result.get(row.packageId)?.push(row.eventId);
  return result;
}

const toPackageRecord = (row: typeof packages.$inferSelect, eventIds: number[]): PackageRecord => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  aiaPrice: row.aiaPrice,
  isActive: row.isActive,
  fastingHours: row.fastingHours,
  preparationText: row.preparationText,
  eventIds,
});

/** Every package, active or not, cheapest first (as customers see them). */
export async function listPackageRecords(db: Executor): Promise<PackageRecord[]> {
  const rows = await db.select().from(packages).orderBy(asc(packages.price), asc(packages.id));
  const offering = await offeringEventIds(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPackageRecord(row, offering.get(row.id) ?? []));
}

export async function requirePackageRecord(db: Executor, id: number, forUpdate = false): Promise<PackageRecord> {
  const query = db.select().from(packages).where(eq(packages.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(ADMIN_PACKAGE_NOT_FOUND_MESSAGE);
  return toPackageRecord(row, (await offeringEventIds(db, [id])).get(id) ?? []);
}

export async function insertPackageRecord(tx: Executor, fields: PackageFields): Promise<number> {
  const [row] = await tx.insert(packages).values(fields).returning({ id: packages.id });
  return row!.id;
}

/** A field left out of the form (undefined: the fast and preparation of the spec's form) stays as it is. */
export async function updatePackageRecord(tx: Executor, id: number, fields: PackageFields): Promise<void> {
  await tx.update(packages).set(fields).where(eq(packages.id, id));
}

export async function deletePackageRecord(tx: Executor, id: number): Promise<void> {
  await tx.delete(packages).where(eq(packages.id, id));
}

/** Event names by id, active or not (the orders list and the bookings on a holiday name them). */
export async function findEventNames(db: Executor, eventIds: number[]): Promise<Map<number, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(inArray(events.id, [...new Set(eventIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Counts for the dashboard. */
export async function countCatalogue(db: Executor): Promise<{ events: number; packages: number }> {
  const [[eventCount], [packageCount]] = await Promise.all([
    db.select({ n: count() }).from(events),
    db.select({ n: count() }).from(packages),
  ]);
  return { events: eventCount?.n ?? 0, packages: packageCount?.n ?? 0 };
}
