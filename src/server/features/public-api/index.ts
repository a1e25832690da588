export { publicApiRoutes } from './routes';
