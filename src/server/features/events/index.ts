export {
  EVENT_NOT_FOUND,
  findEventSummary,
  findPackageNames,
  listEventPackages,
  requireActiveEvent,
} from './service';
