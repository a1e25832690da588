import { ADDRESS_NEEDED_LABEL } from '@domain/address-needed';
import type { DashboardToday, DashboardVisit } from '@domain/dashboard-today-schemas';
import { formatDateLabel, formatTimeLabel } from '@domain/dates';
import { formatCurrency } from '@domain/money';
import { AlertTriangle, CheckCircle2, Clock, MailWarning, Route } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { formatTimestamp } from '../format';
import { orderHref } from '../orders/order-link';
import { statusText } from '../orders/order-status';
import { useDashboardToday } from './api';

// The dashboard starts with the day's work: who is visited today and tomorrow (with the address the
// nurse needs, or the need of one), which unpaid holds are about to be released, and messages that
// could not be sent.

const regionName = (region: string) => region.charAt(0).toUpperCase() + region.slice(1);

const failedMessagesHref = `${paths.adminEmail.getHref()}#failed-emails-heading`;

export function TodayPanel() {
  const today = useDashboardToday();
  return (
    <section aria-labelledby="today-heading" className="space-y-3">
      <h2 id="today-heading" className="text-lg font-bold text-slate-900">
        Today
      </h2>
      {today.isError ? (
        <Alert variant="error">Today's work could not be loaded: {today.error.message}</Alert>
      ) : today.isPending ? (
        <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : (
        <TodayWork data={today.data} />
      )}
    </section>
  );
}

export function TodayWork({ data }: { data: DashboardToday }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-4">
        <VisitsOfDay
          title="Today"
          date={data.today}
          visits={data.visits.filter((visit) => visit.date === data.today)}
        />
        <VisitsOfDay
          title="Tomorrow"
          date={data.tomorrow}
          visits={data.visits.filter((visit) => visit.date === data.tomorrow)}
        />
      </div>
      <div className="space-y-4">
        <ExpiringHolds data={data} />
        <FailedMessages count={data.failedMessages} />
      </div>
    </div>
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
    <Card className="p-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
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
              Run sheet {regionName(region)}
              <span className="sr-only">, {formatDateLabel(date)}</span>
            </Link>
          ))}
        </span>
      }
    >
      {visits.length === 0 ? (
        <p className="text-sm text-slate-600">No visits booked.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {visits.map((visit) => (
            <li
              key={visit.id}
              className="grid gap-x-3 gap-y-0.5 py-2 sm:grid-cols-[5rem_minmax(0,1fr)_auto] sm:items-start"
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
                  {visit.personCount > 1 ? (
                    <span className="text-slate-600"> · {visit.personCount} persons</span>
                  ) : null}
                </p>
                <p className="break-words text-slate-600">
                  {visit.region ? <span>{regionName(visit.region)} · </span> : null}
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
              <span>
                <Badge variant={visit.status === 'pending_payment' ? 'warning' : 'neutral'}>
                  {statusText(visit.status)}
                </Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

function ExpiringHolds({ data }: { data: DashboardToday }) {
  const holds = data.expiringHolds;
  return (
    <PanelCard
      title={`Holds ending in the next ${data.holdsWindowHours} hours`}
      icon={<AlertTriangle className="size-4 text-amber-600" aria-hidden="true" />}
    >
      {holds.length === 0 ? (
        <p className="text-sm text-slate-600">No unpaid hold ends soon.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {holds.map((hold) => (
            <li key={hold.id} className="py-2">
              <p>
                <Link className={`${linkClass} font-mono text-xs`} to={orderHref(hold.id)}>
                  {hold.referenceNumber}
                </Link>{' '}
                <span className="font-medium text-slate-900">
                  {hold.firstName} {hold.lastName}
                </span>
              </p>
              <p className="text-slate-600">
                Released {formatTimestamp(hold.expiresAt)} · {formatCurrency(hold.amountDue)} due · visit{' '}
                {formatDateLabel(hold.date)} {formatTimeLabel(hold.time)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

function FailedMessages({ count }: { count: number }) {
  return (
    <PanelCard
      title="Failed messages"
      icon={
        count > 0 ? (
          <MailWarning className="size-4 text-red-600" aria-hidden="true" />
        ) : (
          <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
        )
      }
    >
      {count === 0 ? (
        <p className="text-sm text-slate-600">Every email and text was sent.</p>
      ) : (
        <p className="text-sm text-slate-700">
          {count === 1 ? '1 email or text' : `${count} emails and texts`} could not be sent.{' '}
          <Link className={linkClass} to={failedMessagesHref}>
            See failed messages
          </Link>
        </p>
      )}
    </PanelCard>
  );
}
