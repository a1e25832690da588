export { adminPaymentRoutes } from './routes';
