import { eventAvailabilityLabel, slotHasRoomFor } from '@domain/timeslots/availability';
import { describe, expect, it } from 'vitest';

const slot = (currentAttendees: number, maxAttendees = 10, isAvailable = true) => ({
  isAvailable,
  maxAttendees,
  currentAttendees,
});

describe('eventAvailabilityLabel', () => {
  it('says Fully Booked without an available slot', () => {
    expect(eventAvailabilityLabel([])).toBe('Fully Booked');
    expect(eventAvailabilityLabel([slot(0, 10, false), slot(10, 10, false)])).toBe('Fully Booked');
  });

  it('says Limited Slots when an available slot is above 70% full', () => {
    expect(eventAvailabilityLabel([slot(8), slot(0)])).toBe('Limited Slots');
    expect(eventAvailabilityLabel([slot(15, 20)])).toBe('Limited Slots');
  });

  it('says Slots Available at exactly 70%', () => {
    expect(eventAvailabilityLabel([slot(7)])).toBe('Slots Available');
    expect(eventAvailabilityLabel([slot(14, 20)])).toBe('Slots Available');
  });

  it('ignores blocked slots when looking for nearly full ones', () => {
    expect(eventAvailabilityLabel([slot(9, 10, false), slot(1)])).toBe('Slots Available');
  });
});

describe('slotHasRoomFor', () => {
  it('fits persons up to the maximum, counting persons', () => {
    expect(slotHasRoomFor(slot(7), 3)).toBe(true);
    expect(slotHasRoomFor(slot(7), 4)).toBe(false);
    expect(slotHasRoomFor(slot(10), 1)).toBe(false);
    expect(slotHasRoomFor(slot(0), 1)).toBe(true);
  });

  it('never fits a blocked slot', () => {
    expect(slotHasRoomFor(slot(0, 10, false), 1)).toBe(false);
  });
});
