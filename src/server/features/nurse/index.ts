export { countMovedBookings } from './moved-days';
export { rebookRoutes } from './rebook-routes';
export { nurseRoutes } from './routes';
export { findVisitLog } from './visit-events';
