export { participantRoutes } from './routes';
