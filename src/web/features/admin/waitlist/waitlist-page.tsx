import { formatDateLabel, formatSingaporeDateTime, toDisplayDate } from '@domain/shared/dates';
import { regionLabel } from '@domain/timeslots/regions';
import {
  ADMIN_UNPROVEN_HINT,
  ADMIN_UNPROVEN_LABEL,
  type AdminWaitlist,
  type AdminWaitlistEntry,
  type OFFER_STATUSES,
  TIME_OF_DAY_LABELS,
  WAITLIST_ENTRY_STATUSES,
} from '@domain/waitlist/rules';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatTimestamp, statusLabel } from '../format';
import { useAdminWaitlist, useEntrySlots, useOfferVisit, type WaitlistStatusFilter } from './api';
import {
  busiestDays,
  dateRangeLabel,
  entryGroups,
  offerableSlots,
  visitLabel,
  weeklyDemandGrid,
} from './waitlist-format';

const STATUS_VARIANTS = {
  waiting: 'warning',
  offered: 'default',
  booked: 'success',
  left: 'neutral',
  ended: 'neutral',
  open: 'default',
  declined: 'neutral',
  expired: 'neutral',
  withdrawn: 'neutral',
} as const satisfies Record<(typeof WAITLIST_ENTRY_STATUSES)[number] | (typeof OFFER_STATUSES)[number], string>;

/**
 * /admin/waitlist (DESIGN §8.6): demand by region and day, the entries with their offers, and a visit
 * offered by hand to a waiting entry.
 */
export function WaitlistPage() {
  useDocumentTitle('Waitlist');
  const [status, setStatus] = useState<WaitlistStatusFilter>('all');
  const [offering, setOffering] = useState<AdminWaitlistEntry | null>(null);
  const waitlist = useAdminWaitlist(status);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Waitlist</h1>
        <p className="text-sm text-slate-600">
          Customers waiting for a visit in their region. A visit that frees up is offered to the first in the queue; you
          can also offer one by hand.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="space-y-1.5">
          <Label htmlFor="waitlist-status">Status</Label>
          <NativeSelect
            id="waitlist-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as WaitlistStatusFilter)}
            className="w-44"
          >
            <option value="all">All</option>
            {WAITLIST_ENTRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {waitlist.isPending ? (
        <Spinner label="Loading the waitlist" />
      ) : waitlist.isError ? (
        <Alert variant="error">The waitlist could not be loaded: {waitlist.error.message}</Alert>
      ) : (
        <>
          <DemandTable demand={waitlist.data} />
          <section aria-labelledby="waitlist-entries-heading" className="space-y-3">
            <h2 id="waitlist-entries-heading" className="text-lg font-bold text-slate-900">
              Entries ({waitlist.data.entries.length})
            </h2>
            {waitlist.data.entries.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
                No entries.
              </p>
            ) : (
              entryGroups(waitlist.data.entries).map((group) => {
                const headingId = `waitlist-queue-${group.key.replace(/\W/g, '-')}`;
                return (
                  <section key={group.key} aria-labelledby={headingId} className="space-y-2">
                    <h3 id={headingId} className="text-sm font-semibold text-slate-700">
                      {group.queue
                        ? `Queue: ${regionLabel(group.queue.region)} · ${group.queue.eventName}`
                        : 'No longer waiting'}
                    </h3>
                    {/* A queue is an ordered list: No. 1 is offered the next visit that frees. */}
                    {group.queue ? (
                      <ol className="space-y-3">
                        {group.entries.map((entry) => (
                          <EntryCard key={entry.id} entry={entry} onOffer={() => setOffering(entry)} />
                        ))}
                      </ol>
                    ) : (
                      <ul className="space-y-3">
                        {group.entries.map((entry) => (
                          <EntryCard key={entry.id} entry={entry} onOffer={() => setOffering(entry)} />
                        ))}
                      </ul>
                    )}
                  </section>
                );
              })
            )}
          </section>
        </>
      )}
      <OfferDialog entry={offering} onClose={() => setOffering(null)} />
    </div>
  );
}

/** Week commencing: '30/11' for the Monday of the week. */
const weekLabel = (monday: string) => `w/c ${toDisplayDate(monday).slice(0, 5)}`;

/** Demand by region and week (a column a week fits 1280 px), and the busiest days beside it. */
function DemandTable({ demand }: { demand: Pick<AdminWaitlist, 'demand' | 'demandByWeek'> }) {
  const grid = weeklyDemandGrid(demand.demandByWeek);
  const busiest = busiestDays(demand.demand);
  return (
    <section aria-labelledby="waitlist-demand-heading" className="space-y-3">
      <div>
        <h2 id="waitlist-demand-heading" className="text-lg font-bold text-slate-900">
          Demand
        </h2>
        <p className="text-sm text-slate-600">Entries waiting, by the weeks their days fall in (the next 60 days).</p>
      </div>
      {grid.regions.length === 0 ? (
        <p className="text-sm text-slate-600">No one is waiting.</p>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <Table aria-label="Entries waiting by region and week">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Region</TableHead>
                  {grid.weeks.map((week) => (
                    <TableHead key={week} scope="col" className="px-2 text-center whitespace-nowrap">
                      {weekLabel(week)}
                      <span className="sr-only">/{week.slice(0, 4)}</span>
                    </TableHead>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {grid.regions.map((region) => (
                  <TableRow key={region}>
                    <TableHead scope="row">{regionLabel(region)}</TableHead>
                    {grid.weeks.map((week) => {
                      const count = grid.count(region, week);
                      return (
                        <TableCell
                          key={week}
                          className={`px-2 text-center ${count > 0 ? 'font-semibold tabular-nums' : 'text-slate-500'}`}
                        >
                          {count}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <section
            aria-labelledby="waitlist-busiest-heading"
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h3 id="waitlist-busiest-heading" className="text-sm font-semibold text-slate-900">
              Busiest days
            </h3>
            <ol className="mt-2 space-y-1 text-sm">
              {busiest.map((day) => (
                <li key={`${day.region}|${day.date}`} className="flex justify-between gap-3">
                  <span>
                    {formatDateLabel(day.date)} · {regionLabel(day.region)}
                  </span>
                  <span className="font-semibold whitespace-nowrap tabular-nums">
                    {day.entries} {day.entries === 1 ? 'entry' : 'entries'}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      )}
    </section>
  );
}

function EntryCard({ entry, onOffer }: { entry: AdminWaitlistEntry; onOffer: () => void }) {
  const name = `${entry.firstName} ${entry.lastName}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {name}
            <Badge variant={STATUS_VARIANTS[entry.status]}>{statusLabel(entry.status)}</Badge>
            {entry.position !== null ? (
              <span className="text-sm font-normal text-slate-600">No. {entry.position} in the queue</span>
            ) : null}
            {entry.mobileVerified ? null : (
              <Badge variant="neutral" title={ADMIN_UNPROVEN_HINT}>
                {ADMIN_UNPROVEN_LABEL}
              </Badge>
            )}
          </h3>
          <p className="text-sm break-words text-slate-600">
            {entry.email} · {entry.mobileNumber}
          </p>
        </div>
        {entry.status === 'waiting' ? (
          <Button variant="outline" size="sm" className="shrink-0 self-start" onClick={onOffer}>
            <Send aria-hidden="true" />
            Offer a visit<span className="sr-only"> to {name}</span>
          </Button>
        ) : null}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <EntryDetail term="Region">
          {regionLabel(entry.region)} ({entry.postalCode})
        </EntryDetail>
        <EntryDetail term="Package">{entry.packageName}</EntryDetail>
        <EntryDetail term="People">{entry.persons}</EntryDetail>
        <EntryDetail term="Days">{dateRangeLabel(entry)}</EntryDetail>
        <EntryDetail term="Time of day">{TIME_OF_DAY_LABELS[entry.timeOfDay]}</EntryDetail>
        <EntryDetail term="Joined">{formatTimestamp(entry.createdAt)}</EntryDetail>
      </dl>
      {entry.offers.length > 0 ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Offers</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {entry.offers.map((offer) => (
              <li key={offer.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Badge variant={STATUS_VARIANTS[offer.status]}>{statusLabel(offer.status)}</Badge>
                <span>Visit {visitLabel(offer)}</span>
                <span className="text-slate-600">Held until {formatSingaporeDateTime(offer.expiresAt, 'numeric')}</span>
                {offer.referenceNumber ? (
                  <span className="font-mono text-xs font-semibold">{offer.referenceNumber}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

function EntryDetail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function OfferDialog({ entry, onClose }: { entry: AdminWaitlistEntry | null; onClose: () => void }) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby="offer-visit-description">
        {entry ? <OfferForm entry={entry} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function OfferForm({ entry, onClose }: { entry: AdminWaitlistEntry; onClose: () => void }) {
  const slots = useEntrySlots(entry);
  const offer = useOfferVisit();
  const choices = offerableSlots(slots.data, entry);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Without a list (the search failed), a slot id typed by hand.
  const byHand = slots.isError;
  const value = chosen || (byHand ? '' : String(choices[0]?.id ?? ''));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const timeslotId = Number(value);
    if (!Number.isInteger(timeslotId) || timeslotId <= 0) {
      setError('Choose a visit');
      return;
    }
    offer.mutate({ id: entry.id, timeslotId }, { onSuccess: onClose });
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogHeader>
        <DialogTitle>Offer a visit</DialogTitle>
        <DialogDescription id="offer-visit-description">
          To {entry.firstName} {entry.lastName}, {entry.persons} {entry.persons === 1 ? 'person' : 'people'},{' '}
          {dateRangeLabel(entry)}, {TIME_OF_DAY_LABELS[entry.timeOfDay].toLowerCase()}. They get an email with a link to
          book it.
        </DialogDescription>
      </DialogHeader>
      <DialogBody>
        {slots.isPending ? (
          <Spinner className="py-6" label="Loading the visits" />
        ) : byHand ? (
          <FormField id="offer-timeslot-id" label="Timeslot id" hint="The visits could not be listed." error={error}>
            {(control) => (
              <Input {...control} inputMode="numeric" value={chosen} onChange={(e) => setChosen(e.target.value)} />
            )}
          </FormField>
        ) : choices.length === 0 ? (
          <Alert variant="warning">No visit with room on these days and at this time of day.</Alert>
        ) : (
          <FormField id="offer-timeslot" label="Visit" error={error}>
            {(control) => (
              <NativeSelect {...control} value={value} onChange={(e) => setChosen(e.target.value)}>
                {choices.map((slot) => (
                  <option key={slot.id} value={String(slot.id)}>
                    {slot.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={offer.isPending || (!byHand && choices.length === 0)}>
          {offer.isPending ? 'Offering...' : 'Offer this visit'}
        </Button>
      </DialogFooter>
    </form>
  );
}
