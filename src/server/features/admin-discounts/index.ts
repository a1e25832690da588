export { adminDiscountRoutes } from './routes';
