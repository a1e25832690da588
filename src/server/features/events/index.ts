export {
  findEventSummary,
  findPackageNames,
  listEventPackages,
  requireActiveEvent,
} from './service';
