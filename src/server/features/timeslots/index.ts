export { missingHolidaysMessage, warnIfNextYearHasNoHolidays } from './holiday-check';
export {
  findEventSlot,
  findSlotsByPostalCode,
  getSchedulingConfig,
  listUpcomingSlots,
  listUpcomingSlotsByEvent,
  type SchedulingConfig,
  type SlotView,
  startsAfterLeadTime,
  takeSlotCapacity,
} from './service';
