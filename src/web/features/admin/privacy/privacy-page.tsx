import {
  type PersonalData,
  type PersonalDataBooking,
  type PersonQuery,
  visitAheadMessage,
} from '@domain/privacy/personal-data';
import { formatTimeLabel, toDisplayDate } from '@domain/shared/dates';
import type { ColumnDef } from '@tanstack/react-table';
import { Download, Search, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { FieldError } from '@/components/ui/form-field';
import { CodeInput, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ERROR_TITLE } from '../messages';
import { useErasePersonalData, useFindPersonalData } from './api';
import {
  bookingHoldState,
  bookingStatusLabel,
  describePersonQuery,
  erasedToast,
  eraseEmailsNote,
  eraseFailedMessage,
  eraseQuestion,
  heldSummary,
  holdsAnything,
  type PersonSearchValues,
  parsePersonSearch,
  personalDataFileName,
  referencesWithVisitAhead,
  roleLabel,
} from './personal-data-format';

const BADGE_VARIANTS = { erased: 'neutral', 'visit-ahead': 'warning', held: 'default' } as const;

/**
 * /admin/privacy (DESIGN §8.3, §8.9): staff find a person by ID number, email or mobile number, hand
 * over everything held about them as JSON, or erase it. The search terms stay in the page's state, never in its address,
 * where an ID number would land in the browser's history.
 */
export function PrivacyPage() {
  useDocumentTitle('Privacy');
  const [values, setValues] = useState<PersonSearchValues>({ identificationNumber: '', email: '', mobileNumber: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [results, setResults] = useState<{ query: PersonQuery; data: PersonalData } | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const find = useFindPersonalData();
  const erase = useErasePersonalData();

  const search = (query: PersonQuery) => find.mutate(query, { onSuccess: (data) => setResults({ query, data }) });

  const confirmErase = () => {
    if (!results) return;
    const { query } = results;
    erase.mutate(query, {
      onSuccess: (result) => {
        const { title, description } = erasedToast(result);
        toast.success(title, { description });
      },
      onError: (error) => toast.error(ERROR_TITLE, { description: eraseFailedMessage(error.message) }),
      // Either way the list is read again: what is left, or the visit that made the server refuse.
      onSettled: () => {
        setIsConfirming(false);
        search(query);
      },
    });
  };

  const change = (patch: Partial<PersonSearchValues>) => setValues((current) => ({ ...current, ...patch }));
  const errorId = formError ? 'privacy-search-error' : undefined;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Personal data</h1>
        <p className="text-sm text-slate-600">
          Find a person by ID number, email or mobile number, export everything held about them as JSON, or erase it. An
          email is matched however it is spelt (Gmail without dots or +tag), a mobile number with or without +65. Each
          search and each erasure is recorded in the activity log.
        </p>
      </div>
      <form
        noValidate
        aria-label="Find a person"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 sm:items-end lg:grid-cols-[1fr_1fr_1fr_auto]"
        onSubmit={(event) => {
          event.preventDefault();
          const outcome = parsePersonSearch(values);
          if (!outcome.ok) {
            setFormError(outcome.message);
            return;
          }
          setFormError(null);
          setResults(null);
          search(outcome.query);
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor="privacy-id-number">ID number</Label>
          <CodeInput
            id="privacy-id-number"
            value={values.identificationNumber}
            onChange={(event) => change({ identificationNumber: event.target.value })}
            maxLength={254}
            aria-invalid={Boolean(formError)}
            aria-describedby={errorId}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="privacy-email">Email</Label>
          <Input
            id="privacy-email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={values.email}
            onChange={(event) => change({ email: event.target.value })}
            maxLength={254}
            aria-invalid={Boolean(formError)}
            aria-describedby={errorId}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="privacy-mobile-number">Mobile number</Label>
          <Input
            id="privacy-mobile-number"
            type="tel"
            autoComplete="off"
            value={values.mobileNumber}
            onChange={(event) => change({ mobileNumber: event.target.value })}
            maxLength={254}
            aria-invalid={Boolean(formError)}
            aria-describedby={errorId}
          />
        </div>
        <Button type="submit" disabled={find.isPending}>
          <Search aria-hidden="true" />
          {find.isPending ? 'Finding...' : 'Find'}
        </Button>
        {formError ? (
          <div role="alert" className="sm:col-span-3 lg:col-span-4">
            <FieldError id={errorId} message={formError} />
          </div>
        ) : null}
      </form>
      {find.isError ? <Alert variant="error">The personal data could not be found: {find.error.message}</Alert> : null}
      {results ? (
        <PersonResults
          query={results.query}
          data={results.data}
          isRefreshing={find.isPending}
          onErase={() => setIsConfirming(true)}
        />
      ) : null}
      {results ? (
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title="Erase this person's data?"
          description={eraseQuestion(results.data.bookings.length)}
          confirmLabel="Erase"
          pendingLabel="Erasing..."
          isPending={erase.isPending}
          onConfirm={confirmErase}
        >
          {eraseEmailsNote(results.data.messages.length)}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function PersonResults({
  query,
  data,
  isRefreshing,
  onErase,
}: {
  query: PersonQuery;
  data: PersonalData;
  isRefreshing: boolean;
  onErase: () => void;
}) {
  const ahead = referencesWithVisitAhead(data.bookings);
  const columns = useMemo<ColumnDef<PersonalDataBooking>[]>(
    () => [
      {
        accessorKey: 'referenceNumber',
        header: 'Reference',
        cell: ({ row }) => (
          <div className="min-w-28">
            <p className="font-mono text-xs font-semibold whitespace-nowrap text-slate-900">
              {row.original.referenceNumber}
            </p>
            {/* On phones the event and role columns are left out: they show here. */}
            <p className="text-xs text-slate-500 md:hidden">
              {row.original.eventName} · {roleLabel(row.original.role)}
            </p>
          </div>
        ),
      },
      {
        id: 'visit',
        header: 'Visit',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{toDisplayDate(row.original.visitDate)}</p>
            <p className="text-xs text-slate-500">{formatTimeLabel(row.original.visitTime)}</p>
          </div>
        ),
      },
      {
        accessorKey: 'eventName',
        header: 'Event',
        meta: { className: 'hidden md:table-cell' },
      },
      {
        id: 'role',
        header: 'Role',
        cell: ({ row }) => <span className="whitespace-nowrap">{roleLabel(row.original.role)}</span>,
        meta: { className: 'hidden md:table-cell' },
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => <span className="whitespace-nowrap">{bookingStatusLabel(row.original.status)}</span>,
        meta: { className: 'hidden sm:table-cell' },
      },
      {
        id: 'state',
        header: 'State',
        cell: ({ row }) => {
          const state = bookingHoldState(row.original);
          return (
            <div className="space-y-1">
              <Badge variant={BADGE_VARIANTS[state.kind]} className="whitespace-nowrap">
                {state.label}
              </Badge>
              {/* On phones the status column is left out: the status shows here. */}
              <p className="text-xs whitespace-nowrap text-slate-500 sm:hidden">
                {bookingStatusLabel(row.original.status)}
              </p>
            </div>
          );
        },
      },
    ],
    [],
  );

  return (
    <section aria-labelledby="privacy-results-heading" aria-busy={isRefreshing || undefined} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="privacy-results-heading" className="text-lg font-bold text-slate-900">
            Held about {describePersonQuery(query)}
          </h2>
          <p role="status" className="text-sm text-slate-600">
            {heldSummary(data)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() =>
              downloadFile(personalDataFileName(data.exportedAt), JSON.stringify(data, null, 2), 'application/json')
            }
          >
            <Download aria-hidden="true" />
            Export JSON
          </Button>
          {holdsAnything(data) ? (
            <Button
              variant="destructive"
              onClick={onErase}
              disabled={ahead.length > 0 || isRefreshing}
              aria-describedby={ahead.length > 0 ? 'privacy-erase-refused' : undefined}
            >
              <Trash2 aria-hidden="true" />
              Erase now
            </Button>
          ) : null}
        </div>
      </div>
      {ahead.length > 0 ? (
        <Alert variant="warning" id="privacy-erase-refused" title="Erasing waits until no visit is ahead">
          {visitAheadMessage(ahead)}
        </Alert>
      ) : null}
      {data.bookings.length > 0 ? (
        <DataTable
          label="Bookings holding this person"
          columns={columns}
          data={data.bookings}
          emptyMessage="No bookings."
          getRowId={(booking) => `${booking.referenceNumber}-${booking.role}`}
        />
      ) : null}
    </section>
  );
}
