export { countMovedBookings } from './moved-days';
export { rebookRoutes } from './rebook-routes';
export { nurseRoutes } from './routes';
export { findVisitLog, forgetOutcomesOfBookings, forgetOutcomesOfMembers } from './visit-events';
