import { staffStatusLabel } from '@domain/bookings/status';
import {
  type Insights,
  type InsightsQuery,
  insightsQuerySchema,
  monthOf,
  thisMonthInSingapore,
  WEEKDAY_SHORT_NAMES,
} from '@domain/insights/schemas';
import { REGISTRATION_STATUSES } from '@domain/orders/schemas';
import { formatMonthLabel, normalizeDateInput, toDisplayDate } from '@domain/shared/dates';
import { formatCurrency } from '@domain/shared/money';
import { regionLabel } from '@domain/timeslots/regions';
import { Download } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { serverMessage } from '@/lib/api';
import { autoFormatDateTyping, displayDateOnBlur } from '@/lib/date-input';
import { downloadFile } from '@/lib/download-file';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInsights } from './api';
import {
  bookingsTable,
  displayCell,
  type NumbersTable,
  openingMonth,
  orderCount,
  packagesTable,
  percent,
  ratesTable,
  revenueTable,
  revenueTotals,
  shortDate,
  toCsv,
  utilisationGrid,
  utilisationShare,
  utilisationTable,
  waitlistTable,
} from './insights-format';

const STATUS_COLOURS: Record<(typeof REGISTRATION_STATUSES)[number], string> = {
  pending_payment: '#f59e0b',
  paid: '#0d9488',
  confirmed: '#2563eb',
  completed: '#15803d',
  no_show: '#b91c1c',
  cancelled: '#64748b',
  expired: '#cbd5e1',
};

const CHART_HEIGHT = 260;

/** A tooltip's lines in the text colour (a series' own, amber or grey, is too pale to read on white). */
const TOOLTIP_ITEM_STYLE = { color: '#334155' };

/** Legend names in the page's text colour: the swatch beside each carries the series' colour. */
const legendText = (value: string) => <span className="text-slate-700">{value}</span>;

/**
 * /admin/insights (DESIGN §8.7): for a range of visit dates, bookings by status, revenue, utilisation
 * by region and weekday, the package mix, cancellation and no-show rates, and waitlist demand. Each
 * chart has its numbers as a table and as a CSV file.
 */
export function InsightsPage() {
  useDocumentTitle('Insights');
  const [range, setRange] = useState<InsightsQuery>(() => thisMonthInSingapore());
  // The page opens on this month when it has orders, else on the month of the closest orders (the
  // latest before it first): an empty month beside a month's revenue explained nothing.
  const [opening, setOpening] = useState(true);
  const [movedFrom, setMovedFrom] = useState<InsightsQuery | null>(null);
  const insights = useInsights(range);
  const data = insights.data;
  const fileName = (name: string) => `insights-${name}-${range.from}-to-${range.to}.csv`;
  useEffect(() => {
    if (!opening || !data || data.from !== range.from || data.to !== range.to) return;
    const month = openingMonth(data);
    if (month) {
      setMovedFrom(range);
      setRange(monthOf(month));
    }
    setOpening(false);
  }, [opening, data, range]);
  const choose = (next: InsightsQuery) => {
    setOpening(false);
    setMovedFrom(null);
    setRange(next);
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Insights</h1>
        <p className="text-sm text-slate-600">
          How the service is doing over a range of dates (Singapore time). Orders, visits, packages and rates count by
          visit date; money counts by payment date (the day it was paid or refunded), GST included.
        </p>
      </div>
      {/* Shown once the opening range is decided, so that nothing typed is replaced by it. */}
      {opening && !insights.isError ? null : (
        <RangeForm key={`${range.from}/${range.to}`} range={range} onChange={choose} />
      )}
      {insights.isError ? (
        <Alert variant="error">
          {serverMessage(insights.error, 'The insights could not be loaded. Please try again.')}
        </Alert>
      ) : null}
      {!data || opening ? (
        insights.isError ? null : (
          <Spinner label="Loading insights" />
        )
      ) : (
        <>
          {movedFrom ? (
            <Alert variant="info">
              No orders have visit dates in {formatMonthLabel(movedFrom.from)}: showing {formatMonthLabel(range.from)},
              the closest month with orders.
            </Alert>
          ) : (
            <NoOrdersNote data={data} onChoose={choose} />
          )}
          <Summary data={data} />
          <ChartSection
            id="bookings"
            title="Orders per day, by visit date"
            description="Orders by the date of their visit, stacked by status."
            table={bookingsTable(data)}
            fileName={fileName('orders')}
          >
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              <BarChart
                accessibilityLayer={false}
                data={data.bookingsPerDay.map((day) => ({ date: shortDate(day.date), ...day.byStatus }))}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" fontSize={12} minTickGap={12} />
                <YAxis allowDecimals={false} fontSize={12} width={32} />
                <Tooltip itemStyle={TOOLTIP_ITEM_STYLE} />
                <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
                {REGISTRATION_STATUSES.map((status) => (
                  <Bar
                    key={status}
                    isAnimationActive={false}
                    dataKey={status}
                    name={staffStatusLabel(status)}
                    stackId="status"
                    fill={STATUS_COLOURS[status]}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </ChartSection>
          <ChartSection
            id="revenue"
            title="Revenue per day, by payment date"
            description="Paid and refunded on each day in Singapore (when the money moved, whatever the visit date), GST included."
            table={revenueTable(data)}
            fileName={fileName('revenue')}
          >
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              <BarChart
                accessibilityLayer={false}
                data={data.revenuePerDay.map((day) => ({
                  date: shortDate(day.date),
                  paid: Number(day.paid),
                  refunded: Number(day.refunded),
                }))}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="date" fontSize={12} minTickGap={12} />
                <YAxis fontSize={12} width={48} />
                <Tooltip itemStyle={TOOLTIP_ITEM_STYLE} formatter={(value) => formatCurrency(Number(value))} />
                <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
                <Bar isAnimationActive={false} dataKey="paid" name="Paid" fill="#0d9488" />
                <Bar isAnimationActive={false} dataKey="refunded" name="Refunded" fill="#b91c1c" />
              </BarChart>
            </ResponsiveContainer>
          </ChartSection>
          <ChartSection
            id="utilisation"
            title="Utilisation by region and weekday, by visit date"
            description="Booked visits ÷ visits offered in slots that were open (blocked slots offer none)."
            table={utilisationTable(data)}
            fileName={fileName('utilisation')}
          >
            <Heatmap data={data} />
          </ChartSection>
          <ChartSection
            id="packages"
            title="Package mix, by visit date"
            description="People screened by package, in orders that were not cancelled or expired."
            table={packagesTable(data)}
            fileName={fileName('packages')}
          >
            <HorizontalBars
              data={data.packages.map((row) => ({ label: row.name, value: row.count }))}
              name="Participants"
            />
          </ChartSection>
          <ChartSection
            id="rates"
            title="Cancellation and no-show rates, by visit date"
            table={ratesTable(data)}
            fileName={fileName('rates')}
          >
            <dl className="grid grid-cols-2 gap-3">
              <Stat label="Cancellation rate" value={percent(data.rates.cancellation)} />
              <Stat label="No-show rate" value={percent(data.rates.noShow)} />
            </dl>
          </ChartSection>
          <ChartSection
            id="waitlist"
            title="Waitlist demand by region, by wished dates"
            description="Waitlist entries whose wished dates meet the range."
            table={waitlistTable(data)}
            fileName={fileName('waitlist')}
          >
            <HorizontalBars
              data={data.waitlist.map((row) => ({ label: regionLabel(row.region), value: row.entries }))}
              name="Entries"
            />
          </ChartSection>
        </>
      )}
    </div>
  );
}

function RangeForm({ range, onChange }: { range: InsightsQuery; onChange: (range: InsightsQuery) => void }) {
  // Typed as DD/MM/YYYY like every other date a person types here; an ISO date is accepted too.
  const [from, setFrom] = useState(toDisplayDate(range.from));
  const [to, setTo] = useState(toDisplayDate(range.to));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = insightsQuerySchema.safeParse({
      from: normalizeDateInput(from) ?? from,
      to: normalizeDateInput(to) ?? to,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Choose a range of dates');
      return;
    }
    setError(null);
    setFrom(toDisplayDate(parsed.data.from));
    setTo(toDisplayDate(parsed.data.to));
    onChange(parsed.data);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Date range"
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <RangeDate id="insights-from" label="From" value={from} onChange={setFrom} />
      <RangeDate id="insights-to" label="To" value={to} onChange={setTo} />
      <Button type="submit">Show</Button>
      {error ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function RangeDate(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        inputMode="numeric"
        placeholder="DD/MM/YYYY"
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onChange(autoFormatDateTyping(event.target.value, props.value))}
        onBlur={(event) => props.onChange(displayDateOnBlur(event.target.value))}
        className="w-36"
      />
    </div>
  );
}

/** A range without orders: where the closest ones are, one click away. */
function NoOrdersNote({ data, onChoose }: { data: Insights; onChoose: (range: InsightsQuery) => void }) {
  const nearest = data.nearestOrderDates;
  if (orderCount(data) > 0 || !nearest) return null;
  const offers = [nearest.before, nearest.after].filter((date): date is string => date !== null);
  return (
    <Alert variant="info">
      <p>No orders have visit dates in this range.</p>
      {offers.length > 0 ? (
        <p className="mt-2 flex flex-wrap gap-2">
          {offers.map((date) => (
            <Button key={date} type="button" variant="outline" size="sm" onClick={() => onChoose(monthOf(date))}>
              Show {formatMonthLabel(date)}
            </Button>
          ))}
        </p>
      ) : null}
    </Alert>
  );
}

function Summary({ data }: { data: Insights }) {
  const revenue = revenueTotals(data);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat label="Orders" value={String(orderCount(data))} note="by visit date" />
      <Stat
        label="Net revenue"
        value={formatCurrency(revenue.net)}
        note={`by payment date · GST included: ${formatCurrency(revenue.gst)}`}
      />
      <Stat label="Cancellation rate" value={percent(data.rates.cancellation)} note="by visit date" />
      <Stat label="No-show rate" value={percent(data.rates.noShow)} note="by visit date" />
    </dl>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

function ChartSection(props: {
  id: string;
  title: string;
  description?: string;
  table: NumbersTable;
  fileName: string;
  children: ReactNode;
}) {
  const headingId = `insights-${props.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {props.title}
          </h2>
          {props.description ? <p className="text-sm text-slate-600">{props.description}</p> : null}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => downloadFile(props.fileName, `\uFEFF${toCsv(props.table)}`, 'text/csv;charset=utf-8')}
          aria-label={`Download CSV: ${props.title}`}
        >
          <Download className="size-4" aria-hidden="true" />
          Download CSV
        </Button>
      </div>
      {/* The chart shows what the table below says; screen readers read the table. */}
      <div aria-hidden="true">{props.children}</div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Show the numbers</summary>
        <div className="mt-2">
          <NumbersTableView table={props.table} caption={props.title} />
        </div>
      </details>
    </section>
  );
}

function NumbersTableView({ table, caption }: { table: NumbersTable; caption: string }) {
  if (table.rows.length === 0) return <p className="text-sm text-slate-600">Nothing in this range.</p>;
  return (
    <Table>
      <caption className="sr-only">{caption}</caption>
      <TableHeader>
        <TableRow>
          {table.columns.map((column) => (
            <TableHead key={column} scope="col">
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {table.rows.map((row) => (
          <TableRow key={row.join('|')}>
            {row.map((_, index) => {
              const cell = displayCell(table, row, index);
              return (
                <TableCell
                  key={table.columns[index]}
                  // Dates and amounts stay on one line; the longer words may wrap.
                  className={
                    String(cell).length <= 12 || table.dateColumns?.includes(index)
                      ? 'whitespace-nowrap tabular-nums'
                      : undefined
                  }
                >
                  {cell}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function HorizontalBars({ data, name }: { data: { label: string; value: number }[]; name: string }) {
  if (data.length === 0) return <p className="text-sm text-slate-600">Nothing in this range.</p>;
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, data.length * 44 + 40)}>
      <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ left: 8, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} fontSize={12} />
        <YAxis type="category" dataKey="label" width={110} fontSize={12} />
        <Tooltip />
        <Bar isAnimationActive={false} dataKey="value" name={name} fill="#0d9488" />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Five shades from empty to full; dark cells carry white text, so each stays readable. */
function heatClass(share: number | null): string {
  if (share === null) return 'bg-slate-50 text-slate-600';
  if (share < 0.25) return 'bg-teal-50 text-slate-900';
  if (share < 0.5) return 'bg-teal-200 text-slate-900';
  if (share < 0.75) return 'bg-teal-500 text-slate-900';
  if (share < 1) return 'bg-teal-700 text-white';
  return 'bg-teal-900 text-white';
}

function Heatmap({ data }: { data: Parameters<typeof utilisationGrid>[0] }) {
  const grid = utilisationGrid(data);
  if (grid.length === 0) return <p className="text-sm text-slate-600">No visits were offered in this range.</p>;
  return (
    <div className="overflow-x-auto">
      <div className="grid grid-cols-[4rem_repeat(7,minmax(2rem,1fr))] gap-1 text-center text-xs">
        <span />
        {[1, 2, 3, 4, 5, 6, 0].map((weekday) => (
          <span key={weekday} className="font-medium text-slate-700">
            {WEEKDAY_SHORT_NAMES[weekday]}
          </span>
        ))}
        {grid.map(({ region, cells }) => (
          <div key={region} className="contents">
            <span className="self-center truncate text-left font-medium text-slate-700">{regionLabel(region)}</span>
            {cells.map((cell, index) => {
              const share = cell ? utilisationShare(cell.booked, cell.offered) : null;
              return (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: seven fixed weekdays
                  key={index}
                  className={`rounded py-2 tabular-nums ${heatClass(share)}`}
                  title={cell ? `${cell.booked} of ${cell.offered}` : 'No slots'}
                >
                  {cell ? percent(share) : '–'}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
