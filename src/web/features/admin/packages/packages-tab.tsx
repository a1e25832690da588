import type { AdminPackage } from '@domain/events/package-schemas';
import { formatCurrency, toCents } from '@domain/shared/money';
import { SortableHeader } from '@/components/ui/data-table';
import { actionsColumn, statusColumn } from '../crud-columns';
import { CrudTab, HasBookingsNote } from '../crud-tab';
import { deletePackageQuestion, NO_PACKAGES } from '../messages';
import { useAdminPackages, useDeletePackage } from './api';
import { fastingHoursText } from './package-form';
import { PackageFormDialog } from './package-form-dialog';

export function PackagesTab() {
  return (
    <CrudTab<AdminPackage>
      headingId="packages-heading"
      title="Packages"
      description="Screening packages, their prices and member prices."
      addLabel="Add Package"
      tableLabel="Packages"
      loadErrorText="Packages could not be loaded"
      deleteTitle="Delete Package"
      deleteQuestion={deletePackageQuestion}
      deleteNote={(pkg) => <HasBookingsNote noun="package" bookingCount={pkg.bookingCount} />}
      list={useAdminPackages()}
      deletion={useDeletePackage()}
      emptyMessage={NO_PACKAGES}
      pageSize={20}
      columns={({ edit, remove }) => [
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
          accessorKey: 'fastingHours',
          header: ({ column }) => <SortableHeader column={column} title="Fasting" />,
          cell: ({ row }) => (
            <span className={row.original.fastingHours > 0 ? 'whitespace-nowrap' : 'text-slate-500'}>
              {fastingHoursText(row.original.fastingHours)}
            </span>
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
        statusColumn(),
        actionsColumn((pkg) => pkg.name, { edit, remove }),
      ]}
      renderForm={({ item, ...dialog }) => <PackageFormDialog {...dialog} pkg={item} />}
    />
  );
}
