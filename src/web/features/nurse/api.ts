import type { NurseVisit, VisitEventResult } from '@domain/nurse/schemas';
import { todayInSingapore } from '@domain/shared/dates';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost, authTokenStorage } from '@/lib/api';
import type { DayStore } from './nurse-db';
import { type QueuedPress, type SendResult, sendResultOfStatus } from './press-queue';

// The nurse's calls (DESIGN §8.12), with the staff session's bearer token: the client sends it on its
// own only to /api/admin/ paths, so these name it themselves.

export const NURSE_VISITS_PATH = '/api/nurse/visits';

const bearer = (): Record<string, string> => {
  const token = authTokenStorage.read();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

/** The day's list, and whether it is the server's answer now or the copy kept on the phone. */
export interface DayVisits {
  visits: NurseVisit[];
  /** When the kept copy shown was fetched (ISO 8601); null when this is the server's answer just now. */
  keptFrom: string | null;
}

/**
 * GET /api/nurse/visits?date=: each good answer is kept on the phone (and the days gone by dropped from
 * it); without signal (or with a
 * server that does not answer) the kept copy is shown instead. A refusal (an ApiError: the session
 * ended, not a nurse) is the server's word and is not papered over.
 */
export async function fetchDayVisits(days: DayStore, staffId: number, date: string): Promise<DayVisits> {
  try {
    const { data } = await apiGet<NurseVisit[]>(`${NURSE_VISITS_PATH}?date=${encodeURIComponent(date)}`, {
      headers: bearer(),
    });
    const now = new Date();
    await days
      .put(staffId, date, data, now)
      .then(() => days.forgetBefore(staffId, todayInSingapore(now)))
      .catch((error: unknown) => console.error(error));
    return { visits: data, keptFrom: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) throw error;
    const kept = await days.get(staffId, date).catch(() => undefined);
    if (kept) return { visits: kept.visits, keptFrom: kept.savedAt };
    throw error;
  }
}

export const dayVisitsQueryKey = (staffId: number, date: string) => [NURSE_VISITS_PATH, staffId, date] as const;

/**
 * The query runs with or without signal (networkMode 'always'): without, it answers the kept copy at
 * once rather than waiting paused. It is asked again on reconnecting, on coming back to the page, every
 * few minutes, and every few seconds while the kept copy shows, so that the list is the server's as far
 * as the signal allows.
 */
export const dayVisitsQueryOptions = (days: DayStore, staffId: number, date: string) =>
  queryOptions({
    queryKey: dayVisitsQueryKey(staffId, date),
    queryFn: () => fetchDayVisits(days, staffId, date),
    networkMode: 'always',
    staleTime: 30_000,
    refetchOnReconnect: 'always',
    refetchOnWindowFocus: true,
    // The kept copy is replaced as soon as the server answers again, without waiting for an online event.
    refetchInterval: (query) => (query.state.data?.keptFrom ? 15_000 : 5 * 60_000),
    retry: false,
  });

/** POST /api/nurse/visits/{registrationId}/events: one try at one queued press. */
export async function sendPress(press: QueuedPress): Promise<SendResult> {
  try {
    const { data } = await apiPost<VisitEventResult>(
      `${NURSE_VISITS_PATH}/${encodeURIComponent(press.registrationId)}/events`,
      press.event,
      { headers: bearer() },
    );
    return { kind: 'sent', result: data };
  } catch (error) {
    if (error instanceof ApiError) return sendResultOfStatus(error.status, error.message);
    // No signal, or no answer: the press stays queued.
    return { kind: 'later' };
  }
}

/**
 * The day's list with a press the server has just taken: the card shows it as sent at once, and the
 * visit's new status comes with the list asked again.
 */
export function withSentPress(day: DayVisits, press: QueuedPress, result: VisitEventResult): DayVisits {
  return {
    ...day,
    visits: day.visits.map((visit) =>
      visit.registrationId === press.registrationId &&
      !visit.events.some((event) => event.type === result.type && Date.parse(event.at) === Date.parse(result.at))
        ? { ...visit, events: [...visit.events, { type: result.type, at: result.at }] }
        : visit,
    ),
  };
}
