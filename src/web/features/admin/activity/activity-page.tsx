import type { AuditEntry } from '@domain/audit-log/schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { DataTable } from '@/components/ui/data-table';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatTimestamp } from '../format';
import { actorName, describeActivity } from './activity-sentences';
import { AUDIT_PAGE_SIZE, useAuditLog } from './api';
import { ENTITY_FILTER_OPTIONS } from './audit-format';

/** /admin/activity: the audit log, newest first: who did what and when, one sentence each, with an edit's changes. */
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
        meta: { className: 'hidden sm:table-cell' },
      },
      {
        accessorKey: 'actor',
        header: 'Who',
        cell: ({ row }) => <span className="whitespace-nowrap">{actorName(row.original.actor)}</span>,
        meta: { className: 'hidden sm:table-cell' },
      },
      {
        id: 'what',
        header: 'What happened',
        cell: ({ row }) => (
          <>
            {/* On a phone, when and who go under the sentence rather than in columns of their own. */}
            <Activity entry={row.original} />
            <p className="mt-1 text-xs text-slate-600 sm:hidden">
              {formatTimestamp(row.original.createdAt)} · {actorName(row.original.actor)}
            </p>
          </>
        ),
      },
    ],
    [],
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Activity</h1>
          <p className="text-sm text-slate-600">Every change made in the admin area and to orders, newest first.</p>
        </div>
        <div className="space-y-1.5 sm:w-56">
          <Label htmlFor="activity-entity">Show</Label>
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

function Activity({ entry }: { entry: AuditEntry }) {
  const { sentence, changes } = describeActivity(entry);
  return (
    <div className="space-y-1 sm:min-w-56">
      <p className="font-medium text-slate-900">{sentence}</p>
      {changes.length > 0 ? (
        <dl className="space-y-0.5 text-xs text-slate-700">
          {changes.map((change) => (
            <div key={change.label} className="flex flex-wrap items-baseline gap-x-1.5">
              <dt className="font-semibold">{change.label}:</dt>
              <dd className="flex flex-wrap items-baseline gap-x-1.5 break-words">
                <span className={change.before === null ? 'text-slate-500' : 'text-slate-700'}>
                  {change.before ?? 'none'}
                </span>
                <ArrowRight className="size-3 shrink-0 self-center text-slate-500" aria-hidden="true" />
                <span className="sr-only">changed to</span>
                <span className="font-medium text-slate-900">{change.after ?? 'none'}</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
