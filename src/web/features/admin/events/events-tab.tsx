import type { AdminEvent } from '@domain/admin-schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, SortableHeader } from '@/components/ui/data-table';
import { formatTimestampDate } from '../format';
import { deleteEventQuestion, NO_EVENTS } from '../messages';
import { RowActions } from '../row-actions';
import { TabHeader } from '../tab-header';
import { useAdminEvents, useDeleteEvent } from './api';
import { EventFormDialog } from './event-form-dialog';

export function EventsTab() {
  const events = useAdminEvents();
  const deleteEvent = useDeleteEvent();
  const [editing, setEditing] = useState<{ event?: AdminEvent } | null>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);

  const columns = useMemo<ColumnDef<AdminEvent>[]>(
    () => [
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
      {
        accessorKey: 'isActive',
        header: 'Status',
        cell: ({ row }) =>
          row.original.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>,
      },
      {
        id: 'actions',
        header: () => <span className="sr-only sm:not-sr-only">Actions</span>,
        cell: ({ row }) => (
          <RowActions
            name={row.original.name}
            onEdit={() => setEditing({ event: row.original })}
            onDelete={() => setDeleting(row.original)}
          />
        ),
      },
    ],
    [],
  );

  return (
    <section aria-labelledby="events-heading" className="space-y-4">
      <TabHeader
        id="events-heading"
        title="Events"
        description="Screening events, the packages they offer and their schedules."
        action={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" />
            Add Event
          </Button>
        }
      />
      {events.isError ? <Alert variant="error">Events could not be loaded: {events.error.message}</Alert> : null}
      <DataTable
        label="Events"
        columns={columns}
        data={events.data ?? []}
        isLoading={events.isPending}
        emptyMessage={NO_EVENTS}
        getRowId={(event) => String(event.id)}
        pageSize={20}
      />
      <EventFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        event={editing?.event}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Event"
        description={deleting ? deleteEventQuestion(deleting.name) : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={deleteEvent.isPending}
        onConfirm={() => {
          if (deleting) deleteEvent.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && deleting.bookingCount > 0 ? (
          <Alert variant="warning">
            This event has {deleting.bookingCount} {deleting.bookingCount === 1 ? 'booking' : 'bookings'}, so it cannot
            be deleted. Set it inactive instead to stop new bookings.
          </Alert>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
