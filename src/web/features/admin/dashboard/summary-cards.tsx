import type { UseQueryResult } from '@tanstack/react-query';
import {
  CalendarDays,
  CalendarOff,
  CreditCard,
  KeyRound,
  type LucideIcon,
  Mail,
  Package,
  Percent,
  ShoppingCart,
} from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useApiKeys } from '../api-keys/api';
import { useAdminDiscounts } from '../discounts/api';
import { useEmailConfigs } from '../email/api';
import { useAdminEvents } from '../events/api';
import { useHolidays } from '../holidays/api';
import { PAYMENT_PROVIDER_NAME } from '../messages';
import { FIRST_ORDERS_PAGE, useRegistrations } from '../orders/api';
import { useAdminPackages } from '../packages/api';

interface SummaryCardProps {
  title: string;
  icon: LucideIcon;
  /** The count or name to show; null: not loaded yet; undefined: not available in this release. */
  value: string | number | null | undefined;
  note?: string;
}

function SummaryCard({ title, icon: Icon, value, note }: SummaryCardProps) {
  return (
    <Card className="flex items-start justify-between gap-2 p-3 sm:gap-3 sm:p-4">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{title}</p>
        {value === null ? (
          <Skeleton className="mt-2 h-7 w-12" />
        ) : (
          <p
            className={cn(
              'mt-1 font-bold text-slate-900',
              typeof value === 'string' && value !== '—' ? 'text-xl break-words sm:text-2xl' : 'text-2xl',
            )}
          >
            {value === undefined ? <span className="text-slate-500">—</span> : value}
          </p>
        )}
        {note ? <p className="mt-0.5 text-xs text-slate-500">{note}</p> : null}
      </div>
      <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 min-[400px]:flex">
        <Icon className="size-4" aria-hidden="true" />
      </span>
    </Card>
  );
}

/** A list's count once loaded; '—' when it failed (the tab says why). */
function countOf<T>(query: UseQueryResult<T>, count: (data: T) => number): number | string | null {
  if (query.isPending) return null;
  if (query.isError) return '—';
  return count(query.data);
}

/**
 * The eight summary cards (spec 001 §2): each the count of the records its list loaded, which the tabs
 * share, so a change in a tab updates its card. Payments names the card provider.
 */
export function SummaryCards() {
  const events = useAdminEvents();
  const packages = useAdminPackages();
  const orders = useRegistrations(FIRST_ORDERS_PAGE);
  const holidays = useHolidays();
  const emailConfigs = useEmailConfigs();
  const apiKeys = useApiKeys();
  const discounts = useAdminDiscounts();
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <SummaryCard title="Total Events" icon={CalendarDays} value={countOf(events, (data) => data.length)} />
      <SummaryCard title="Packages" icon={Package} value={countOf(packages, (data) => data.length)} />
      <SummaryCard title="Orders" icon={ShoppingCart} value={countOf(orders, (data) => data.meta.total)} />
      <SummaryCard title="API Keys" icon={KeyRound} value={countOf(apiKeys, (data) => data.length)} />
      <SummaryCard title="Discounts" icon={Percent} value={countOf(discounts, (data) => data.length)} />
      <SummaryCard title="Holidays" icon={CalendarOff} value={countOf(holidays, (data) => data.length)} />
      <SummaryCard title="Email Templates" icon={Mail} value={countOf(emailConfigs, (data) => data.length)} />
      <SummaryCard title="Payments" icon={CreditCard} value={PAYMENT_PROVIDER_NAME} note="Card payments" />
    </section>
  );
}
