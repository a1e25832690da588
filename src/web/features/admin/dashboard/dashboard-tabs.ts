/** The dashboard's nine tabs, in the spec's order (001 §2). */
export const DASHBOARD_TABS = [
  { value: 'events', label: 'Events' },
  { value: 'packages', label: 'Packages' },
  { value: 'orders', label: 'Orders' },
  { value: 'postal-codes', label: 'Postal Codes' },
  { value: 'discounts', label: 'Discounts' },
  { value: 'holidays', label: 'Holidays' },
  { value: 'email-templates', label: 'Email Templates' },
  { value: 'payments', label: 'Payments' },
  { value: 'api-keys', label: 'API Keys' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

export function tabFromSearch(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.value === value)?.value ?? 'events';
}
