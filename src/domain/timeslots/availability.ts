export type AvailabilityLabel = 'Fully Booked' | 'Limited Slots' | 'Slots Available';

export interface AvailabilitySlot {
  isAvailable: boolean;
  maxAttendees: number;
  currentAttendees: number;
}

/**
 * Whether a slot can take `persons` more people (DESIGN §4: capacity counts persons): not blocked and
 * `currentAttendees + persons <= maxAttendees`. The server's public `isAvailable` and the wizard's
 * choice of slots both use it, so they never disagree.
 */
export function slotHasRoomFor(slot: AvailabilitySlot, persons: number): boolean {
  return slot.isAvailable && slot.currentAttendees + persons <= slot.maxAttendees;
}

/**
 * How many unpaid bookings one identification number may hold at a time. Each one holds a home visit
 * (and its nurse) until it is paid or cancelled, so without a cap one person, or someone typing
 * another person's NRIC, could block every slot of a region. Three covers a household booking a
 * second visit and a retry after a failed card payment.
 */
export const MAX_PENDING_BOOKINGS_PER_ID = 3;

/** Percent of a slot's maximum above which it counts as nearly full. */
export const LIMITED_SLOTS_THRESHOLD_PERCENT = 70;

/** Spec 000 §4: derived from an event's timeslots. */
export function eventAvailabilityLabel(slots: readonly AvailabilitySlot[]): AvailabilityLabel {
  const available = slots.filter((slot) => slot.isAvailable);
  if (available.length === 0) return 'Fully Booked';
  // Integer comparison keeps 70% of e.g. 10 exact (7 is not above it, 8 is).
  const nearlyFull = available.some(
    (slot) => slot.currentAttendees * 100 > slot.maxAttendees * LIMITED_SLOTS_THRESHOLD_PERCENT,
  );
  return nearlyFull ? 'Limited Slots' : 'Slots Available';
}
