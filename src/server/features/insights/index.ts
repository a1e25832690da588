export { insightsAdminRoutes } from './admin-routes';
export { insightsFor } from './service';
export { rollUpBookingTallies, TALLY_ROLL_UP_INTERVAL_MS } from './tallies';
