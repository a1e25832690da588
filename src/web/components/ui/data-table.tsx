import {
  type Column,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Skeleton } from './skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

declare module '@tanstack/react-table' {
  // The type parameters must match TanStack Table's own declaration of ColumnMeta.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's header and cells, e.g. 'hidden md:table-cell' to drop it on phones. */
    className?: string;
  }
}

/** Paging done by the server: the table shows `pageIndex` of `total` rows and asks for another page. */
export interface ServerPagination {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPageChange: (pageIndex: number) => void;
}

export interface DataTableProps<TData, TValue> {
  columns: ColumnDef<TData, TValue>[];
  data: readonly TData[];
  /** Shown in place of the rows when there are none. */
  emptyMessage: ReactNode;
  isLoading?: boolean;
  /** Rows a page when the table pages the rows itself; without it every row shows. */
  pageSize?: number;
  serverPagination?: ServerPagination;
  initialSorting?: SortingState;
  getRowId?: (row: TData) => string;
  /** Names the table for screen readers. */
  label: string;
  /**
   * Opens a row: on a click anywhere in it but its own controls, and on Enter while the row has the
   * focus (each row then takes the focus in tab order).
   */
  onRowClick?: (row: TData) => void;
}

/** A click on these inside a row keeps their own action instead of opening the row. */
const ROW_CONTROLS = 'button, a, input, select, textarea, label, [role="checkbox"], [role="switch"]';

/**
 * The admin lists' table (the shadcn/ui data-table pattern on TanStack Table): sortable headers,
 * paging by the table or by the server, skeleton rows while loading and an empty text.
 */
export function DataTable<TData, TValue>({
  columns,
  data,
  emptyMessage,
  isLoading = false,
  pageSize,
  serverPagination,
  initialSorting = [],
  getRowId,
  label,
  onRowClick,
}: DataTableProps<TData, TValue>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: pageSize ?? 10 });
  const table = useReactTable({
    data: data as TData[],
    columns,
    getRowId,
    state: { sorting, ...(pageSize ? { pagination } : {}) },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(pageSize ? { getPaginationRowModel: getPaginationRowModel(), autoResetPageIndex: true } : {}),
  });

  const rows = table.getRowModel().rows;
  const columnCount = table.getVisibleLeafColumns().length;

  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <Table aria-label={label} aria-busy={isLoading || undefined}>
          <TableHeader>
            {table.getHeaderGroups().map((headerGroup) => (
              <TableRow key={headerGroup.id} className="hover:bg-transparent">
                {headerGroup.headers.map((header) => (
                  <TableHead
                    key={header.id}
                    className={header.column.columnDef.meta?.className}
                    aria-sort={ariaSort(header.column.getIsSorted())}
                  >
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {isLoading ? (
              Array.from({ length: 3 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <TableRow key={index}>
                  {table.getVisibleLeafColumns().map((column) => (
                    <TableCell key={column.id} className={column.columnDef.meta?.className}>
                      <Skeleton className="h-4 w-full max-w-32" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : rows.length > 0 ? (
              rows.map((row) => (
                <TableRow
                  key={row.id}
                  {...(onRowClick
                    ? {
                        tabIndex: 0,
                        className:
                          'cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                        onClick: (event: MouseEvent<HTMLTableRowElement>) => {
                          if ((event.target as HTMLElement).closest(ROW_CONTROLS)) return;
                          onRowClick(row.original);
                        },
                        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
                          // Only the row itself: Enter on a button inside it is that button's.
                          if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
                          event.preventDefault();
                          onRowClick(row.original);
                        },
                      }
                    : {})}
                >
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columnCount} className="py-10 text-center text-slate-500">
                  {emptyMessage}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {serverPagination ? (
        <Pager
          pageIndex={serverPagination.pageIndex}
          pageCount={Math.max(1, Math.ceil(serverPagination.total / serverPagination.pageSize))}
          total={serverPagination.total}
          onPageChange={serverPagination.onPageChange}
        />
      ) : pageSize && table.getPageCount() > 1 ? (
        <Pager
          pageIndex={table.getState().pagination.pageIndex}
          pageCount={table.getPageCount()}
          total={data.length}
          onPageChange={(index) => table.setPageIndex(index)}
        />
      ) : null}
    </div>
  );
}

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined {
  if (!sorted) return undefined;
  return sorted === 'asc' ? 'ascending' : 'descending';
}

function Pager({
  pageIndex,
  pageCount,
  total,
  onPageChange,
}: {
  pageIndex: number;
  pageCount: number;
  total: number;
  onPageChange: (pageIndex: number) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm text-slate-600">
      <p>
        Page {pageIndex + 1} of {pageCount} <span className="text-slate-500">·</span> {total}{' '}
        {total === 1 ? 'row' : 'rows'}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(pageIndex - 1)} disabled={pageIndex <= 0}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(pageIndex + 1)}
          disabled={pageIndex + 1 >= pageCount}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/** A header that sorts its column: ascending, descending, then back to the table's order. */
export function SortableHeader<TData, TValue>({ column, title }: { column: Column<TData, TValue>; title: string }) {
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={column.getToggleSortingHandler()}
      className={cn(
        '-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 uppercase hover:bg-slate-200/60 focus-visible:outline-2 focus-visible:outline-brand-600',
        sorted && 'text-slate-900',
      )}
    >
      {title}
      <Icon className="size-3.5" aria-hidden="true" />
    </button>
  );
}
