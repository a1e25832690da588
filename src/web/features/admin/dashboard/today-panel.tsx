import type { DashboardToday, DashboardVisit } from '@domain/admin/dashboard-today-schemas';
import { staffStatusLabel } from '@domain/bookings/status';
import { ADDRESS_NEEDED_LABEL } from '@domain/orders/address-needed';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import { formatCurrency } from '@domain/shared/money';
import { regionLabel } from '@domain/timeslots/regions';
import { AlertTriangle, CalendarClock, CheckCircle2, Clock, MailWarning, Route, UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { formatTimestamp } from '../format';
import { orderHref } from '../orders/order-link';
import { useDashboardToday } from './api';

// The dashboard starts with the day's work: who is visited today and tomorrow (with the address the
// nurse needs, or the need of one), which unpaid holds are about to be released, and messages that
// could not be sent. At 1280 px it is one compact row (today, tomorrow, and holds beside the failed
// messages), each list scrolling inside its card, so that the dashboard's tabs come soon after it.

const failedMessagesHref = `${paths.adminEmail.getHref()}#failed-emails-heading`;

export function TodayPanel() {
  const today = useDashboardToday();
  return (
    <section aria-labelledby="today-heading" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="today-heading" className="text-base font-bold text-slate-900">
          Today's work
        </h2>
        {/* Beside the heading, not under it: the tabs stay on a laptop's first screen. */}
        {today.data ? (
          <NurseDayNotes unassignedVisits={today.data.unassignedVisits} movedBookings={today.data.movedBookings} />
        ) : null}
        {today.data ? <FailedMessages count={today.data.failedMessages} /> : null}
      </div>
      {today.isError ? (
        <Alert variant="error">Today's work could not be loaded: {today.error.message}</Alert>
      ) : today.isPending ? (
        <div className={TODAY_GRID}>
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : (
        <TodayWork data={today.data} />
      )}
    </section>
  );
}

const TODAY_GRID = 'grid items-start gap-3 md:grid-cols-2 lg:grid-cols-3';

/** Today's and tomorrow's visits and the holds about to end, side by side at 1280 px. */
export function TodayWork({ data, now = new Date() }: { data: DashboardToday; now?: Date }) {
  return (
    <div className={TODAY_GRID}>
      <VisitsOfDay title="Today" date={data.today} visits={data.visits.filter((visit) => visit.date === data.today)} />
      <VisitsOfDay
        title="Tomorrow"
        date={data.tomorrow}
        visits={data.visits.filter((visit) => visit.date === data.tomorrow)}
      />
      <ExpiringHolds data={data} now={now} />
    </div>
  );
}

export const UNASSIGNED_LABEL = 'Unassigned';

/** '3 unassigned'. */
export const unassignedCountText = (count: number) => `${count} unassigned`;

/** '2 of 5 moved bookings have picked another visit'. */
export const movedBookingsText = ({ asked, moved }: DashboardToday['movedBookings']) =>
  `${moved} of ${asked} moved ${asked === 1 ? 'booking has' : 'bookings have'} picked another visit`;

/**
 * The nurses' day (DESIGN §8.12), when there is something to say: visits of today and tomorrow that no
 * nurse has, and how many of the bookings asked to move (a nurse could not come) have picked another visit.
 */
export function NurseDayNotes({
  unassignedVisits,
  movedBookings,
}: Pick<DashboardToday, 'unassignedVisits' | 'movedBookings'>) {
  if (unassignedVisits <= 0 && movedBookings.asked <= 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
      {unassignedVisits > 0 ? (
        <p>
          <UserX className="mr-1.5 inline size-4 align-[-3px] text-amber-600" aria-hidden="true" />
          <Badge variant="warning">{unassignedCountText(unassignedVisits)}</Badge>{' '}
          {unassignedVisits === 1 ? 'visit' : 'visits'}: pick a nurse on the run sheet.
        </p>
      ) : null}
      {movedBookings.asked > 0 ? (
        <p>
          <CalendarClock className="mr-1.5 inline size-4 align-[-3px] text-brand-700" aria-hidden="true" />
          {movedBookingsText(movedBookings)}.
        </p>
      ) : null}
    </div>
  );
}

/** When an unpaid hold ends: still ahead ('Releases at …'), or passed and about to be marked expired. */
export function holdEndText(expiresAt: string, now: Date): string {
  const at = formatTimestamp(expiresAt);
  return new Date(expiresAt).getTime() > now.getTime() ? `Releases at ${at}` : `Released at ${at}`;
}

/** How many items a card lists at 1280 px before "Show all", so that the row stays compact. */
const COMPACT_ITEMS = 3;

/**
 * A card's list: on a laptop its first COMPACT_ITEMS items and a button for the rest (the tabs below stay
 * on the first screen); on a phone, where the panel is read from top to bottom, every item.
 */
function CompactList<T>({
  items,
  noun,
  children,
}: {
  items: T[];
  noun: string;
  children: (item: T, className: string) => ReactNode;
}) {
  const [showAll, setShowAll] = useState(false);
  const hidden = showAll ? 0 : Math.max(0, items.length - COMPACT_ITEMS);
  return (
    <>
      <ul className="divide-y divide-slate-100 text-sm">
        {items.map((item, index) => children(item, index >= COMPACT_ITEMS && !showAll ? 'lg:hidden' : ''))}
      </ul>
      {items.length > COMPACT_ITEMS ? (
        <button
          type="button"
          className={`${linkClass} mt-1 hidden text-sm lg:inline`}
          aria-expanded={showAll}
          onClick={() => setShowAll((shown) => !shown)}
        >
          {hidden > 0 ? `Show all ${items.length} ${noun}` : 'Show fewer'}
        </button>
      ) : null}
    </>
  );
}

function PanelCard({
  title,
  icon,
  action,
  children,
}: {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-3">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          {icon}
          {title}
        </h3>
        {action}
      </div>
      {children}
    </Card>
  );
}

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

function VisitsOfDay({ title, date, visits }: { title: string; date: string; visits: DashboardVisit[] }) {
  const regions = [...new Set(visits.map((visit) => visit.region).filter((region): region is string => !!region))];
  return (
    <PanelCard
      title={`${title}, ${formatDateLabel(date)}`}
      icon={<Clock className="size-4 text-brand-700" aria-hidden="true" />}
      action={
        <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {regions.map((region) => (
            <Link key={region} className={linkClass} to={paths.adminRunSheet.getHref({ region, date })}>
              <Route className="mr-1 inline size-3.5" aria-hidden="true" />
              Run sheet {regionLabel(region)}
              <span className="sr-only">, {formatDateLabel(date)}</span>
            </Link>
          ))}
        </span>
      }
    >
      {visits.length === 0 ? (
        <p className="text-sm text-slate-600">No visits booked.</p>
      ) : (
        <CompactList items={visits} noun="visits">
          {(visit, className) => (
            <li
              key={visit.id}
              className={cn(
                'grid gap-x-3 gap-y-0.5 py-1.5 sm:grid-cols-[4.25rem_minmax(0,1fr)] sm:items-start',
                className,
              )}
            >
              <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatTimeLabel(visit.time)}
              </span>
              <div className="min-w-0">
                <p>
                  <Link className={`${linkClass} font-mono text-xs`} to={orderHref(visit.id)}>
                    {visit.referenceNumber}
                  </Link>{' '}
                  <span className="font-medium text-slate-900">
                    {visit.firstName} {visit.lastName}
                  </span>
                  {visit.personCount > 1 ? <span className="text-slate-600"> · {visit.personCount} people</span> : null}{' '}
                  <Badge variant={visit.status === 'pending_payment' ? 'warning' : 'neutral'}>
                    {staffStatusLabel(visit.status)}
                  </Badge>{' '}
                  {visit.nurse ? (
                    <span className="text-slate-600">· Nurse: {visit.nurse.displayName}</span>
                  ) : (
                    <Badge variant="warning">{UNASSIGNED_LABEL}</Badge>
                  )}
                </p>
                <p className="break-words text-slate-600">
                  {visit.region ? <span>{regionLabel(visit.region)} · </span> : null}
                  {visit.addressNeeded ? (
                    <Badge variant="danger">{ADDRESS_NEEDED_LABEL}</Badge>
                  ) : (
                    <span>
                      {visit.address}
                      {visit.unitNumber ? `, ${visit.unitNumber}` : ''}
                      {visit.postalCode ? `, Singapore ${visit.postalCode}` : ''}
                    </span>
                  )}
                </p>
              </div>
            </li>
          )}
        </CompactList>
      )}
    </PanelCard>
  );
}

function ExpiringHolds({ data, now }: { data: DashboardToday; now: Date }) {
  const holds = data.expiringHolds;
  return (
    <PanelCard
      title={`Holds ending in the next ${data.holdsWindowHours} hours`}
      icon={<AlertTriangle className="size-4 text-amber-600" aria-hidden="true" />}
    >
      {holds.length === 0 ? (
        <p className="text-sm text-slate-600">No unpaid hold ends soon.</p>
      ) : (
        <CompactList items={holds} noun="holds">
          {(hold, className) => (
            <li key={hold.id} className={cn('py-1.5', className)}>
              <p>
                <Link className={`${linkClass} font-mono text-xs`} to={orderHref(hold.id)}>
                  {hold.referenceNumber}
                </Link>{' '}
                <span className="font-medium text-slate-900">
                  {hold.firstName} {hold.lastName}
                </span>
              </p>
              <p className="text-slate-600">
                {holdEndText(hold.expiresAt, now)} · {formatCurrency(hold.amountDue)} due · visit{' '}
                {formatDateLabel(hold.date)} {formatTimeLabel(hold.time)}
              </p>
            </li>
          )}
        </CompactList>
      )}
    </PanelCard>
  );
}

/** One line beside the heading: nothing failed, or how many and where to see them. */
export function FailedMessages({ count }: { count: number }) {
  return (
    <p className="text-sm text-slate-700">
      {count > 0 ? (
        <MailWarning className="mr-1.5 inline size-4 align-[-3px] text-red-600" aria-hidden="true" />
      ) : (
        <CheckCircle2 className="mr-1.5 inline size-4 align-[-3px] text-emerald-600" aria-hidden="true" />
      )}
      <span className="font-semibold text-slate-900">Failed messages:</span>{' '}
      {count === 0 ? (
        <span>none, every email and text was sent.</span>
      ) : (
        <span>
          {count === 1 ? '1 email or text' : `${count} emails and texts`} could not be sent.{' '}
          <Link className={linkClass} to={failedMessagesHref}>
            See failed messages
          </Link>
        </span>
      )}
    </p>
  );
}
