export {
  countCatalogue,
  findEventNames,
  requireEventRecord,
} from './event-records';
export {
  findEventSummary,
  findPackageNames,
  listEventPackages,
  requireActiveEvent,
} from './service';
