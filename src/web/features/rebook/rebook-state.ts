import type { RescheduleOptions } from '@domain/bookings/responses';
import { REBOOK_SLOT_MOVED_MESSAGE } from '@domain/nurse/messages';
import type { RebookView } from '@domain/nurse/moved-days';
import { REGISTRATION_CLOSED_MESSAGE } from '@domain/orders/messages';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import type { Language } from '@domain/shared/language';
import { ApiError } from '@/lib/api';

// What the rebook page shows, read from the link and the server's answers: kept apart from the
// components so that each state is plain to see and to test.

export type RebookPageState =
  | { kind: 'loading' }
  /** Opened without a token (none in the address, none kept for this booking in the tab). */
  | { kind: 'link-needed' }
  /** 403: not this booking's token (or no such booking: the server answers both alike). */
  | { kind: 'link-invalid' }
  | { kind: 'not-found' }
  /** 409: the booking is cancelled (or released), so there is nothing to move. */
  | { kind: 'cancelled' }
  | { kind: 'failed' }
  /** The customer picked another visit through this link before: the visit as it is now. */
  | { kind: 'moved'; view: RebookView & { movedAt: string } }
  | { kind: 'open'; view: RebookView };

export function rebookPageState(query: {
  token: string | null;
  isPending: boolean;
  error: unknown;
  data?: RebookView;
}): RebookPageState {
  if (!query.token) return { kind: 'link-needed' };
  if (query.data) {
    const { data } = query;
    return data.movedAt ? { kind: 'moved', view: { ...data, movedAt: data.movedAt } } : { kind: 'open', view: data };
  }
  if (query.error) {
    const status = query.error instanceof ApiError ? query.error.status : null;
    if (status === 403) return { kind: 'link-invalid' };
    if (status === 404) return { kind: 'not-found' };
    if (status === 409) return { kind: 'cancelled' };
    return { kind: 'failed' };
  }
  return { kind: 'loading' };
}

export interface OfferedSlot {
  id: number;
  date: string;
  /** The date and the time in the page's language. */
  dateLabel: string;
  timeLabel: string;
}

export interface OfferedDay {
  date: string;
  label: string;
  slots: OfferedSlot[];
}

/**
 * The visits offered, date by date in date order, times in time order: only those with room for every
 * person, never the booking's own. Dates and times are written for the page's language (Intl).
 */
export function offeredDays(options: RescheduleOptions, language: Language): OfferedDay[] {
  return Object.keys(options.timeslots)
    .sort()
    .map((date) => {
      const label = formatDateLabel(date, language);
      const slots = [...(options.timeslots[date]?.timeslot ?? [])]
        .filter((slot) => slot.isAvailable && slot.id !== options.currentTimeslotId)
        .sort((a, b) => a.time.localeCompare(b.time))
        .map((slot) => ({ id: slot.id, date, dateLabel: label, timeLabel: formatTimeLabel(slot.time, language) }));
      return { date, label, slots };
    })
    .filter((day) => day.slots.length > 0);
}

/** Why a move was refused, as the page words it (its catalogue's keys under rebook:). */
export type MoveRefusal = 'link-invalid' | 'cancelled' | 'slot-moved' | 'slot-taken' | 'failed';

/**
 * `say` writes a shared rule's English message in the page's language, as the server answers it in the
 * caller's language (useMessageText): a refusal is recognised in either.
 */
export function moveRefusalOf(error: unknown, say: (message: string) => string = (message) => message): MoveRefusal {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 403) return 'link-invalid';
  if (error.status === 409) {
    const message = error.body?.message ?? error.message;
    const is = (english: string) => message === english || message === say(english);
    if (is(REGISTRATION_CLOSED_MESSAGE)) return 'cancelled';
    if (is(REBOOK_SLOT_MOVED_MESSAGE)) return 'slot-moved';
    return 'slot-taken';
  }
  return 'failed';
}
