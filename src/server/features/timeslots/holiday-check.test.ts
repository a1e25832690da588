import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { publicHolidays } from '../../db/schema/timeslots';
import { seedReferenceData } from '../../db/seed';
import { createTestDatabase } from '../../testing/test-app';
import { warnIfNextYearHasNoHolidays } from './holiday-check';

// A database of its own for each test: one test records holidays of later years.
let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
  // The seeded gazetted holidays run to the end of 2027.
  await seedReferenceData(handle.db);
});
afterEach(() => handle.close());

async function check(now: string) {
  const warnings: string[] = [];
  const year = await warnIfNextYearHasNoHolidays({
    db: handle.db,
    now: new Date(now),
    log: { warn: (message) => warnings.push(message) },
  });
  return { year, warnings };
}

describe('the start-up check for next year’s public holidays', () => {
  it('stays quiet when next year has holidays', async () => {
    expect(await check('2026-11-21T02:00:00Z')).toEqual({ year: null, warnings: [] });
  });

  it('warns when next year has none, counting years in Singapore time', async () => {
    // 31 Dec 2026 16:30 UTC is already 1 Jan 2027 in Singapore: next year is 2028.
    expect(await check('2026-12-31T16:30:00Z')).toEqual({
      year: 2028,
      warnings: [
        'No public holidays recorded for 2028: auto-scheduled visits may fall on holidays. Add them in the admin area.',
      ],
    });
    expect((await check('2026-12-31T15:30:00Z')).warnings).toEqual([]);
  });

  it('counts a single holiday recorded for that year as recorded', async () => {
    await handle.db.insert(publicHolidays).values({ date: '2028-01-01', name: "New Year's Day" });
    expect((await check('2027-06-01T00:00:00Z')).warnings).toEqual([]);
    // The last day of the year counts too; the first day of the year after does not.
    await handle.db.insert(publicHolidays).values({ date: '2029-12-31', name: 'Test holiday' });
    expect((await check('2028-06-01T00:00:00Z')).year).toBeNull();
    await handle.db.insert(publicHolidays).values({ date: '2031-01-01', name: 'Test holiday' });
    expect((await check('2029-06-01T00:00:00Z')).year).toBe(2030);
  });
});
