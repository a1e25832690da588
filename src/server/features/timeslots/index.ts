export { findEventSlot, getSchedulingConfig, type SchedulingConfig, takeSlotCapacity } from './service';
