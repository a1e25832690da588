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
import { PAYMENT_PROVIDER_NAME, SIMULATED_PAYMENTS_NAME } from '../messages';
import { FIRST_ORDERS_PAGE, useRegistrations } from '../orders/api';
import { useAdminPackages } from '../packages/api';
import { usePaymentTestMode } from '../payments/api';

interface SummaryCardProps {
  title: string;
  icon: LucideIcon;
  /** The count or name to show; null: not loaded yet; undefined: not available in this release. */
  value: string | number | null | undefined;
  note?: string;
}

function SummaryCard({ title, icon: Icon, value, note }: SummaryCardProps) {
  return (
    <Card className="flex items-center gap-2 px-3 py-2" title={note}>
      <Icon className="hidden size-4 shrink-0 text-brand-700 min-[400px]:block lg:hidden" aria-hidden="true" />
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-slate-600">{title}</p>
        {value === null ? (
          <Skeleton className="mt-1 h-5 w-10" />
        ) : (
          <p className={cn('font-bold text-slate-900', typeof value === 'string' ? 'truncate text-sm' : 'text-base')}>
            {value === undefined ? <span className="text-slate-500">—</span> : value}
          </p>
        )}
      </div>
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
 * What answers card payments now: in test mode the simulated gateway, not Braintree (whose name there
 * would say real cards are charged); '—' when the mode could not be read.
 */
export function paymentsCardValue(testMode: boolean | undefined, isError: boolean): string | null {
  if (testMode === undefined) return isError ? '—' : null;
  return testMode ? SIMULATED_PAYMENTS_NAME : PAYMENT_PROVIDER_NAME;
}

/**
 * The eight summary cards (spec 001 §2): each the count of the records its list loaded, which the tabs
 * share, so a change in a tab updates its card. Payments names the card provider, or says card payments
 * are simulated in test mode.
 */
export function SummaryCards() {
  const events = useAdminEvents();
  const packages = useAdminPackages();
  const orders = useRegistrations(FIRST_ORDERS_PAGE);
  const holidays = useHolidays();
  const emailConfigs = useEmailConfigs();
  const apiKeys = useApiKeys();
  const discounts = useAdminDiscounts();
  const testMode = usePaymentTestMode();
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-8">
      <SummaryCard title="Total Events" icon={CalendarDays} value={countOf(events, (data) => data.length)} />
      <SummaryCard title="Packages" icon={Package} value={countOf(packages, (data) => data.length)} />
      <SummaryCard title="Orders" icon={ShoppingCart} value={countOf(orders, (data) => data.meta.total)} />
      <SummaryCard title="API Keys" icon={KeyRound} value={countOf(apiKeys, (data) => data.length)} />
      <SummaryCard title="Discounts" icon={Percent} value={countOf(discounts, (data) => data.length)} />
      <SummaryCard title="Holidays" icon={CalendarOff} value={countOf(holidays, (data) => data.length)} />
      <SummaryCard title="Email Templates" icon={Mail} value={countOf(emailConfigs, (data) => data.length)} />
      <SummaryCard
        title="Payments"
        icon={CreditCard}
        value={paymentsCardValue(testMode.data?.testMode, testMode.isError)}
        note="Card payments"
      />
    </section>
  );
}
