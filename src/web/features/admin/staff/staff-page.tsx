import type { StaffMember } from '@domain/staff/schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, SortableHeader } from '@/components/ui/data-table';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStaff } from './api';
import { ADD_STAFF_LABEL, StaffFormDialog } from './staff-form-dialog';
import { NO_STAFF, roleLabel } from './staff-format';

const ROLE_VARIANTS: Record<string, 'default' | 'success' | 'neutral'> = {
  admin: 'default',
  nurse: 'success',
  doctor: 'neutral',
};

const COLUMNS: ColumnDef<StaffMember>[] = [
  {
    accessorKey: 'displayName',
    header: ({ column }) => <SortableHeader column={column} title="Name" />,
    cell: ({ row }) => <span className="font-semibold text-slate-900">{row.original.displayName}</span>,
  },
  {
    accessorKey: 'username',
    header: ({ column }) => <SortableHeader column={column} title="Username" />,
    cell: ({ row }) => <span className="font-mono text-xs text-slate-800">{row.original.username}</span>,
  },
  {
    accessorKey: 'role',
    header: ({ column }) => <SortableHeader column={column} title="Role" />,
    cell: ({ row }) => (
      <Badge variant={ROLE_VARIANTS[row.original.role] ?? 'neutral'}>{roleLabel(row.original.role)}</Badge>
    ),
  },
];

/** /admin/staff (DESIGN §8.12): the clinic's accounts with their roles, and a new one added. */
export function StaffPage() {
  useDocumentTitle('Staff');
  const staff = useStaff();
  const [isAdding, setIsAdding] = useState(false);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Staff</h1>
          <p className="text-sm text-slate-600">
            Everyone who signs in: admins run the admin area, nurses make the home visits, doctors review results.
          </p>
        </div>
        <Button onClick={() => setIsAdding(true)}>
          <Plus aria-hidden="true" />
          {ADD_STAFF_LABEL}
        </Button>
      </div>
      <StaffList staff={staff} />
      <StaffFormDialog open={isAdding} onOpenChange={setIsAdding} />
    </div>
  );
}

export function StaffList({ staff }: { staff: ReturnType<typeof useStaff> }) {
  return (
    <>
      {staff.isError ? <Alert variant="error">Staff could not be loaded: {staff.error.message}</Alert> : null}
      <DataTable
        label="Staff accounts"
        columns={COLUMNS}
        data={staff.data ?? []}
        isLoading={staff.isPending}
        emptyMessage={NO_STAFF}
        getRowId={(member) => String(member.id)}
        pageSize={50}
      />
    </>
  );
}
