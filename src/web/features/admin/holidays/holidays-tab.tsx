import type { HolidayChangeResult, PublicHoliday } from '@domain/timeslots/holiday-schemas';
import { useMemo, useState } from 'react';
import { SortableHeader } from '@/components/ui/data-table';
import { CrudTab } from '../crud-tab';
import { formatLongDate } from '../format';
import { deleteHolidayQuestion, NO_HOLIDAYS } from '../messages';
import { RowActions } from '../row-actions';
import { sortHolidays, useDeleteHoliday, useHolidays } from './api';
import { BookingsOnDateDialog } from './bookings-on-date-dialog';
import { HolidayFormDialog } from './holiday-form-dialog';

export function HolidaysTab() {
  const holidays = useHolidays();
  const [saved, setSaved] = useState<HolidayChangeResult | null>(null);
  const rows = useMemo(() => sortHolidays(holidays.data ?? []), [holidays.data]);

  return (
    <CrudTab<PublicHoliday>
      headingId="holidays-heading"
      title="Public Holidays"
      description="No home visits are offered on these dates."
      addLabel="Add Holiday"
      tableLabel="Public holidays"
      loadErrorText="Holidays could not be loaded"
      deleteTitle="Delete Holiday"
      deleteQuestion={deleteHolidayQuestion}
      deleteNote={(holiday) => <p>Home visits will be offered again on {formatLongDate(holiday.date)}.</p>}
      list={holidays}
      rows={rows}
      deletion={useDeleteHoliday()}
      emptyMessage={NO_HOLIDAYS}
      pageSize={50}
      columns={({ edit, remove }) => [
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
              onEdit={() => edit(row.original)}
              onDelete={() => remove(row.original)}
            />
          ),
        },
      ]}
      renderForm={({ item, ...dialog }) => <HolidayFormDialog {...dialog} holiday={item} onSaved={setSaved} />}
    >
      <BookingsOnDateDialog result={saved} onClose={() => setSaved(null)} />
    </CrudTab>
  );
}
