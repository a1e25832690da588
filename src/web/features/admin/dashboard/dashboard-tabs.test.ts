import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, tabFromSearch } from './dashboard-tabs';

describe('dashboard tabs', () => {
  it("has this release's tabs, in the spec's order", () => {
    expect(DASHBOARD_TABS.map((tab) => tab.label)).toEqual([
      'Events',
      'Packages',
      'Orders',
      'Postal Codes',
      'Discounts',
      'Holidays',
      'Email Templates',
      'Payments',
      'API Keys',
    ]);
  });

  it('opens the tab the address names, else Events', () => {
    expect(tabFromSearch('orders')).toBe('orders');
    expect(tabFromSearch('holidays')).toBe('holidays');
    expect(tabFromSearch('email-templates')).toBe('email-templates');
    expect(tabFromSearch('api-keys')).toBe('api-keys');
    expect(tabFromSearch(null)).toBe('events');
    expect(tabFromSearch('settings')).toBe('events');
  });
});
