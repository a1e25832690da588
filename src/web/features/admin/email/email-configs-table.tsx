import {
  EMAIL_CONFIG_DELETE_DESCRIPTION,
  EMAIL_CONFIG_DELETE_TITLE,
  EMAIL_CONFIGS_EMPTY_TEXT,
} from '@domain/notifications/email-messages';
import { configKeyName, isEssentialConfigKey } from '@domain/notifications/email-names';
import type { EmailConfig } from '@domain/notifications/email-schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, SortableHeader } from '@/components/ui/data-table';
import { RowActions } from '../row-actions';
import { TabHeader } from '../tab-header';
import { useDeleteEmailConfig, useEmailConfigs } from './api';
import { ConfigKey } from './config-key';
import { isEmailKey, lastUpdatedText, missingConfigKeys, sortConfigs, truncateConfigValue } from './config-value';
import { EmailConfigFormDialog } from './email-config-form-dialog';

export interface EmailConfigsTableProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  description: string;
  /** More actions beside 'Add Configuration' (the dashboard's link to the email settings page). */
  actions?: ReactNode;
}

/**
 * Spec 001 §2 Email tab: the Email Configurations table (Key, Value cut at 30 characters, Description,
 * Last Updated or 'N/A', Edit and Delete), 'Add Configuration', and the form and delete dialogs. The
 * dashboard's Email Templates tab and the email settings page show the same one.
 */
export function EmailConfigsTable({ headingId, title, description, actions }: EmailConfigsTableProps) {
  const configs = useEmailConfigs();
  const deleteConfig = useDeleteEmailConfig();
  const [editing, setEditing] = useState<{ config?: EmailConfig } | null>(null);
  const [deleting, setDeleting] = useState<EmailConfig | null>(null);
  const rows = useMemo(() => sortConfigs(configs.data ?? []), [configs.data]);

  const columns = useMemo<ColumnDef<EmailConfig>[]>(
    () => [
      {
        accessorKey: 'configKey',
        header: ({ column }) => <SortableHeader column={column} title="Key" />,
        cell: ({ row }) => (
          // Wide enough for 'EMAIL_CONFIRMATION_' on one line, so a key wraps at most once.
          <div className="min-w-0 sm:min-w-44">
            {/* What it is for first; the key the templates and the spec know it by under it. */}
            <p className="font-semibold text-slate-900">{configKeyName(row.original.configKey)}</p>
            <ConfigKey value={row.original.configKey} className="block font-mono text-xs text-slate-600" />
            {/* On a phone the value goes under its key rather than in a column of its own. */}
            <p className="mt-1 font-mono text-xs break-all text-slate-600 sm:hidden">
              {truncateConfigValue(row.original.configValue)}
            </p>
          </div>
        ),
      },
      {
        accessorKey: 'configValue',
        header: 'Value',
        cell: ({ row }) => (
          <span className="font-mono text-xs whitespace-nowrap text-slate-700">
            {truncateConfigValue(row.original.configValue)}
          </span>
        ),
        meta: { className: 'hidden sm:table-cell' },
      },
      {
        accessorKey: 'description',
        header: 'Description',
        cell: ({ row }) =>
          row.original.description ? (
            <span className="block min-w-40 text-slate-700">{row.original.description}</span>
          ) : (
            <span className="text-slate-500">—</span>
          ),
        meta: { className: 'hidden lg:table-cell' },
      },
      {
        accessorKey: 'updatedAt',
        header: ({ column }) => <SortableHeader column={column} title="Last Updated" />,
        cell: ({ row }) => (
          <div className="whitespace-nowrap">
            <p>{lastUpdatedText(row.original.updatedAt)}</p>
            {row.original.lastUpdatedBy ? (
              <p className="text-xs text-slate-500">by {row.original.lastUpdatedBy}</p>
            ) : null}
          </div>
        ),
        meta: { className: 'hidden md:table-cell' },
      },
      {
        id: 'actions',
        header: () => <span className="sr-only sm:not-sr-only">Actions</span>,
        cell: ({ row }) =>
          isEssentialConfigKey(row.original.configKey) ? (
            // The emails and texts need it: edited, never deleted (the server refuses too).
            <div className="flex justify-end">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setEditing({ config: row.original })}
                className="px-2 sm:px-3"
              >
                <Pencil aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Edit</span>
                <span className="sr-only"> {configKeyName(row.original.configKey)}</span>
              </Button>
            </div>
          ) : (
            <RowActions
              name={configKeyName(row.original.configKey)}
              onEdit={() => setEditing({ config: row.original })}
              onDelete={() => setDeleting(row.original)}
            />
          ),
      },
    ],
    [],
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <TabHeader
        id={headingId}
        title={title}
        description={description}
        action={
          <>
            {actions}
            <Button onClick={() => setEditing({})}>
              <Plus aria-hidden="true" />
              Add Configuration
            </Button>
          </>
        }
      />
      {configs.isError ? (
        <Alert variant="error">Email configurations could not be loaded: {configs.error.message}</Alert>
      ) : null}
      <DataTable
        label="Email configurations"
        columns={columns}
        data={rows}
        isLoading={configs.isPending}
        emptyMessage={EMAIL_CONFIGS_EMPTY_TEXT}
        getRowId={(config) => String(config.id)}
        pageSize={50}
      />
      <EmailConfigFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        config={editing?.config}
        suggestedKeys={missingConfigKeys(rows)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={EMAIL_CONFIG_DELETE_TITLE}
        description={EMAIL_CONFIG_DELETE_DESCRIPTION}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={deleteConfig.isPending}
        onConfirm={() => {
          if (deleting) deleteConfig.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting ? (
          <p>
            <ConfigKey value={deleting.configKey} className="font-mono font-semibold" />
            {isEmailKey(deleting.configKey) ? ': the emails go back to the built-in default in its place.' : null}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
