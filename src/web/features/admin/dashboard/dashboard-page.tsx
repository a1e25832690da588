import {
  CalendarDays,
  CalendarOff,
  CreditCard,
  Info,
  KeyRound,
  Mail,
  MapPin,
  Package,
  Percent,
  ShoppingCart,
} from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApiKeysTab } from '../api-keys/api-keys-tab';
import { DiscountsTab } from '../discounts/discounts-tab';
import { EmailTemplatesTab } from '../email/email-templates-tab';
import { EventsTab } from '../events/events-tab';
import { HolidaysTab } from '../holidays/holidays-tab';
import { BOOKING_AS_CUSTOMER_NOTICE, DASHBOARD_HEADING } from '../messages';
import { OrdersTab } from '../orders/orders-tab';
import { PackagesTab } from '../packages/packages-tab';
import { PaymentsTab } from '../payments/payments-tab';
import { PostalCodesTab } from '../postal-codes/postal-codes-tab';
import { SearchParamTabs } from '../search-param-tabs';
import { useAdminDashboard } from './api';
import { DASHBOARD_TABS, type DashboardTab, tabFromSearch } from './dashboard-tabs';
import { SummaryCards } from './summary-cards';
import { TodayPanel } from './today-panel';

const TAB_ICONS = {
  events: CalendarDays,
  packages: Package,
  orders: ShoppingCart,
  'postal-codes': MapPin,
  discounts: Percent,
  holidays: CalendarOff,
  'email-templates': Mail,
  payments: CreditCard,
  'api-keys': KeyRound,
} as const;

const TAB_PANELS: Record<DashboardTab, () => React.ReactNode> = {
  events: () => <EventsTab />,
  packages: () => <PackagesTab />,
  orders: () => <OrdersTab />,
  'postal-codes': () => <PostalCodesTab />,
  discounts: () => <DiscountsTab />,
  holidays: () => <HolidaysTab />,
  'email-templates': () => <EmailTemplatesTab />,
  payments: () => <PaymentsTab />,
  'api-keys': () => <ApiKeysTab />,
};

/** /admin and /admin/dashboard (spec 001 §2 Admin dashboard). */
export function DashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const simulatorWarning = useAdminDashboard().data?.simulatorWarning;

  // The day's work first, one compact row at 1280 px; then the counts, and the nine tabs on the first
  // screen of a laptop. The notice about booking as a customer sits small beside the heading.
  return (
    <div className="space-y-4">
      <div className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h1 className="text-2xl font-bold text-slate-900">{DASHBOARD_HEADING}</h1>
          <p className="flex items-start gap-1.5 text-xs text-slate-600">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            {BOOKING_AS_CUSTOMER_NOTICE}
          </p>
        </div>
        {simulatorWarning && <Alert variant="warning">{simulatorWarning}</Alert>}
      </div>
      <TodayPanel />
      <SummaryCards />
      <SearchParamTabs
        label="Admin sections"
        tabs={DASHBOARD_TABS}
        icons={TAB_ICONS}
        panels={TAB_PANELS}
        fromSearch={tabFromSearch}
        // Nine tabs on one row at 1280 px: a little less room around each.
        listClassName="lg:flex-nowrap"
        triggerClassName="lg:gap-1.5 lg:px-2"
      />
    </div>
  );
}
