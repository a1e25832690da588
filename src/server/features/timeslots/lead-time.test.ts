import { describe, expect, it } from 'vitest';
import { startsAfterLeadTime } from './service';

const config = { configType: 'auto' as const, numSlots: 10, bufferHours: 24, slotsPerTimeslot: 1, maxAttendees: 20 };
/** Saturday 21 Nov 2026, 10:00 in Singapore. */
const now = new Date('2026-11-21T02:00:00Z');

describe('startsAfterLeadTime', () => {
  it('offers a slot that starts after the lead time and not one inside it', () => {
    expect(startsAfterLeadTime({ date: '2026-11-22', time: '10:00' }, config, now)).toBe(true);
    expect(startsAfterLeadTime({ date: '2026-11-22', time: '09:59' }, config, now)).toBe(false);
  });

  it('refuses a slot whose time or date cannot be read', () => {
    for (const slot of [
      { date: '2026-11-30', time: '25:00' },
      { date: '2026-11-30', time: '9am' },
      { date: '2026-11-30', time: '' },
      { date: 'not-a-date', time: '09:00' },
    ]) {
      expect(startsAfterLeadTime(slot, config, now), JSON.stringify(slot)).toBe(false);
    }
  });
});
