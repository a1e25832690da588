export { EVENT_NOT_FOUND, listEventPackages, requireActiveEvent } from './service';
