import type { RunSheet, RunSheetQuery, RunSheetVisit } from '@domain/run-sheet/schemas';
import { todayInSingapore } from '@domain/shared/dates';
import { REGION_NAMES, regionLabel } from '@domain/timeslots/regions';
import { ArrowLeft, Download, MapPin, Printer, Search, TriangleAlert, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatTimestamp } from '../format';
import { NurseSelect } from '../orders/nurse-select';
import { PreVisitBadges } from '../pre-visit-badges';
import { MOVE_DAY_LABEL, MoveDayDialog } from '../roster/move-day-dialog';
import { useDownloadRunSheet, useRunSheet } from './api';
import { OnMyWay } from './on-my-way';
import {
  ADDRESS_NEEDED_LABEL,
  amountDueText,
  distanceText,
  hasVisitAddress,
  householdText,
  mapSearchUrl,
  type NurseRoute,
  nurseRoutes,
  parseRunSheetForm,
  personLines,
  routeHeading,
  runSheetQueryFrom,
  visitAddress,
  visitCountText,
} from './run-sheet-format';
import './run-sheet-print.css';

/**
 * /admin/run-sheet?region=…&date=…: the nurse team's day in one region, the booked visits in time order,
 * to plan the route; printable on one A4 page and downloadable as CSV. The region and day live in the
 * address, so a printed or shared link opens the same sheet.
 */
export function RunSheetPage() {
  useDocumentTitle('Run Sheet');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = runSheetQueryFrom(searchParams);
  const [values, setValues] = useState({
    region: searchParams.get('region') ?? '',
    date: searchParams.get('date') ?? todayInSingapore(),
  });
  const [errors, setErrors] = useState<Partial<Record<'region' | 'date', string>>>({});
  const sheet = useRunSheet(query);
  const download = useDownloadRunSheet();
  const [isMovingDay, setIsMovingDay] = useState(false);

  return (
    <div className="space-y-6">
      <div className="space-y-2 print:hidden">
        <Link
          to={`${paths.adminDashboard.getHref()}?tab=postal-codes`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Dashboard
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">Run Sheet</h1>
        <p className="text-sm text-slate-600">
          The booked home visits of one region on one day, by nurse, each in the order of her route.
        </p>
      </div>

      <form
        noValidate
        aria-label="Choose the run sheet"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-start print:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          const outcome = parseRunSheetForm(values);
          if (!outcome.ok) {
            setErrors(outcome.errors);
            return;
          }
          setErrors({});
          setSearchParams(new URLSearchParams(outcome.query), { replace: true });
        }}
      >
        <FormField id="run-sheet-region" label="Region" error={errors.region}>
          {(field) => (
            <NativeSelect
              {...field}
              value={values.region}
              onChange={(event) => setValues((current) => ({ ...current, region: event.target.value }))}
            >
              <option value="">Select a region</option>
              {REGION_NAMES.map((region) => (
                <option key={region} value={region}>
                  {regionLabel(region)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="run-sheet-date" label="Day" error={errors.date}>
          {(field) => (
            <DatePicker
              {...field}
              value={values.date}
              onChange={(date) => setValues((current) => ({ ...current, date }))}
              displayFormat="EEE, d MMM yyyy"
            />
          )}
        </FormField>
        <Button type="submit" className="sm:mt-6.5">
          <Search aria-hidden="true" />
          Show
        </Button>
      </form>

      {query ? (
        <>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" onClick={() => window.print()} disabled={!sheet.data}>
              <Printer aria-hidden="true" />
              Print
            </Button>
            <Button variant="outline" onClick={() => download.mutate(query)} disabled={download.isPending}>
              <Download aria-hidden="true" />
              {download.isPending ? 'Downloading...' : 'Download CSV'}
            </Button>
            <Button variant="outline" onClick={() => setIsMovingDay(true)}>
              <UserX aria-hidden="true" />
              {MOVE_DAY_LABEL}
            </Button>
          </div>
          <MoveDayDialog open={isMovingDay} onOpenChange={setIsMovingDay} defaults={query} />
          {sheet.isError ? (
            <Alert variant="error">The run sheet could not be loaded: {sheet.error.message}</Alert>
          ) : sheet.data ? (
            <RunSheetView sheet={sheet.data} query={query} />
          ) : (
            <Skeleton className="h-48 w-full" />
          )}
        </>
      ) : (
        <p className="text-sm text-slate-600 print:hidden">Choose a region and a day to see its visits.</p>
      )}
    </div>
  );
}

/** The sheet itself, on screen and on paper: the visits under each nurse's name, in her route order. */
export function RunSheetView({ sheet, query }: { sheet: RunSheet; query: RunSheetQuery }) {
  const printedAt = formatTimestamp(new Date().toISOString());
  // "On my way" is for the day of the visits.
  const isToday = sheet.date === todayInSingapore();
  const routes = nurseRoutes(sheet.visits);
  return (
    <article
      id="run-sheet-print"
      aria-labelledby="run-sheet-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:space-y-2 print:text-[9pt]"
    >
      {/* A div, not a header: the site's print styles hide every <header> (index.css). */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-200 pb-3 print:pb-1.5">
        <div>
          <h2 id="run-sheet-heading" className="text-lg font-bold text-slate-900 print:text-[13pt]">
            Run Sheet · {regionLabel(sheet.region)} · {sheet.dateLabel}
          </h2>
          <p className="text-sm text-slate-600 print:text-[9pt]">
            {sheet.visitCount} {sheet.visitCount === 1 ? 'visit' : 'visits'} · {householdText(sheet.personCount)}
          </p>
        </div>
        <p className="text-xs text-slate-500 print:text-[8pt]">Printed {printedAt}</p>
      </div>

      {sheet.visits.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500">
          No booked visits in the {regionLabel(query.region)} region on this day.
        </p>
      ) : (
        <>
          {/* Phones: each nurse's visits as cards, in her route order. */}
          <div className="space-y-5 sm:hidden print:hidden">
            {routes.map((route) => (
              <section key={route.key} aria-labelledby={`card-route-${route.key}`} className="space-y-2">
                <h3 id={`card-route-${route.key}`} className="text-base font-bold text-slate-900">
                  <RouteName route={route} />
                </h3>
                <ol className="space-y-3">
                  {route.visits.map((visit) => (
                    <li key={visit.referenceNumber} className="rounded-lg border border-slate-200 p-3 text-sm">
                      <p className="flex items-baseline justify-between gap-2">
                        <span className="text-base font-bold text-slate-900">
                          <RouteOrder order={visit.order} /> {visit.timeLabel}
                        </span>
                        <span className="font-mono text-xs text-slate-500">{visit.referenceNumber}</span>
                      </p>
                      <Distance km={visit.distanceFromPreviousKm} className="text-xs text-slate-600" />
                      <p className="mt-1 font-semibold text-slate-900">
                        {visit.firstName} {visit.lastName}{' '}
                        <span className="font-normal text-slate-600">· {householdText(visit.personCount)}</span>
                      </p>
                      <VisitAddress visit={visit} className="text-slate-700" />
                      <p>
                        <a href={`tel:${visit.mobileNumber}`} className="font-semibold text-brand-700 underline">
                          {visit.mobileNumber}
                        </a>
                      </p>
                      <PersonList visit={visit} className="mt-1 text-slate-700" />
                      {Number(visit.amountDue) > 0 ? (
                        <p className="mt-1 text-slate-700">Amount due: {amountDueText(visit.amountDue)}</p>
                      ) : null}
                      <div className="mt-3 space-y-1.5 border-t border-slate-100 pt-3">
                        <Label htmlFor={`card-nurse-${visit.referenceNumber}`}>Nurse</Label>
                        <NurseSelect
                          id={`card-nurse-${visit.referenceNumber}`}
                          registrationId={visit.registrationId}
                          nurse={visit.nurse}
                        />
                      </div>
                      <OnMyWay
                        visit={visit}
                        canSend={isToday}
                        idPrefix="card"
                        className="mt-3 border-t border-slate-100 pt-3"
                      />
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>

          {/* Wider screens and paper: one row per visit, under its nurse's name. */}
          <table className="hidden w-full border-collapse text-left text-sm sm:table print:table print:text-[9pt]">
            <caption className="sr-only">Visits by nurse, in route order</caption>
            <thead>
              <tr className="border-b border-slate-300 text-xs font-semibold text-slate-600 uppercase print:text-[8pt]">
                <th scope="col" className="py-2 pr-2 print:py-1">
                  <span aria-hidden="true">#</span>
                  <span className="sr-only">Order in the route</span>
                </th>
                <th scope="col" className="py-2 pr-3 print:py-1">
                  Time
                </th>
                <th scope="col" className="py-2 pr-3 print:py-1">
                  Booking
                </th>
                <th scope="col" className="py-2 pr-3 print:py-1">
                  Address
                </th>
                <th scope="col" className="py-2 pr-3 print:py-1">
                  Mobile
                </th>
                <th scope="col" className="py-2 pr-3 print:py-1">
                  People and packages
                </th>
                <th scope="col" className="py-2 text-right print:py-1">
                  Due
                </th>
                <th scope="col" data-run-sheet-print="hidden" className="py-2 pl-3 print:hidden">
                  Nurse
                </th>
                <th scope="col" data-run-sheet-print="hidden" className="py-2 pl-3 print:hidden">
                  On my way
                </th>
              </tr>
            </thead>
            {routes.map((route) => (
              <tbody key={route.key}>
                <tr className="border-b border-slate-200 bg-slate-50 print:bg-transparent">
                  <th
                    scope="colgroup"
                    colSpan={9}
                    className="px-2 py-1.5 text-sm font-bold text-slate-900 print:px-0 print:pt-2 print:text-[10pt]"
                  >
                    <RouteName route={route} />
                  </th>
                </tr>
                {route.visits.map((visit) => (
                  <tr key={visit.referenceNumber} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-2 font-bold text-slate-900 tabular-nums print:py-1">
                      <RouteOrder order={visit.order} />
                    </td>
                    <td className="py-2 pr-3 print:py-1">
                      <p className="font-bold whitespace-nowrap text-slate-900">{visit.timeLabel}</p>
                      <Distance
                        km={visit.distanceFromPreviousKm}
                        className="max-w-28 text-xs text-slate-600 print:max-w-none print:text-[8pt]"
                      />
                    </td>
                    <td className="py-2 pr-3 print:py-1">
                      <p className="font-semibold text-slate-900">
                        {visit.firstName} {visit.lastName}
                      </p>
                      <p className="text-xs text-slate-600 print:text-[8pt]">
                        {householdText(visit.personCount)} · <span className="font-mono">{visit.referenceNumber}</span>
                      </p>
                    </td>
                    <td className="py-2 pr-3 text-slate-800 print:py-1">
                      <VisitAddress visit={visit} />
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap print:py-1">{visit.mobileNumber}</td>
                    <td className="py-2 pr-3 print:py-1">
                      <PersonList visit={visit} />
                    </td>
                    <td className="py-2 text-right whitespace-nowrap print:py-1">{amountDueText(visit.amountDue)}</td>
                    <td data-run-sheet-print="hidden" className="py-2 pl-3 print:hidden">
                      <NurseSelect
                        id={`row-nurse-${visit.referenceNumber}`}
                        registrationId={visit.registrationId}
                        nurse={visit.nurse}
                        className="min-w-36"
                        aria-label={`Nurse for ${visit.referenceNumber}, ${visit.firstName} ${visit.lastName} at ${visit.timeLabel}`}
                      />
                    </td>
                    <td data-run-sheet-print="hidden" className="py-2 pl-3 print:hidden">
                      <OnMyWay visit={visit} canSend={isToday} idPrefix="row" />
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </>
      )}
    </article>
  );
}

/** A route's heading: the nurse's name, or "Unassigned" marked as work still to give, and its count. */
function RouteName({ route }: { route: NurseRoute }) {
  if (route.nurse) return routeHeading(route);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge variant="warning" className="border border-amber-300 text-sm print:border-black">
        {route.name}
      </Badge>
      <span>{visitCountText(route.visits.length)}</span>
    </span>
  );
}

/** A visit's place in its nurse's route: '1.' (read as "Stop 1"). */
function RouteOrder({ order }: { order: number }) {
  return (
    <>
      <span className="sr-only">Stop </span>
      {order}
      <span aria-hidden="true">.</span>
    </>
  );
}

function Distance({ km, className }: { km: number | null; className?: string }) {
  const text = distanceText(km);
  return text ? <p className={className}>{text}</p> : null;
}

/** Each person with their package, consent and flags: what the nurse must know, never the answers. */
function PersonList({ visit, className }: { visit: RunSheetVisit; className?: string }) {
  const lines = personLines(visit);
  return (
    <ul className={cn('space-y-1 print:space-y-0.5', className)}>
      {visit.persons.map((person, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two persons of a household may share a name and a package
        <li key={index}>
          <span>{lines[index]}</span>{' '}
          <PreVisitBadges consent={person.consent} flags={person.flags} className="align-middle" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the nurse goes, as a link to Google Maps' search for it (a new tab; on paper it is plain text);
 * a booking without an address says so plainly, on screen and on paper.
 */
function VisitAddress({ visit, className }: { visit: RunSheetVisit; className?: string }) {
  const address = visitAddress(visit);
  const mapUrl = mapSearchUrl(visit);
  const place = (text: string) =>
    mapUrl ? (
      <a
        href={mapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-baseline gap-1 font-medium text-brand-700 underline underline-offset-2 print:text-black print:no-underline"
      >
        <MapPin className="size-3.5 shrink-0 self-center print:hidden" aria-hidden="true" />
        <span>{text}</span>
        <span className="sr-only"> (map, opens in a new tab)</span>
      </a>
    ) : (
      <span>{text}</span>
    );
  if (hasVisitAddress(visit)) return <p className={className}>{place(address)}</p>;
  return (
    <p className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <Badge variant="warning" className="border border-amber-300 print:border-black">
        <TriangleAlert className="size-3.5" aria-hidden="true" />
        {ADDRESS_NEEDED_LABEL}
      </Badge>
      {address ? place(address) : null}
    </p>
  );
}
