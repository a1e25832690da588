import { type AdminDiscount, isUsableByNobody } from '@domain/discounts/schemas';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SortableHeader } from '@/components/ui/data-table';
import { CrudTab } from '../crud-tab';
import { RowActions } from '../row-actions';
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

export function DiscountsTab() {
  const [codesOf, setCodesOf] = useState<AdminDiscount | null>(null);

  return (
    <CrudTab<AdminDiscount>
      headingId="discounts-heading"
      title="Discounts"
      description="Promo codes customers type, offers for cards whose number starts with given digits (Bin), and their limits."
      addLabel="Add Discount"
      tableLabel="Discounts"
      loadErrorText="Discounts could not be loaded"
      deleteTitle="Delete Discount"
      deleteQuestion={deleteDiscountQuestion}
      deleteNote={(discount) =>
        discount.bookingCount > 0 ? (
          <Alert variant="warning">
            This discount has been used in {discount.bookingCount}{' '}
            {discount.bookingCount === 1 ? 'booking' : 'bookings'}, so it cannot be deleted. Set it inactive instead to
            stop new redemptions.
          </Alert>
        ) : discount.identifierCount > 0 ? (
          <p>
            Its {discount.identifierCount} {discount.identifierCount === 1 ? 'code' : 'codes'} will stop working.
          </p>
        ) : null
      }
      list={useAdminDiscounts()}
      deletion={useDeleteDiscount()}
      emptyMessage={NO_DISCOUNTS}
      pageSize={20}
      // Spec 001 §2: a click on a row (or Enter on it) opens its edit dialog; its buttons keep their own action.
      editOnRowClick
      columns={({ edit, remove }) => [
        {
          accessorKey: 'name',
          header: ({ column }) => <SortableHeader column={column} title="Name" />,
          cell: ({ row }) => (
            <div className="min-w-32">
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
                {redemptionsText(
                  row.original.limitRedemption,
                  row.original.maxRedemptions,
                  row.original.redemptionCount,
                )}
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
              {/* One saved before the form refused such discounts: say so where staff look. */}
              {isUsableByNobody(row.original) ? <Badge variant="warning">No customer can use it</Badge> : null}
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
                onEdit={() => edit(row.original)}
                onDelete={() => remove(row.original)}
              />
            </div>
          ),
        },
      ]}
      renderForm={({ item, ...dialog }) => <DiscountFormDialog {...dialog} discount={item} />}
    >
      <GenerateCodesDialog discount={codesOf} onClose={() => setCodesOf(null)} />
    </CrudTab>
  );
}
