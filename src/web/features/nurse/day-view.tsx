import {
  type NurseVisit,
  type VisitEventType,
  type VisitOutcomeEntry,
  visitEventRequestSchema,
} from '@domain/nurse/schemas';
import { addDaysToIsoDate, formatDateLabel, todayInSingapore } from '@domain/shared/dates';
import { useQuery } from '@tanstack/react-query';
import { CloudOff, Loader2, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, serverMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { type DayVisits, dayVisitsQueryOptions } from './api';
import {
  DAY_SWITCH_LABEL,
  LOADING_VISITS,
  NO_VISITS,
  NURSE_PAGE_TITLE,
  offlineListText,
  SENDING,
  SIGN_IN_TO_SEND,
  TODAY,
  TOMORROW,
  TRY_AGAIN,
  unsentCountText,
  VISIT_COUNT,
  VISITS_FAILED,
} from './messages';
import type { FailedPress, QueuedPress } from './press-queue';
import { nurseStores, type PressQueueHandle, usePressQueue, useRecheckSession } from './use-nurse';
import { VisitCard } from './visit-card';
import { clockTime, newClientEventId, pressedAt } from './visit-log';

// The nurse's day (DESIGN §8.12): today's or tomorrow's visits in route order (Singapore dates), the
// list kept on the phone for when there is no signal, and her presses queued until they are sent.

export type NurseDay = 'today' | 'tomorrow';

/** The Singapore date of the day shown. */
export const dateOfDay = (day: NurseDay, now: Date = new Date()): string => {
  const today = todayInSingapore(now);
  return day === 'tomorrow' ? addDaysToIsoDate(today, 1) : today;
};

export function DayView({ staffId }: { staffId: number }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const day: NurseDay = searchParams.get('day') === 'tomorrow' ? 'tomorrow' : 'today';
  const date = dateOfDay(day);
  const visitsQuery = useQuery(dayVisitsQueryOptions(nurseStores().days, staffId, date));
  const queue = usePressQueue(staffId);
  // The list's answer that the session has ended leads back to the sign-in.
  const recheckSession = useRecheckSession();
  const isSignedOut = visitsQuery.error instanceof ApiError && visitsQuery.error.status === 401;
  useEffect(() => {
    if (isSignedOut) recheckSession();
  }, [isSignedOut, recheckSession]);

  // A second tap while the first is being written is the same press.
  const writing = useRef(new Set<string>());
  const press = (visit: NurseVisit, type: VisitEventType, outcome?: VisitOutcomeEntry[]) => {
    const key = `${visit.registrationId}:${type}`;
    if (writing.current.has(key)) return;
    writing.current.add(key);
    // The id and the time are the press's own, from this moment: a resend later changes neither.
    const event = visitEventRequestSchema.parse({
      clientEventId: newClientEventId(),
      type,
      at: pressedAt(),
      ...(outcome ? { outcome } : {}),
    });
    void queue
      .press({ registrationId: visit.registrationId, event })
      .catch((error: unknown) => console.error(error))
      .finally(() => writing.current.delete(key));
  };

  return (
    <DayList
      day={day}
      date={date}
      onDay={(next) => setSearchParams(next === 'tomorrow' ? { day: next } : {}, { replace: true })}
      result={visitsQuery.data}
      isLoading={visitsQuery.isPending}
      error={visitsQuery.error}
      onRetry={() => void visitsQuery.refetch()}
      queue={queue}
      onPress={press}
    />
  );
}

export interface DayListProps {
  day: NurseDay;
  date: string;
  onDay: (day: NurseDay) => void;
  result: DayVisits | undefined;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  queue: Pick<PressQueueHandle, 'queued' | 'failed' | 'isSending' | 'needsSignIn' | 'dismiss'>;
  onPress: (visit: NurseVisit, type: VisitEventType, outcome?: VisitOutcomeEntry[]) => void;
}

/** The day as it is drawn: the switch, what is waiting, and the visits' cards. */
export function DayList({ day, date, onDay, result, isLoading, error, onRetry, queue, onPress }: DayListProps) {
  const visits = result?.visits ?? [];
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">{NURSE_PAGE_TITLE}</h1>
        <p className="text-base text-slate-700">
          {formatDateLabel(date)}
          {result ? ` · ${VISIT_COUNT(visits.length)}` : null}
        </p>
      </div>
      <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200 p-1">
        <legend className="sr-only">{DAY_SWITCH_LABEL}</legend>
        {(['today', 'tomorrow'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={choice === day}
            onClick={() => onDay(choice)}
            className={cn(
              'min-h-12 rounded-lg text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              choice === day ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-800 hover:bg-slate-100',
            )}
          >
            {choice === 'today' ? TODAY : TOMORROW}
          </button>
        ))}
      </fieldset>

      <QueueStatus keptFrom={result?.keptFrom ?? null} queue={queue} />

      {isLoading ? (
        <Spinner label={LOADING_VISITS} />
      ) : error && !result ? (
        <Alert variant="error" title={VISITS_FAILED}>
          <p>{serverMessage(error, error.message)}</p>
          <Button variant="outline" className="mt-2 min-h-12" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            {TRY_AGAIN}
          </Button>
        </Alert>
      ) : visits.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-base text-slate-700">{NO_VISITS}</p>
      ) : (
        <ol className="space-y-4">
          {visits.map((visit) => (
            <VisitCard
              key={visit.registrationId}
              visit={visit}
              queued={queue.queued}
              failed={queue.failed}
              onPress={onPress}
              onDismiss={(seq) => void queue.dismiss(seq)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

/** The list kept from earlier, and the presses not yet sent, said at the top where she looks first. */
function QueueStatus({
  keptFrom,
  queue,
}: {
  keptFrom: string | null;
  queue: { queued: readonly QueuedPress[]; failed: readonly FailedPress[]; isSending: boolean; needsSignIn: boolean };
}) {
  const waiting = queue.queued.length;
  return (
    <div aria-live="polite" className="space-y-2 empty:hidden">
      {keptFrom ? (
        <p className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-base font-semibold text-amber-900">
          <CloudOff className="size-5 shrink-0" aria-hidden="true" />
          {offlineListText(clockTime(keptFrom))}
        </p>
      ) : null}
      {waiting ? (
        <p className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-base text-amber-900">
          {queue.isSending ? <Loader2 className="size-5 shrink-0 animate-spin" aria-hidden="true" /> : null}
          <span>
            {unsentCountText(waiting)}
            {queue.isSending ? ` · ${SENDING}` : null}
            {queue.needsSignIn ? ` · ${SIGN_IN_TO_SEND}` : null}
          </span>
        </p>
      ) : null}
    </div>
  );
}
