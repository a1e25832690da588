export { adminTimeslotRoutes } from './routes';
