export { adminSettingsRoutes } from './routes';
