import type { Executor } from '../../db/client';

/**
 * Where room given back to a slot goes first: to the waitlist, offered in the transaction that freed
 * it (DESIGN §8.6). The waitlist's offers build on bookings, so whoever frees a visit (a cancelled,
 * expired or moved booking, an unblocked slot, an event's new schedule) is handed this by the layer
 * that composes them: app.ts and the admin area pass waitlist-offers' `freedVisitOffers`.
 */
export interface FreedVisits {
  /** A slot has room again: its free visits are offered to the earliest matching entries. */
  offerFreedVisits(tx: Executor, options: { timeslotId: number; now: Date; offerMinutes: number }): Promise<unknown>;
  /** Staff changed an event's schedule: every slot of it with room is offered to those waiting. */
  offerEventVisits(tx: Executor, options: { eventId: number; now: Date; offerMinutes: number }): Promise<unknown>;
}
