import type { RosterDuty } from '@domain/roster/schemas';
import { addDaysToIsoDate, formatDateLabel, todayInSingapore } from '@domain/shared/dates';
import { regionLabel } from '@domain/timeslots/regions';
import { ChevronLeft, ChevronRight, Plus, UserX, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRemoveDuty, useRoster } from './api';
import { ADD_DUTY_LABEL, DutyFormDialog } from './duty-form-dialog';
import { MOVE_DAY_LABEL, MoveDayDialog } from './move-day-dialog';
import {
  dayLabel,
  dutiesOf,
  dutyCountText,
  mondayOf,
  partOfDayLabel,
  rosterRegions,
  sortDuties,
  weekDays,
  weekFrom,
  weekLabel,
} from './roster-format';

/**
 * /admin/roster?week=yyyy-MM-dd (DESIGN §8.12): which nurse works which region on which day of a week,
 * Monday to Sunday, in the morning, the afternoon or the whole day; duties added and removed. The week
 * lives in the address, so a shared link opens the same one.
 */
export function RosterPage() {
  useDocumentTitle('Roster');
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayInSingapore();
  const monday = weekFrom(searchParams, today);
  const sunday = addDaysToIsoDate(monday, 6);
  const roster = useRoster({ from: monday, to: sunday });
  const [isAdding, setIsAdding] = useState(false);
  const [isMovingDay, setIsMovingDay] = useState(false);
  const [removing, setRemoving] = useState<RosterDuty | null>(null);
  const removeDuty = useRemoveDuty();
  const showWeek = (day: string) => setSearchParams(new URLSearchParams({ week: mondayOf(day) }), { replace: true });
  const isThisWeek = monday === mondayOf(today);
  // The day a new duty or a moved day starts with: today in this week, else the week's Monday.
  const startDay = today >= monday && today <= sunday ? today : monday;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Roster</h1>
          <p className="text-sm text-slate-600">
            Which nurse works which region, and when. A booking goes to a nurse on duty in its region at its time.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setIsMovingDay(true)}>
            <UserX aria-hidden="true" />
            {MOVE_DAY_LABEL}
          </Button>
          <Button onClick={() => setIsAdding(true)}>
            <Plus aria-hidden="true" />
            {ADD_DUTY_LABEL}
          </Button>
        </div>
      </div>

      <nav aria-label="Week" className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => showWeek(addDaysToIsoDate(monday, -7))}>
          <ChevronLeft aria-hidden="true" />
          Previous week
        </Button>
        <Button variant="outline" size="sm" onClick={() => showWeek(addDaysToIsoDate(monday, 7))}>
          Next week
          <ChevronRight aria-hidden="true" />
        </Button>
        {isThisWeek ? null : (
          <Button variant="ghost" size="sm" onClick={() => showWeek(today)}>
            This week
          </Button>
        )}
      </nav>

      {roster.isError ? (
        <Alert variant="error">The roster could not be loaded: {roster.error.message}</Alert>
      ) : roster.data ? (
        <RosterWeek monday={monday} today={today} duties={roster.data} onRemove={setRemoving} />
      ) : (
        <Skeleton className="h-72 w-full" />
      )}

      <DutyFormDialog
        open={isAdding}
        onOpenChange={setIsAdding}
        defaultDate={startDay}
        // A duty added to another week: that week is shown, with it.
        onAdded={(duty) => (duty.date < monday || duty.date > sunday ? showWeek(duty.date) : undefined)}
      />
      <MoveDayDialog open={isMovingDay} onOpenChange={setIsMovingDay} defaults={{ date: startDay }} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove duty"
        description={removing ? removeQuestion(removing) : ''}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        isPending={removeDuty.isPending}
        onConfirm={() => {
          if (removing) removeDuty.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      >
        Visits already given to this nurse stay with them until reassigned on the run sheet or in the order details.
      </ConfirmDialog>
    </div>
  );
}

/** 'Take Siti Nur off the morning in Central on Mon, 7 Dec 2026?' */
export function removeQuestion(duty: RosterDuty): string {
  const when = duty.partOfDay === 'day' ? 'the whole day' : `the ${partOfDayLabel(duty.partOfDay).toLowerCase()}`;
  return `Take ${duty.displayName} off ${when} in ${regionLabel(duty.region)} on ${formatDateLabel(duty.date)}?`;
}

/** What a duty's remove button says to a screen reader. */
const removeLabel = (duty: RosterDuty) =>
  `Remove ${duty.displayName}, ${partOfDayLabel(duty.partOfDay)}, ${regionLabel(duty.region)}, ${formatDateLabel(duty.date)}`;

/** The week: a grid of regions by days on a laptop, and day by day on smaller screens. */
export function RosterWeek({
  monday,
  today,
  duties,
  onRemove,
}: {
  monday: string;
  today: string;
  duties: RosterDuty[];
  onRemove: (duty: RosterDuty) => void;
}) {
  const days = weekDays(monday);
  const regions = rosterRegions(duties);
  return (
    <section aria-labelledby="roster-week-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="roster-week-heading" className="text-lg font-bold text-slate-900">
          {weekLabel(monday)}
        </h2>
        <p className="text-sm text-slate-600">{dutyCountText(duties.length)}</p>
      </div>

      {/* Laptops: regions down, days across. */}
      <div className="hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">Nurses on duty by region and day, {weekLabel(monday)}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="w-28 px-3 py-2 text-xs font-semibold text-slate-600 uppercase">
                Region
              </th>
              {days.map((day) => (
                <th
                  key={day}
                  scope="col"
                  className={cn(
                    'px-2 py-2 text-xs font-semibold whitespace-nowrap text-slate-700',
                    day === today && 'bg-brand-50 text-brand-800',
                  )}
                >
                  {dayLabel(day)}
                  {day === today ? <span className="sr-only"> (today)</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {regions.map((region) => (
              <tr key={region} className="border-b border-slate-100 align-top last:border-b-0">
                <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                  {regionLabel(region)}
                </th>
                {days.map((day) => (
                  <td key={day} className={cn('px-1.5 py-1.5', day === today && 'bg-brand-50/50')}>
                    <DutyList duties={dutiesOf(duties, region, day)} onRemove={onRemove} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* Phones and tablets: one day after another, each region's duties listed. */}
      <ol className="space-y-3 lg:hidden">
        {days.map((day) => {
          const ofDay = sortDuties(duties.filter((duty) => duty.date === day));
          return (
            <li key={day} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <h3 className="text-sm font-semibold text-slate-900">
                {formatDateLabel(day)}
                {day === today ? <span className="ml-1.5 font-normal text-slate-600">(today)</span> : null}
              </h3>
              {ofDay.length === 0 ? (
                <p className="mt-1 text-sm text-slate-600">No nurse on duty.</p>
              ) : (
                <dl className="mt-1 space-y-1.5">
                  {regions
                    .filter((region) => ofDay.some((duty) => duty.region === region))
                    .map((region) => (
                      <div key={region} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
                        <dt className="pt-1 text-sm font-medium text-slate-600">{regionLabel(region)}</dt>
                        <dd>
                          <DutyList duties={dutiesOf(ofDay, region, day)} onRemove={onRemove} />
                        </dd>
                      </div>
                    ))}
                </dl>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const PART_CLASSES: Record<string, string> = {
  morning: 'border-sky-200 bg-sky-50',
  afternoon: 'border-amber-200 bg-amber-50',
  day: 'border-emerald-200 bg-emerald-50',
};

/** One cell's duties, each with who, when and its remove button; a dash when no nurse is on duty. */
function DutyList({ duties, onRemove }: { duties: RosterDuty[]; onRemove: (duty: RosterDuty) => void }) {
  if (duties.length === 0) {
    return (
      <p className="px-1.5 py-1 text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">No nurse on duty</span>
      </p>
    );
  }
  return (
    <ul className="space-y-1">
      {duties.map((duty) => (
        <li
          key={duty.id}
          className={cn(
            'flex items-start justify-between gap-1 rounded-md border px-1.5 py-1',
            PART_CLASSES[duty.partOfDay] ?? 'border-slate-200 bg-slate-50',
          )}
        >
          <span className="min-w-0">
            <span className="block font-medium break-words text-slate-900">{duty.displayName}</span>
            <span className="block text-xs text-slate-700">{partOfDayLabel(duty.partOfDay)}</span>
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="size-7 shrink-0 text-slate-600 hover:bg-red-50 hover:text-red-700"
            onClick={() => onRemove(duty)}
          >
            <X aria-hidden="true" />
            <span className="sr-only">{removeLabel(duty)}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
