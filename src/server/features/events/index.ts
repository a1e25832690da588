export {
  countCatalogue,
  deleteEventRecord,
  deletePackageRecord,
  type EventRecord,
  findEventNames,
  insertEventRecord,
  insertPackageRecord,
  listEventRecords,
  listPackageRecords,
  type PackageRecord,
  requireEventRecord,
  requirePackageRecord,
  setEventPackages,
  updateEventRecord,
  updatePackageRecord,
} from './event-records';
export {
  findEventSummary,
  findPackageNames,
  listEventPackages,
  requireActiveEvent,
  requireActiveEventWithPackages,
} from './service';
