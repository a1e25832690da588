export { autoTimeslotRoutes } from './routes';
