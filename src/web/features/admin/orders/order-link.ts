import { paths } from '@/lib/paths';

/** The order whose details are open, kept in the address so that other pages can link to one order. */
export const ORDER_SEARCH_PARAM = 'order';

/** The Orders tab with this order's details open. */
export const orderHref = (registrationId: string) =>
  `${paths.adminDashboard.getHref()}?tab=orders&${ORDER_SEARCH_PARAM}=${encodeURIComponent(registrationId)}`;
