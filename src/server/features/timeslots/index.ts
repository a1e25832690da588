export { missingHolidaysMessage, warnIfNextYearHasNoHolidays } from './holiday-check';
export {
  findEventSlot,
  findSlotsByPostalCode,
  findSlotTimes,
  getSchedulingConfig,
  listUpcomingSlots,
  listUpcomingSlotsByEvent,
  type SchedulingConfig,
  type SlotView,
  startsAfterLeadTime,
  takeSlotCapacity,
} from './service';
