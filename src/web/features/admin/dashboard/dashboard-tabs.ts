/**
 * The dashboard's tabs in this release. The spec's nine (001 §2) also have Postal Codes, Discounts,
 * Payments and API Keys; they come with their features, not as empty placeholders.
 */
export const DASHBOARD_TABS = [
  { value: 'events', label: 'Events' },
  { value: 'packages', label: 'Packages' },
  { value: 'orders', label: 'Orders' },
  { value: 'holidays', label: 'Holidays' },
  { value: 'email-templates', label: 'Email Templates' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value'];

/** The open tab is kept in the address (?tab=orders), so a reload or a shared link opens it again. */
export const TAB_SEARCH_PARAM = 'tab';

export function tabFromSearch(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.value === value)?.value ?? 'events';
}
