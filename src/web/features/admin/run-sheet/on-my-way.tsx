import { ON_MY_WAY_MINUTES } from '@domain/notifications/text-messages';
import type { RunSheetVisit } from '@domain/run-sheet/schemas';
import { Loader2, PhoneOff, RotateCcw, Send } from 'lucide-react';
import { useEffect, useReducer, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';
import { ON_MY_WAY_FAILED_TITLE, useSendOnMyWay } from './api';
import { DEFAULT_ON_MY_WAY_MINUTES, msUntilSettled, type OnMyWayTone, onMyWayStateText } from './run-sheet-format';

export const NO_TEXTS_NOTE = 'No text messages: call instead';

const TONE_CLASSES: Record<OnMyWayTone, string> = {
  sending: 'text-slate-600',
  sent: 'text-emerald-700',
  failed: 'font-medium text-red-700',
};

/**
 * A visit's "On my way" (DESIGN §8.5): the minutes to arrival and the button that texts them to the
 * customer, then the state of that text. Offered on the day of the visit only (the server refuses any
 * other day), and never to a customer who takes no texts: the nurse calls instead. Left off paper by
 * run-sheet-print.css: the printed sheet is for planning the route.
 */
export function OnMyWay({
  visit,
  canSend,
  idPrefix,
  className,
}: {
  visit: RunSheetVisit;
  /** Whether the sheet is today's. */
  canSend: boolean;
  /** Keeps the ids apart where the page draws the visit twice (phone cards, wider table). */
  idPrefix: string;
  className?: string;
}) {
  const [minutes, setMinutes] = useState<number>(DEFAULT_ON_MY_WAY_MINUTES);
  const send = useSendOnMyWay();
  // A text still "Sending…" settles by itself after a while (sent, or said not to have gone): draw again then.
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const settlesInMs = msUntilSettled(visit.onMyWay);
  useEffect(() => {
    if (settlesInMs === null) return;
    const timer = setTimeout(redraw, settlesInMs + 100);
    return () => clearTimeout(timer);
  }, [settlesInMs]);
  const state = visit.onMyWay ? onMyWayStateText(visit.onMyWay) : null;
  const showsButton = visit.textsAllowed && canSend;
  if (visit.textsAllowed && !showsButton && !state) return null;
  const selectId = `${idPrefix}-on-my-way-minutes-${visit.referenceNumber}`;
  const sendAgain = () =>
    send.mutate({ referenceNumber: visit.referenceNumber, minutes: visit.onMyWay?.minutes ?? minutes });

  return (
    <fieldset data-run-sheet-print="hidden" className={cn('min-w-0 space-y-2 print:hidden', className)}>
      <legend className="sr-only">
        On my way: {visit.firstName} {visit.lastName}, {visit.timeLabel}
      </legend>
      {!visit.textsAllowed ? (
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <PhoneOff className="size-4 shrink-0" aria-hidden="true" />
          {NO_TEXTS_NOTE}
        </p>
      ) : null}
      {showsButton ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor={selectId} className="text-xs">
              Minutes to arrival
            </Label>
            <NativeSelect
              id={selectId}
              value={String(minutes)}
              onChange={(event) => setMinutes(Number(event.target.value))}
              className="w-28"
            >
              {ON_MY_WAY_MINUTES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice} min
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            onClick={() => send.mutate({ referenceNumber: visit.referenceNumber, minutes })}
            disabled={send.isPending}
          >
            {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            On my way
          </Button>
        </div>
      ) : null}
      {send.isError ? (
        // The server refused (not today's visit, no texts, a closed booking): said here, by the button.
        <p role="alert" className={cn('text-sm', TONE_CLASSES.failed)}>
          {ON_MY_WAY_FAILED_TITLE}: {send.error.message}
        </p>
      ) : state ? (
        <div role="status" className="space-y-1">
          <p className={cn('text-sm', TONE_CLASSES[state.tone])}>
            {state.tone === 'sending' ? (
              <Loader2 className="mr-1 inline size-3.5 animate-spin" aria-hidden="true" />
            ) : null}
            {state.text} <span className="font-normal text-slate-600">· {state.detail}</span>
          </p>
          {state.canRetry && showsButton ? (
            <Button variant="outline" size="sm" onClick={sendAgain} disabled={send.isPending}>
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
