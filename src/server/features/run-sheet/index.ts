export { runSheetRoutes } from './routes';
