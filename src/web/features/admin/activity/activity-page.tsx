import type { AuditEntry } from '@domain/admin-schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatTimestamp } from '../format';
import { AUDIT_PAGE_SIZE, useAuditLog } from './api';
import {
  actionLabel,
  actorLabel,
  describeEntry,
  ENTITY_FILTER_OPTIONS,
  entityLabel,
  type FieldChange,
} from './audit-format';

/** /admin/activity: the audit log, newest first: who changed what, when, and the values before and after. */
export function ActivityPage() {
  useDocumentTitle('Activity');
  const [entity, setEntity] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const log = useAuditLog({ page: pageIndex + 1, entity: entity || undefined });

  const columns = useMemo<ColumnDef<AuditEntry>[]>(
    () => [
      {
        accessorKey: 'createdAt',
        header: 'When',
        cell: ({ row }) => <span className="whitespace-nowrap">{formatTimestamp(row.original.createdAt)}</span>,
      },
      {
        accessorKey: 'actor',
        header: 'Who',
        cell: ({ row }) => <span className="whitespace-nowrap">{actorLabel(row.original.actor)}</span>,
      },
      {
        id: 'what',
        header: 'What',
        cell: ({ row }) => (
          <div className="flex min-w-36 flex-wrap items-center gap-1.5">
            <Badge variant="neutral">{actionLabel(row.original.action)}</Badge>
            <span className="font-medium text-slate-900">{entityLabel(row.original.entity)}</span>
            {row.original.entityId ? (
              <span className="max-w-40 truncate font-mono text-xs text-slate-500" title={row.original.entityId}>
                #{row.original.entityId}
              </span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'changes',
        header: 'Before → after',
        cell: ({ row }) => <Changes fields={describeEntry(row.original)} />,
      },
    ],
    [],
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Activity</h1>
          <p className="text-sm text-slate-600">Every change made in the admin area and to bookings, newest first.</p>
        </div>
        <div className="space-y-1.5 sm:w-56">
          <Label htmlFor="activity-entity">Entity</Label>
          <NativeSelect
            id="activity-entity"
            value={entity}
            onChange={(event) => {
              setEntity(event.target.value);
              setPageIndex(0);
            }}
          >
            {ENTITY_FILTER_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {log.isError ? <Alert variant="error">The activity could not be loaded: {log.error.message}</Alert> : null}
      <DataTable
        label="Activity"
        columns={columns}
        data={log.data?.data ?? []}
        isLoading={log.isPending}
        emptyMessage="No activity recorded yet."
        getRowId={(entry) => String(entry.id)}
        serverPagination={{
          pageIndex,
          pageSize: AUDIT_PAGE_SIZE,
          total: log.data?.meta.total ?? 0,
          onPageChange: setPageIndex,
        }}
      />
    </div>
  );
}

function Changes({ fields }: { fields: FieldChange[] }) {
  if (fields.length === 0) return <span className="text-slate-500">—</span>;
  return (
    <dl className="min-w-56 space-y-1 text-xs">
      {fields.map((change) => (
        <div key={change.field} className="flex flex-wrap items-baseline gap-x-1.5">
          <dt className="font-semibold text-slate-700">{change.field}:</dt>
          <dd className="flex flex-wrap items-baseline gap-x-1.5 break-all">
            {change.before !== null ? <span className="text-red-700 line-through">{change.before}</span> : null}
            {change.before !== null && change.after !== null ? (
              <>
                <ArrowRight className="size-3 shrink-0 self-center text-slate-400" aria-hidden="true" />
                <span className="sr-only">changed to</span>
              </>
            ) : null}
            {change.after !== null ? <span className="text-emerald-800">{change.after}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
