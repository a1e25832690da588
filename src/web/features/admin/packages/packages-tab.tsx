import type { AdminPackage } from '@domain/admin-schemas';
import { formatCurrency, toCents } from '@domain/money';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, SortableHeader } from '@/components/ui/data-table';
import { deletePackageQuestion, NO_PACKAGES } from '../messages';
import { RowActions } from '../row-actions';
import { TabHeader } from '../tab-header';
import { useAdminPackages, useDeletePackage } from './api';
import { PackageFormDialog } from './package-form-dialog';

export function PackagesTab() {
  const packages = useAdminPackages();
  const deletePackage = useDeletePackage();
  const [editing, setEditing] = useState<{ pkg?: AdminPackage } | null>(null);
  const [deleting, setDeleting] = useState<AdminPackage | null>(null);

  const columns = useMemo<ColumnDef<AdminPackage>[]>(
    () => [
      {
        accessorKey: 'name',
        header: ({ column }) => <SortableHeader column={column} title="Name" />,
        cell: ({ row }) => <span className="font-semibold text-slate-900">{row.original.name}</span>,
      },
      {
        id: 'price',
        accessorFn: (pkg) => toCents(pkg.price),
        header: ({ column }) => <SortableHeader column={column} title="Price" />,
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{formatCurrency(row.original.price)}</p>
            {row.original.aiaPrice ? (
              <p className="text-xs text-slate-500">Member {formatCurrency(row.original.aiaPrice)}</p>
            ) : null}
          </div>
        ),
      },
      {
        accessorKey: 'description',
        header: 'Description',
        cell: ({ row }) =>
          row.original.description ? (
            <p className="line-clamp-2 max-w-md text-slate-600">{row.original.description}</p>
          ) : (
            <span className="text-slate-500">—</span>
          ),
        meta: { className: 'hidden md:table-cell' },
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
            onEdit={() => setEditing({ pkg: row.original })}
            onDelete={() => setDeleting(row.original)}
          />
        ),
      },
    ],
    [],
  );

  return (
    <section aria-labelledby="packages-heading" className="space-y-4">
      <TabHeader
        id="packages-heading"
        title="Packages"
        description="Screening packages, their prices and member prices."
        action={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" />
            Add Package
          </Button>
        }
      />
      {packages.isError ? <Alert variant="error">Packages could not be loaded: {packages.error.message}</Alert> : null}
      <DataTable
        label="Packages"
        columns={columns}
        data={packages.data ?? []}
        isLoading={packages.isPending}
        emptyMessage={NO_PACKAGES}
        getRowId={(pkg) => String(pkg.id)}
        pageSize={20}
      />
      <PackageFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        pkg={editing?.pkg}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Package"
        description={deleting ? deletePackageQuestion(deleting.name) : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={deletePackage.isPending}
        onConfirm={() => {
          if (deleting) deletePackage.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && deleting.bookingCount > 0 ? (
          <Alert variant="warning">
            This package has {deleting.bookingCount} {deleting.bookingCount === 1 ? 'booking' : 'bookings'}, so it
            cannot be deleted. Set it inactive instead to stop new bookings.
          </Alert>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
