import { staffStatusLabel } from '@domain/bookings/status';
import type { NurseVisit, VisitEventType, VisitOutcomeEntry } from '@domain/nurse/schemas';
import { REGISTRATION_STATUSES } from '@domain/orders/schemas';
import {
  CONSENT_DONE_LABEL,
  CONSENT_PENDING_LABEL,
  QUESTIONNAIRE_FLAG_LABELS,
} from '@domain/questionnaire/preparation';
import { formatTimeLabel } from '@domain/shared/dates';
import { CheckCircle2, CloudOff, MapPin, Navigation, Phone, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  ADDRESS_NEEDED,
  CALL,
  DISMISS,
  distanceText,
  FIRST_VISIT,
  NOT_SENT,
  NOTHING_PRESSED,
  OPEN_MAP,
  PERSONS_LABEL,
  PRESS_LABELS,
  pressesLabel,
  VISIT_CANCELLED,
  VISIT_DONE,
  VISIT_LOG_LABEL,
  visitHeading,
  WAITING_FOR_SIGNAL,
} from './messages';
import { OutcomeForm } from './outcome-form';
import type { FailedPress, QueuedPress } from './press-queue';
import { addressLine, isDone, type LogLine, mapLink, nextPress, telLink, timeOfDay, visitLog } from './visit-log';

// One visit of the nurse's day (DESIGN §8.12), as large as a phone allows: where and when, who with
// their package, consent and flags, what was pressed, and the three buttons.

const PRESSES: readonly VisitEventType[] = ['on_my_way', 'arrived', 'done'];

/** The map and call links, as large as the buttons, each on one line at 390 px. */
const LINK_BUTTON =
  'inline-flex min-h-12 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-2 text-[15px] font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const isKnownStatus = (status: string): status is (typeof REGISTRATION_STATUSES)[number] =>
  (REGISTRATION_STATUSES as readonly string[]).includes(status);

export const statusText = (status: string): string => (isKnownStatus(status) ? staffStatusLabel(status) : status);

export interface VisitCardProps {
  visit: NurseVisit;
  queued: readonly QueuedPress[];
  failed: readonly FailedPress[];
  onPress: (visit: NurseVisit, type: VisitEventType, outcome?: VisitOutcomeEntry[]) => void;
  onDismiss: (seq: number) => void;
}

export function VisitCard({ visit, queued, failed, onPress, onDismiss }: VisitCardProps) {
  const [isAskingOutcome, setIsAskingOutcome] = useState(false);
  const log = visitLog(visit, queued, failed);
  const next = nextPress(log);
  // A press already made (sent or waiting) is not made twice: "On my way" would text the customer again.
  const made = new Set(log.filter((line) => line.state !== 'failed').map((line) => line.type));
  const headingId = `visit-${visit.registrationId}-heading`;
  const isCancelled = visit.status === 'cancelled';
  const map = mapLink(visit);
  const address = addressLine(visit);
  const timeLabel = formatTimeLabel(visit.time);

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="space-y-4 rounded-2xl border border-slate-300 bg-white p-3 shadow-sm"
      >
        <header className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-2xl font-bold text-slate-900">
              {visitHeading(visit.order, timeLabel)}
            </h2>
            <p className="text-sm text-slate-700">
              {visit.distanceFromPreviousKm === null ? FIRST_VISIT : distanceText(visit.distanceFromPreviousKm)}
            </p>
            <p className="font-mono text-sm text-slate-600">{visit.reference}</p>
          </div>
          <Badge
            variant={visit.status === 'completed' ? 'success' : isCancelled ? 'danger' : 'neutral'}
            className="shrink-0 text-sm"
          >
            {statusText(visit.status)}
          </Badge>
        </header>

        <div className="space-y-2">
          <p className="flex gap-2 text-base font-medium text-slate-900">
            <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{address ?? ADDRESS_NEEDED}</span>
          </p>
          <div className="grid grid-cols-2 gap-2">
            {map ? (
              <a href={map} target="_blank" rel="noreferrer" className={LINK_BUTTON}>
                <Navigation className="size-5" aria-hidden="true" />
                {OPEN_MAP}
              </a>
            ) : null}
            <a href={telLink(visit.mobileNumber)} className={LINK_BUTTON}>
              <Phone className="size-5" aria-hidden="true" />
              {CALL} {visit.mobileNumber}
            </a>
          </div>
        </div>

        <div>
          <h3 className="sr-only">{PERSONS_LABEL}</h3>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {visit.persons.map((person) => (
              <li key={person.participantId} className="space-y-1 p-3">
                <p className="text-base font-semibold text-slate-900">
                  {person.firstName} {person.lastName}
                </p>
                <p className="text-sm text-slate-700">{person.packageName}</p>
                <p className="flex flex-wrap gap-1.5">
                  <Badge
                    variant={person.consent === 'done' ? 'success' : 'neutral'}
                    className={cn(
                      'border text-sm',
                      person.consent === 'done' ? 'border-emerald-300' : 'border-dashed border-slate-400',
                    )}
                  >
                    {person.consent === 'done' ? CONSENT_DONE_LABEL : CONSENT_PENDING_LABEL}
                  </Badge>
                  {person.flags.map((flag) => (
                    <Badge key={flag} variant="warning" className="border border-amber-300 text-sm">
                      {QUESTIONNAIRE_FLAG_LABELS[flag]}
                    </Badge>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h3 className="text-sm font-semibold text-slate-800">{VISIT_LOG_LABEL}</h3>
          {log.length ? (
            <ul className="mt-1 space-y-1">
              {log.map((line) => (
                <LogItem key={`${line.state}-${line.type}-${line.at}`} line={line} onDismiss={onDismiss} />
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">{NOTHING_PRESSED}</p>
          )}
        </div>

        {isCancelled ? (
          <p className="rounded-lg bg-red-50 px-3 py-2 text-base font-medium text-red-800">{VISIT_CANCELLED}</p>
        ) : isDone(log) ? (
          <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-base font-semibold text-emerald-800">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            {VISIT_DONE}
          </p>
        ) : isAskingOutcome ? (
          <OutcomeForm
            idPrefix={`visit-${visit.registrationId}`}
            persons={visit.persons}
            onCancel={() => setIsAskingOutcome(false)}
            onSubmit={(outcome) => {
              setIsAskingOutcome(false);
              onPress(visit, 'done', outcome);
            }}
          />
        ) : (
          <fieldset className="grid grid-cols-3 gap-2">
            <legend className="sr-only">{pressesLabel(visit.order)}</legend>
            {PRESSES.map((type) => (
              <Button
                key={type}
                variant={type === next ? 'default' : 'outline'}
                disabled={made.has(type)}
                className="min-h-14 px-2 text-base"
                onClick={() => (type === 'done' ? setIsAskingOutcome(true) : onPress(visit, type))}
              >
                {PRESS_LABELS[type]}
              </Button>
            ))}
          </fieldset>
        )}
      </article>
    </li>
  );
}

function LogItem({ line, onDismiss }: { line: LogLine; onDismiss: (seq: number) => void }) {
  return (
    <li
      data-press-state={line.state}
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg px-2 py-1.5 text-base',
        line.state === 'waiting' && 'bg-amber-50 text-amber-900',
        line.state === 'failed' && 'bg-red-50 text-red-900',
        line.state === 'sent' && 'text-slate-900',
      )}
    >
      {line.state === 'sent' ? (
        <CheckCircle2 className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      ) : line.state === 'waiting' ? (
        <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      ) : (
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
      )}
      <span className="font-semibold">{PRESS_LABELS[line.type]}</span> <span>{timeOfDay(line.at)}</span>
      {line.state === 'waiting' ? <span className="text-sm font-medium"> · {WAITING_FOR_SIGNAL}</span> : null}
      {line.state === 'failed' ? (
        <>
          {' '}
          <span className="text-sm font-medium">
            · {NOT_SENT}: {line.message}
          </span>
          {line.seq === undefined ? null : (
            <Button variant="outline" size="sm" className="ml-auto min-h-10" onClick={() => onDismiss(line.seq!)}>
              {DISMISS}
            </Button>
          )}
        </>
      ) : null}
    </li>
  );
}
