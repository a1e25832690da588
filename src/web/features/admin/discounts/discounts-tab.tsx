import type { AdminDiscount } from '@domain/admin-settings-schemas';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus, Ticket } from 'lucide-react';
import { type MouseEvent, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, SortableHeader } from '@/components/ui/data-table';
import { RowActions } from '../row-actions';
import { TabHeader } from '../tab-header';
import { useAdminDiscounts, useDeleteDiscount } from './api';
import { DiscountFormDialog } from './discount-form-dialog';
import {
  applicableForBadges,
  discountTypeLabel,
  formatDiscountValue,
  redemptionsText,
  validityText,
} from './discount-format';
import { GenerateCodesDialog } from './generate-codes-dialog';
import { deleteDiscountQuestion, NO_DISCOUNTS } from './messages';

const ROW_ID_ATTRIBUTE = 'data-discount-id';

export function DiscountsTab() {
  const discounts = useAdminDiscounts();
  const deleteDiscount = useDeleteDiscount();
  const [editing, setEditing] = useState<{ discount?: AdminDiscount } | null>(null);
  const [deleting, setDeleting] = useState<AdminDiscount | null>(null);
  const [codesOf, setCodesOf] = useState<AdminDiscount | null>(null);

  const columns = useMemo<ColumnDef<AdminDiscount>[]>(
    () => [
      {
        accessorKey: 'name',
        header: ({ column }) => <SortableHeader column={column} title="Name" />,
        cell: ({ row }) => (
          <div className="min-w-32" {...{ [ROW_ID_ATTRIBUTE]: row.original.id }}>
            <p className="font-semibold text-slate-900">
              {row.original.name}
              {/* The Status column is left out on phones: say it here when the discount is off. */}
              {row.original.isActive ? null : (
                <Badge variant="neutral" className="ml-1.5 sm:hidden">
                  Inactive
                </Badge>
              )}
            </p>
            {row.original.discountType === 'promo' ? (
              <p className="text-xs text-slate-500">
                {row.original.identifierPrefix}… · {row.original.identifierCount}{' '}
                {row.original.identifierCount === 1 ? 'code' : 'codes'}
              </p>
            ) : null}
            <p className="text-xs text-slate-500">
              {redemptionsText(row.original.limitRedemption, row.original.maxRedemptions, row.original.redemptionCount)}
            </p>
          </div>
        ),
      },
      {
        accessorKey: 'discountType',
        header: 'Type',
        cell: ({ row }) => discountTypeLabel(row.original.discountType),
        meta: { className: 'hidden sm:table-cell' },
      },
      {
        id: 'value',
        header: 'Discount',
        cell: ({ row }) => (
          <span className="font-semibold whitespace-nowrap text-slate-900">
            {formatDiscountValue(row.original.value, row.original.discountValueType)}
          </span>
        ),
      },
      {
        accessorKey: 'isActive',
        header: 'Status',
        cell: ({ row }) =>
          row.original.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>,
        meta: { className: 'hidden sm:table-cell' },
      },
      {
        id: 'validity',
        header: 'Validity',
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{validityText(row.original.startDate, row.original.endDate)}</span>
        ),
        meta: { className: 'hidden md:table-cell' },
      },
      {
        id: 'applicableFor',
        header: 'Applicable For',
        cell: ({ row }) => (
          <div className="flex max-w-48 flex-wrap gap-1">
            {applicableForBadges(row.original).map((label) => (
              <Badge key={label} variant="neutral">
                {label}
              </Badge>
            ))}
          </div>
        ),
        meta: { className: 'hidden lg:table-cell' },
      },
      {
        id: 'actions',
        header: () => <span className="sr-only sm:not-sr-only">Actions</span>,
        cell: ({ row }) => (
          <div className="flex items-center justify-end gap-0.5 sm:gap-1">
            {row.original.discountType === 'promo' ? (
              <Button variant="ghost" size="sm" onClick={() => setCodesOf(row.original)} className="px-2 sm:px-3">
                <Ticket aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Codes</span>
                <span className="sr-only"> of {row.original.name}</span>
              </Button>
            ) : null}
            <RowActions
              name={row.original.name}
              onEdit={() => setEditing({ discount: row.original })}
              onDelete={() => setDeleting(row.original)}
            />
          </div>
        ),
      },
    ],
    [],
  );

  // Spec 001 §2: a click on a row opens its edit dialog. Its buttons keep their own action, and the
  // keyboard reaches the same dialog through the row's Edit button.
  const onTableClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('button, a, input, select, label')) return;
    const id = target.closest('tbody tr')?.querySelector(`[${ROW_ID_ATTRIBUTE}]`)?.getAttribute(ROW_ID_ATTRIBUTE);
    const discount = discounts.data?.find((candidate) => String(candidate.id) === id);
    if (discount) setEditing({ discount });
  };

  return (
    <section aria-labelledby="discounts-heading" className="space-y-4">
      <TabHeader
        id="discounts-heading"
        title="Discounts"
        description="Promo codes, card BIN offers and their limits."
        action={
          <Button onClick={() => setEditing({})}>
            <Plus aria-hidden="true" />
            Add Discount
          </Button>
        }
      />
      {discounts.isError ? (
        <Alert variant="error">Discounts could not be loaded: {discounts.error.message}</Alert>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; each row's Edit button is the keyboard's way */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div onClick={onTableClick} className="[&_tbody_tr:has([data-discount-id])]:cursor-pointer">
        <DataTable
          label="Discounts"
          columns={columns}
          data={discounts.data ?? []}
          isLoading={discounts.isPending}
          emptyMessage={NO_DISCOUNTS}
          getRowId={(discount) => String(discount.id)}
          pageSize={20}
        />
      </div>
      <DiscountFormDialog
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        discount={editing?.discount}
      />
      <GenerateCodesDialog discount={codesOf} onClose={() => setCodesOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete Discount"
        description={deleting ? deleteDiscountQuestion(deleting.name) : ''}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={deleteDiscount.isPending}
        onConfirm={() => {
          if (deleting) deleteDiscount.mutate(deleting.id, { onSettled: () => setDeleting(null) });
        }}
      >
        {deleting && deleting.bookingCount > 0 ? (
          <Alert variant="warning">
            This discount has been used in {deleting.bookingCount}{' '}
            {deleting.bookingCount === 1 ? 'booking' : 'bookings'}, so it cannot be deleted. Set it inactive instead to
            stop new redemptions.
          </Alert>
        ) : deleting && deleting.identifierCount > 0 ? (
          <p>
            Its {deleting.identifierCount} {deleting.identifierCount === 1 ? 'code' : 'codes'} will stop working.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
