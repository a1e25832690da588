export { findAdminSlot, searchAdminSlots, setSlotAvailability } from './admin-slots';
export {
  findListedSlotId,
  findOfferedSlots,
  groupSlotsByDate,
  type OfferedSlot,
  releaseSlotPersons,
  takeSlotPersons,
} from './booking-slots';
export type { FreedVisits } from './freed-visits';
export { missingHolidaysMessage, warnIfNextYearHasNoHolidays } from './holiday-check';
export {
  countHolidays,
  findSlotIdsBetween,
  findSlotIdsOnDate,
  slotIdsOnDateQuery,
} from './holidays';
export { findAvailableSlotIdsFromToday, lockSlotForOffers } from './offered-slots';
export { getEventSchedules, listManualSlots, type ScheduleView, saveEventSchedule } from './schedule';
export {
  DEFAULT_CONFIG,
  findEventSlot,
  findSlotsByPostalCode,
  findSlotTimes,
  getSchedulingConfig,
  listUpcomingSlots,
  listUpcomingSlotsByEvent,
  readStoredSchedule,
  regionSlotsFromSchedule,
  releaseSlotCapacity,
  type SchedulingConfig,
  type SlotView,
  slotIsAvailableSql,
  slotOnOrAfter,
  startsAfterLeadTime,
  storedSlotColumns,
  takeSlotCapacity,
  takeSlotCapacityQuery,
  toSchedulingConfig,
  upcomingSlotColumns,
  upcomingSlotViews,
} from './service';
