// What the rest of the client may use from the participants feature. The routes import this file, so
// it holds only what loads on demand: the pages, and the list 'Continue' keeps (and the call that adds
// its persons to a booking) behind async functions, so none of it reaches the home page's bundle.

import type { ParticipantChangeResult, ParticipantCreateRequestInput } from '@domain/participant-schemas';
import type { DraftParticipant } from './storage';

export type { DraftParticipant } from './storage';

// One dynamic import for all of it keeps the list of chunks the home page carries for it short.
const load = () => import('./pages');

export const lazyParticipantsPage = async () => ({ Component: (await load()).ParticipantsPage });
export const lazyParticipantsRedirect = async () => ({ Component: (await load()).ParticipantsRedirect });
export const lazyBookingPackagesRedirect = async () => ({ Component: (await load()).BookingPackagesRedirect });

/** The participants list kept for this event by 'Continue' (spec 000 §2), or [] when there is none. */
export async function loadDraftParticipants(eventId: number): Promise<DraftParticipant[]> {
  return (await load()).readDraftParticipants(eventId);
}

/** Forgets the kept list (once the booking is made: it holds ID numbers and dates of birth). */
export async function forgetDraftParticipants(): Promise<void> {
  (await load()).clearDraftParticipants();
}

/** POST /api/participants: adds one person to the booking the request names. */
export async function addParticipantToBooking(
  request: ParticipantCreateRequestInput,
): Promise<ParticipantChangeResult> {
  return (await load()).addParticipant(request);
}
