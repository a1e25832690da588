import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { TabHeader } from './tab-header';

/** What a row's Edit and Delete buttons (and a row click) do in a CRUD tab. */
export interface CrudRowActions<T> {
  edit: (item: T) => void;
  remove: (item: T) => void;
}

export interface CrudFormProps<T> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record being edited; undefined when adding one. */
  item: T | undefined;
}

export interface CrudTabProps<T extends { id: number; name: string }> {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  description: string;
  /** The add button's text, e.g. 'Add Event'. */
  addLabel: string;
  /** The table's name for screen readers. */
  tableLabel: string;
  /** e.g. 'Events could not be loaded'. */
  loadErrorText: string;
  /** The confirmation dialog's title, e.g. 'Delete Event'. */
  deleteTitle: string;
  deleteQuestion: (name: string) => string;
  /** What the confirmation adds about the record (bookings that keep it, codes that stop working). */
  deleteNote?: (item: T) => ReactNode;
  list: UseQueryResult<T[]>;
  /** The list as the table shows it (sorted); the query's data when not given. */
  rows?: readonly T[];
  deletion: UseMutationResult<unknown, Error, number>;
  emptyMessage: ReactNode;
  pageSize: number;
  columns: (actions: CrudRowActions<T>) => ColumnDef<T>[];
  renderForm: (props: CrudFormProps<T>) => ReactNode;
  /** Opens the edit dialog on a row click (and Enter on a focused row). */
  editOnRowClick?: boolean;
  /** Dialogs of the tab's own (codes, bookings on a date). */
  children?: ReactNode;
}

/**
 * An admin tab over one list (spec 001 §2): header with its add button, the list's load error, the
 * table, the create/edit dialog and the delete confirmation. The toasts come from the feature's
 * mutation hooks.
 */
export function CrudTab<T extends { id: number; name: string }>({
  headingId,
  title,
  description,
  addLabel,
  tableLabel,
  loadErrorText,
  deleteTitle,
  deleteQuestion,
  deleteNote,
  list,
  rows,
  deletion,
  emptyMessage,
  pageSize,
  columns,
  renderForm,
  editOnRowClick = false,
  children,
}: CrudTabProps<T>) {
  const [editing, setEditing] = useState<{ item?: T } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  // The columns depend only on these two setters, which React keeps the same.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns builder is the caller's constant
  const tableColumns = useMemo(
    () => columns({ edit: (item) => setEditing({ item }), remove: (item) => setDeleting(item) }),
    [],
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <TabHeader
        id={headingId}
        title={title}
        description={description}
        action={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        }
      />
      {list.isError ? (
        <Alert variant="error">
          {loadErrorText}: {list.error.message}
        </Alert>
      ) : null}
      <DataTable
        label={tableLabel}
        columns={tableColumns}
        data={rows ?? list.data ?? []}
        isLoading={list.isPending}
        emptyMessage={emptyMessage}
        getRowId={(item) => String(item.id)}
        pageSize={pageSize}
        onRowClick={editOnRowClick ? (item) => setEditing({ item }) : undefined}
      />
      {renderForm({
        open: editing !== null,
        onOpenChange: (open) => (open ? undefined : setEditing(null)),
        item: editing?.item,
      })}
      {children}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleteTitle}
        description={deleting ? deleteQuestion(deleting.name) : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={deletion.isPending}
        onConfirm={() => {
          if (deleting) deletion.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && deleteNote ? deleteNote(deleting) : null}
      </ConfirmDialog>
    </section>
  );
}

/** The delete confirmation's note for a record that bookings keep (the server refuses the delete). */
export function HasBookingsNote({ noun, bookingCount }: { noun: string; bookingCount: number }) {
  if (bookingCount === 0) return null;
  return (
    <Alert variant="warning">
      This {noun} has {bookingCount} {bookingCount === 1 ? 'booking' : 'bookings'}, so it cannot be deleted. Set it
      inactive instead to stop new bookings.
    </Alert>
  );
}
