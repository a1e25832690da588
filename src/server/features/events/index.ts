export {
  EVENT_NOT_FOUND,
  findActiveEventSlotsByPostalCode,
  listEventPackages,
  requireActiveEvent,
} from './service';
