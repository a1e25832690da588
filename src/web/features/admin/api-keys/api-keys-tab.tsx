import type { ApiKey, CreatedApiKey } from '@domain/api-keys/schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { Copy, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, SortableHeader } from '@/components/ui/data-table';
import { actionsColumn, statusColumn } from '../crud-columns';
import { formatTimestamp, formatTimestampDate } from '../format';
import { TabHeader } from '../tab-header';
import { useApiKeys, useDeleteApiKey } from './api';
import { ApiKeyFormDialog } from './api-key-form-dialog';
import { copyToClipboard, keyPrefix } from './copy-key';
import {
  deleteApiKeyQuestion,
  GENERATE_API_KEY_LABEL,
  NEVER_USED,
  NEW_KEY_CLEAR_DELAY_MS,
  NO_API_KEYS,
} from './messages';

const keyName = (apiKey: ApiKey) => apiKey.description ?? apiKey.key;

export function ApiKeysTab() {
  const apiKeys = useApiKeys();
  const deleteApiKey = useDeleteApiKey();
  const [isOpen, setIsOpen] = useState(false);
  const [editing, setEditing] = useState<ApiKey | undefined>();
  const [created, setCreated] = useState<CreatedApiKey | undefined>();
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const openDialog = useCallback((apiKey?: ApiKey) => {
    clearTimeout(clearTimer.current);
    setEditing(apiKey);
    setCreated(undefined);
    setFormKey((key) => key + 1);
    setIsOpen(true);
  }, []);

  const onOpenChange = (open: boolean) => {
    if (open) return;
    setIsOpen(false);
    // Spec 001 §9: what the dialog showed (the new key above all) is cleared 300 ms after it closes, so
    // it does not change while the dialog goes away, and the key does not stay in memory.
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => {
      setCreated(undefined);
      setEditing(undefined);
    }, NEW_KEY_CLEAR_DELAY_MS);
  };

  const columns = useMemo<ColumnDef<ApiKey>[]>(
    () => [
      {
        accessorKey: 'description',
        header: ({ column }) => <SortableHeader column={column} title="Description" />,
        cell: ({ row }) => (
          <span className="font-semibold text-slate-900">
            {row.original.description ?? <span className="text-slate-500">—</span>}
          </span>
        ),
      },
      {
        accessorKey: 'key',
        header: 'Key',
        cell: ({ row }) => (
          <div className="flex items-center gap-1">
            <code className="font-mono text-xs whitespace-nowrap text-slate-800">{row.original.key}</code>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              onClick={() =>
                void copyToClipboard(
                  keyPrefix(row.original.key),
                  'Its first 10 characters: the whole key is shown only when it is made.',
                )
              }
            >
              <Copy aria-hidden="true" />
              <span className="sr-only">Copy the start of the key {keyName(row.original)}</span>
            </Button>
          </div>
        ),
        meta: { className: 'hidden sm:table-cell' },
      },
      {
        accessorKey: 'lastUsed',
        header: 'Last Used',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {row.original.lastUsed ? formatTimestamp(row.original.lastUsed) : NEVER_USED}
          </span>
        ),
        meta: { className: 'hidden md:table-cell' },
      },
      {
        accessorKey: 'createdAt',
        header: ({ column }) => <SortableHeader column={column} title="Created" />,
        cell: ({ row }) => <span className="whitespace-nowrap">{formatTimestampDate(row.original.createdAt)}</span>,
        meta: { className: 'hidden lg:table-cell' },
      },
      statusColumn(),
      actionsColumn(keyName, { edit: openDialog, remove: setDeleting }),
    ],
    [openDialog],
  );

  return (
    <section aria-labelledby="api-keys-heading" className="space-y-4">
      <TabHeader
        id="api-keys-heading"
        title="API Keys"
        description="Keys that let outside systems read bookings through the API."
        action={
          <Button onClick={() => openDialog()}>
            <Plus aria-hidden="true" />
            {GENERATE_API_KEY_LABEL}
          </Button>
        }
      />
      {apiKeys.isError ? <Alert variant="error">API keys could not be loaded: {apiKeys.error.message}</Alert> : null}
      <DataTable
        label="API keys"
        columns={columns}
        data={apiKeys.data ?? []}
        isLoading={apiKeys.isPending}
        emptyMessage={NO_API_KEYS}
        getRowId={(apiKey) => String(apiKey.id)}
        pageSize={20}
      />
      <ApiKeyFormDialog
        open={isOpen}
        onOpenChange={onOpenChange}
        apiKey={editing}
        created={created}
        onCreated={setCreated}
        formKey={formKey}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete API Key"
        description={deleting ? deleteApiKeyQuestion(keyName(deleting)) : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={deleteApiKey.isPending}
        onConfirm={() => {
          if (deleting) deleteApiKey.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      />
    </section>
  );
}
