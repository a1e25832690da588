import { isClosedBookingStatus } from '@domain/bookings/status';
import {
  type MessageChannel,
  ON_MY_WAY_ABROAD_MESSAGE,
  ON_MY_WAY_CLOSED_MESSAGE,
  ON_MY_WAY_NO_TEXTS_MESSAGE,
  ON_MY_WAY_NOT_TODAY_MESSAGE,
  type OnMyWayResult,
  type OnMyWayStatus,
  textsAllowedTo,
  toE164,
} from '@domain/notifications/text-messages';
import { ADMIN_REGISTRATION_NOT_FOUND_MESSAGE } from '@domain/orders/messages';
import { orderRoute } from '@domain/routing/route-order';
import type { RunSheet, RunSheetQuery } from '@domain/run-sheet/schemas';
import { formatDateLabel, todayInSingapore } from '@domain/shared/dates';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { type Actor, recordAudit } from '../audit-log';
import { findOptedOut, isOptedOut } from '../notifications';
import { findLatestOfKind, type OutboxRow, queueTextQuery, withdrawUnsentMessages } from '../outbox';
import { findStaffNames } from '../staff';
import { findVisitByReference, listRunSheetVisits, type RunSheetBooking } from './visits';

function onMyWayStatus(row: OutboxRow): OnMyWayStatus {
  const minutes = Number((row.variables as { minutes?: string } | null)?.minutes ?? 0);
  return {
    minutes,
    channel: row.channel as MessageChannel,
    queuedAt: row.createdAt.toISOString(),
    status: row.status,
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveryStatus: row.deliveryStatus,
  };
}

/**
 * A region's day as routes: each nurse's visits in route order (DESIGN §8.12), the nurses by name, the
 * unassigned visits last as a route of their own.
 */
function routesByNurse(bookings: RunSheetBooking[], names: Map<number, string>) {
  const routes = new Map<number | null, RunSheetBooking[]>();
  for (const booking of bookings) {
    const route = routes.get(booking.assignedStaffId);
    if (route) route.push(booking);
    else routes.set(booking.assignedStaffId, [booking]);
  }
  const nameOf = (staffId: number | null) => (staffId === null ? null : (names.get(staffId) ?? ''));
  return [...routes.keys()]
    .sort((a, b) => {
      const [nameA, nameB] = [nameOf(a), nameOf(b)];
      if (nameA === null || nameB === null) return nameA === nameB ? 0 : nameA === null ? 1 : -1;
      return nameA.localeCompare(nameB) || a! - b!;
    })
    .flatMap((staffId) =>
      orderRoute(routes.get(staffId)!.map((booking) => ({ ...booking, id: booking.registrationId }))),
    )
    .map(({ visit: { id, ...visit }, ...stop }) => ({ ...stop, visit: visit as RunSheetBooking }));
}

/** The nurse's run sheet of a region and a day (beyond the spec: the nurse team plans the route with it). */
export async function getRunSheet(ctx: Pick<AppContext, 'db' | 'config'>, query: RunSheetQuery): Promise<RunSheet> {
  const bookings = await listRunSheetVisits(ctx.db, query);
  const numbers = new Map(bookings.map((booking) => [booking.registrationId, toE164(booking.mobileNumber)]));
  const [optedOut, onMyWay, names] = await Promise.all([
    findOptedOut(
      ctx.db,
      [...numbers.values()].filter((number): number is string => number !== null),
    ),
    findLatestOfKind(ctx.db, { registrationIds: [...numbers.keys()], kind: 'on-my-way' }),
    findStaffNames(ctx.db),
  ]);
  const visits = routesByNurse(bookings, names).map(({ visit: booking, order, distanceFromPreviousKm }) => {
    const { registrationId, smsReminders, email, latitude, longitude, assignedStaffId, persons, ...visit } = booking;
    const number = numbers.get(registrationId);
    const latest = onMyWay.get(registrationId);
    const textable = number ? textsAllowedTo(number, ctx.config.SMS_ALLOWED_COUNTRY_CODES) : false;
    return {
      ...visit,
      registrationId,
      persons: persons.map(({ participantId, ...person }) => person),
      textsAllowed: smsReminders && textable && !optedOut.has(number ?? ''),
      onMyWay: latest ? onMyWayStatus(latest) : null,
      nurse:
        assignedStaffId === null ? null : { staffId: assignedStaffId, displayName: names.get(assignedStaffId) ?? '' },
      order,
      distanceFromPreviousKm,
    };
  });
  return {
    region: query.region,
    date: query.date,
    dateLabel: formatDateLabel(query.date),
    visits,
    visitCount: visits.length,
    personCount: visits.reduce((sum, visit) => sum + visit.personCount, 0),
  };
}

/** Presses of "On my way" this close together are one (a double tap, a slow phone): one text. */
export const ON_MY_WAY_DOUBLE_PRESS_MS = 10_000;
/** Why an earlier "On my way" that had not gone out was not sent. */
export const ON_MY_WAY_REPLACED_REASON = 'Replaced by a newer On my way';

/**
 * "On my way" (DESIGN §8.5): the nurse tells the customer of a visit today the minutes to arrival, by
 * text (SMS, or WhatsApp where staff chose it). Refused where the customer takes no texts (asked for
 * none, opted out, no mobile number, a number outside SMS_ALLOWED_COUNTRY_CODES) or the booking is
 * closed. Pressed twice within ON_MY_WAY_DOUBLE_PRESS_MS, it is sent once. Pressed again later (the
 * run sheet's "Try again" when a text did not go), it replaces an earlier one still waiting for its
 * next try, so the customer never gets a stale "in 15 minutes" after the fresh one.
 */
export async function sendOnMyWay(
  ctx: Pick<AppContext, 'db' | 'now' | 'config'>,
  options: { referenceNumber: string; minutes: number; actor: Actor },
): Promise<OnMyWayResult> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const visit = await findVisitByReference(tx, options.referenceNumber);
    if (!visit) throw notFound(ADMIN_REGISTRATION_NOT_FOUND_MESSAGE);
    if (isClosedBookingStatus(visit.status)) throw conflict(ON_MY_WAY_CLOSED_MESSAGE);
    if (visit.visitDate !== todayInSingapore(now)) throw conflict(ON_MY_WAY_NOT_TODAY_MESSAGE);
    const number = toE164(visit.mobileNumber);
    if (!visit.smsReminders || !number || (await isOptedOut(tx, number))) throw conflict(ON_MY_WAY_NO_TEXTS_MESSAGE);
    if (!textsAllowedTo(number, ctx.config.SMS_ALLOWED_COUNTRY_CODES)) throw conflict(ON_MY_WAY_ABROAD_MESSAGE);
    const press = Math.floor(now.getTime() / ON_MY_WAY_DOUBLE_PRESS_MS);
    const earlier = (await findLatestOfKind(tx, { registrationIds: [visit.id], kind: 'on-my-way' })).get(visit.id);
    if (earlier && Math.floor(earlier.createdAt.getTime() / ON_MY_WAY_DOUBLE_PRESS_MS) !== press) {
      await withdrawUnsentMessages(tx, {
        registrationId: visit.id,
        kinds: ['on-my-way'],
        reason: ON_MY_WAY_REPLACED_REASON,
        now,
      });
    }
    await queueTextQuery(tx, {
      kind: 'on-my-way',
      registrationId: visit.id,
      now,
      dedupeKey: `on-my-way:${visit.id}:${press}`,
      variables: { minutes: String(options.minutes) },
    });
    await recordAudit(tx, {
      actor: options.actor,
      action: 'on-my-way',
      entity: 'registration',
      entityId: visit.id,
      changes: { referenceNumber: options.referenceNumber, minutes: options.minutes },
      now,
    });
    const latest = (await findLatestOfKind(tx, { registrationIds: [visit.id], kind: 'on-my-way' })).get(visit.id);
    if (!latest) throw conflict(ON_MY_WAY_NO_TEXTS_MESSAGE);
    return { referenceNumber: options.referenceNumber, ...onMyWayStatus(latest) };
  });
}
