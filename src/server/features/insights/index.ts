export { insightsAdminRoutes } from './admin-routes';
export { insightsFor } from './service';
