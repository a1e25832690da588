export { missingHolidaysMessage, warnIfNextYearHasNoHolidays } from './holiday-check';
export {
  findEventSlot,
  findSlotsByPostalCode,
  findSlotTimes,
  getSchedulingConfig,
  listUpcomingSlots,
  listUpcomingSlotsByEvent,
  releaseSlotCapacity,
  type SchedulingConfig,
  type SlotView,
  startsAfterLeadTime,
  takeSlotCapacity,
} from './service';
