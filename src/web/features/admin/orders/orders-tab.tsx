import type { AdminRegistration, AdminRegistrationStatus } from '@domain/orders/schemas';
import { formatDateLabel, formatTimeLabel } from '@domain/shared/dates';
import type { ColumnDef } from '@tanstack/react-table';
import { Download, Eye, Search, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { DatePicker } from '@/components/ui/date-picker';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminEvents } from '../events/api';
import { NO_ORDERS } from '../messages';
import { TabHeader } from '../tab-header';
import { ORDERS_PAGE_SIZE, type OrderFilters, useExportRegistrations, useRegistrations } from './api';
import { OrderDetailsDialog } from './order-details-dialog';
import { ORDER_SEARCH_PARAM } from './order-link';
import { STATUS_FILTER_OPTIONS } from './order-status';
import { OrderStatusBadges } from './order-status-badges';

export function OrdersTab() {
  const [status, setStatus] = useState<AdminRegistrationStatus | ''>('');
  const [eventId, setEventId] = useState('');
  const [visitDate, setVisitDate] = useState('');
  const [searchText, setSearchText] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  // A link to one order (the dashboard's visits and holds) opens its details.
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(ORDER_SEARCH_PARAM);
  const setOpenId = useCallback(
    (id: string | null) =>
      setSearchParams(
        (params) => {
          if (id) params.set(ORDER_SEARCH_PARAM, id);
          else params.delete(ORDER_SEARCH_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const search = useDebouncedValue(searchText.trim(), 300);

  const filters: OrderFilters = {
    status: status || undefined,
    eventId: eventId ? Number(eventId) : undefined,
    visitDate: visitDate || undefined,
    search: search || undefined,
  };
  // The first page again whenever a filter changes.
  const filterKey = JSON.stringify(filters);
  const [pagedFilterKey, setPagedFilterKey] = useState(filterKey);
  if (pagedFilterKey !== filterKey) {
    setPagedFilterKey(filterKey);
    setPageIndex(0);
  }

  const orders = useRegistrations({ ...filters, page: pageIndex + 1, pageSize: ORDERS_PAGE_SIZE });
  const events = useAdminEvents();
  const exportCsv = useExportRegistrations();
  const hasFilters = Boolean(status || eventId || visitDate || searchText);

  const columns = useMemo<ColumnDef<AdminRegistration>[]>(
    () => [
      {
        accessorKey: 'referenceNumber',
        header: 'Reference',
        cell: ({ row }) => (
          <span className="font-mono text-xs font-semibold whitespace-nowrap text-slate-900">
            {row.original.referenceNumber}
          </span>
        ),
        meta: { className: 'hidden sm:table-cell' },
      },
      {
        id: 'name',
        header: 'Name',
        cell: ({ row }) => (
          <div className="min-w-32">
            {/* On phones the reference column is left out: the reference shows here. */}
            <p className="font-mono text-xs font-semibold text-slate-900 sm:hidden">{row.original.referenceNumber}</p>
            <p className="font-medium text-slate-900">
              {row.original.firstName} {row.original.lastName}
            </p>
            <p className="text-xs text-slate-500">
              {row.original.personCount > 1 ? `${row.original.personCount} people · ` : ''}
              {row.original.packageName}
            </p>
          </div>
        ),
      },
      {
        id: 'date',
        header: 'Date',
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{formatDateLabel(row.original.timeslotDate)}</p>
            <p className="text-xs text-slate-500">{formatTimeLabel(row.original.timeslotTime)}</p>
          </div>
        ),
        meta: { className: 'hidden sm:table-cell' },
      },
      {
        accessorKey: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <OrderStatusBadges
            status={row.original.status}
            paymentState={row.original.paymentState}
            addressNeeded={row.original.addressNeeded}
          />
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only sm:not-sr-only">Actions</span>,
        cell: ({ row }) => (
          <div className="flex justify-end">
            <Button variant="outline" size="sm" onClick={() => setOpenId(row.original.id)} className="px-2.5 sm:px-3">
              <Eye aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">View Details</span>
              <span className="sr-only"> of {row.original.referenceNumber}</span>
            </Button>
          </div>
        ),
      },
    ],
    [setOpenId],
  );

  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <TabHeader
        id="orders-heading"
        title="Orders"
        description="Registrations, newest first."
        action={
          <Button variant="outline" onClick={() => exportCsv.mutate(filters)} disabled={exportCsv.isPending}>
            <Download aria-hidden="true" />
            {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
        }
      />
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="orders-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              id="orders-search"
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Reference, name, phone or ID last four"
              className="pl-9"
              maxLength={100}
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="orders-status">Status</Label>
          <NativeSelect
            id="orders-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as AdminRegistrationStatus | '')}
          >
            {STATUS_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="orders-event">Event</Label>
          <NativeSelect id="orders-event" value={eventId} onChange={(event) => setEventId(event.target.value)}>
            <option value="">All Events</option>
            {(events.data ?? []).map((event) => (
              <option key={event.id} value={event.id}>
                {event.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="orders-visit-date">Visit date</Label>
          <DatePicker
            id="orders-visit-date"
            value={visitDate}
            onChange={setVisitDate}
            placeholder="Any date"
            displayFormat="d MMM yyyy"
          />
        </div>
        <Button
          variant="ghost"
          onClick={() => {
            setStatus('');
            setEventId('');
            setVisitDate('');
            setSearchText('');
          }}
          disabled={!hasFilters}
        >
          <X aria-hidden="true" />
          Clear
        </Button>
      </div>
      {orders.isError ? <Alert variant="error">Orders could not be loaded: {orders.error.message}</Alert> : null}
      <DataTable
        label="Orders"
        columns={columns}
        data={orders.data?.data ?? []}
        isLoading={orders.isPending}
        emptyMessage={NO_ORDERS}
        getRowId={(order) => order.id}
        serverPagination={{
          pageIndex,
          pageSize: ORDERS_PAGE_SIZE,
          total: orders.data?.meta.total ?? 0,
          onPageChange: setPageIndex,
        }}
      />
      <OrderDetailsDialog registrationId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
