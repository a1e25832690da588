import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '@/components/ui/badge';
import type { CrudRowActions } from './crud-tab';
import { RowActions } from './row-actions';

/** The Status column of a list whose records are switched on and off: Active or Inactive. */
export function statusColumn<T extends { isActive: boolean }>(): ColumnDef<T> {
  return {
    accessorKey: 'isActive',
    header: 'Status',
    cell: ({ row }) =>
      row.original.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>,
  };
}

/** The Actions column: a row's Edit and Delete buttons, named after the row for screen readers. */
export function actionsColumn<T>(name: (item: T) => string, { edit, remove }: CrudRowActions<T>): ColumnDef<T> {
  return {
    id: 'actions',
    header: () => <span className="sr-only sm:not-sr-only">Actions</span>,
    cell: ({ row }) => (
      <RowActions name={name(row.original)} onEdit={() => edit(row.original)} onDelete={() => remove(row.original)} />
    ),
  };
}
