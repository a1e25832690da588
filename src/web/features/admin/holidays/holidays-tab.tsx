import type { HolidayChangeResult, PublicHoliday } from '@domain/admin-schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, SortableHeader } from '@/components/ui/data-table';
import { formatLongDate } from '../format';
import { deleteHolidayQuestion, NO_HOLIDAYS } from '../messages';
import { RowActions } from '../row-actions';
import { TabHeader } from '../tab-header';
import { sortHolidays, useDeleteHoliday, useHolidays } from './api';
import { BookingsOnDateDialog } from './bookings-on-date-dialog';
import { HolidayFormDialog } from './holiday-form-dialog';

export function HolidaysTab() {
  const holidays = useHolidays();
  const deleteHoliday = useDeleteHoliday();
  const [editing, setEditing] = useState<{ holiday?: PublicHoliday } | null>(null);
  const [deleting, setDeleting] = useState<PublicHoliday | null>(null);
  const [saved, setSaved] = useState<HolidayChangeResult | null>(null);
  const rows = useMemo(() => sortHolidays(holidays.data ?? []), [holidays.data]);

  const columns = useMemo<ColumnDef<PublicHoliday>[]>(
    () => [
      {
        accessorKey: 'name',
        header: ({ column }) => <SortableHeader column={column} title="Holiday Name" />,
        cell: ({ row }) => <span className="font-medium text-slate-900">{row.original.name}</span>,
      },
      {
        accessorKey: 'date',
        header: ({ column }) => <SortableHeader column={column} title="Date" />,
        cell: ({ row }) => <span className="whitespace-nowrap">{formatLongDate(row.original.date)}</span>,
      },
      {
        id: 'actions',
        header: () => <span className="sr-only sm:not-sr-only">Actions</span>,
        cell: ({ row }) => (
          <RowActions
            name={row.original.name}
            onEdit={() => setEditing({ holiday: row.original })}
            onDelete={() => setDeleting(row.original)}
          />
        ),
      },
    ],
    [],
  );

  return (
    <section aria-labelledby="holidays-heading" className="space-y-4">
      <TabHeader
        id="holidays-heading"
        title="Public Holidays"
        description="No home visits are offered on these dates."
        action={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" />
            Add Holiday
          </Button>
        }
      />
      {holidays.isError ? <Alert variant="error">Holidays could not be loaded: {holidays.error.message}</Alert> : null}
      <DataTable
        label="Public holidays"
        columns={columns}
        data={rows}
        isLoading={holidays.isPending}
        emptyMessage={NO_HOLIDAYS}
        getRowId={(holiday) => String(holiday.id)}
        pageSize={50}
      />
      <HolidayFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        holiday={editing?.holiday}
        onSaved={setSaved}
      />
      <BookingsOnDateDialog result={saved} onClose={() => setSaved(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Holiday"
        description={deleting ? deleteHolidayQuestion(deleting.name) : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={deleteHoliday.isPending}
        onConfirm={() => {
          if (deleting) deleteHoliday.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting ? <p>Home visits will be offered again on {formatLongDate(deleting.date)}.</p> : null}
      </ConfirmDialog>
    </section>
  );
}
