import type { AdminEvent } from '@domain/events/schemas';
import { SortableHeader } from '@/components/ui/data-table';
import { actionsColumn, statusColumn } from '../crud-columns';
import { CrudTab, HasBookingsNote } from '../crud-tab';
import { formatTimestampDate } from '../format';
import { deleteEventQuestion, NO_EVENTS } from '../messages';
import { useAdminEvents, useDeleteEvent } from './api';
import { EventFormDialog } from './event-form-dialog';

export function EventsTab() {
  return (
    <CrudTab<AdminEvent>
      headingId="events-heading"
      title="Events"
      description="Screening events, the packages they offer and their schedules."
      addLabel="Add Event"
      tableLabel="Events"
      loadErrorText="Events could not be loaded"
      deleteTitle="Delete Event"
      deleteQuestion={deleteEventQuestion}
      deleteNote={(event) => <HasBookingsNote noun="event" bookingCount={event.bookingCount} />}
      list={useAdminEvents()}
      deletion={useDeleteEvent()}
      emptyMessage={NO_EVENTS}
      pageSize={20}
      columns={({ edit, remove }) => [
        {
          accessorKey: 'name',
          header: ({ column }) => <SortableHeader column={column} title="Name" />,
          cell: ({ row }) => (
            <div className="min-w-32">
              <p className="font-semibold text-slate-900">{row.original.name}</p>
              <p className="text-xs text-slate-500">/events/{row.original.slug}</p>
            </div>
          ),
        },
        {
          accessorKey: 'location',
          header: 'Location',
          cell: ({ row }) => row.original.location ?? <span className="text-slate-500">—</span>,
          meta: { className: 'hidden md:table-cell' },
        },
        {
          accessorKey: 'createdAt',
          header: ({ column }) => <SortableHeader column={column} title="Created" />,
          cell: ({ row }) => <span className="whitespace-nowrap">{formatTimestampDate(row.original.createdAt)}</span>,
          meta: { className: 'hidden sm:table-cell' },
        },
        statusColumn(),
        actionsColumn((event) => event.name, { edit, remove }),
      ]}
      renderForm={({ item, ...dialog }) => <EventFormDialog {...dialog} event={item} />}
    />
  );
}
