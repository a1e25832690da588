export {
  countCatalogue,
  findEventNames,
  requireEventRecord,
} from './event-records';
export {
  findEventSummary,
  findPackageNames,
  findPackagePreparations,
  listEventPackages,
  requireActiveEvent,
} from './service';
