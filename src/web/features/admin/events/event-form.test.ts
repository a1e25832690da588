import { type AdminEvent, eventFormSchema } from '@domain/events/schemas';
import { describe, expect, it } from 'vitest';
import { eventFormDefaults, eventFormForRequest, slugFromName } from './event-form';

const event: AdminEvent = {
  id: 7,
  name: 'Home Health Screening',
  slug: 'home-health-screening',
  description: null,
  location: 'Your home',
  isActive: false,
  createdAt: '2026-11-01T02:00:00Z',
  packageIds: [1, 2],
  schedule: {
    configType: 'manual',
    numSlots: 10,
    bufferHours: 24,
    slotsPerTimeslot: 1,
    maxAttendees: 20,
    manualDates: [{ date: '2026-12-01', times: ['09:00', '11:00'] }],
  },
  bookingCount: 0,
};

describe('event form', () => {
  it('starts a new event active, automatically scheduled with the defaults', () => {
    const values = eventFormDefaults();
    expect(values.isActive).toBe(true);
    expect(values.schedule).toEqual({
      configType: 'auto',
      numSlots: 10,
      bufferHours: 24,
      slotsPerTimeslot: 1,
      maxAttendees: 20,
      manualDates: [],
    });
  });

  it('edits an event with what it has, empty texts for missing ones', () => {
    const values = eventFormDefaults(event);
    expect(values.description).toBe('');
    expect(values.location).toBe('Your home');
    expect(values.packageIds).toEqual([1, 2]);
    expect(values.schedule?.manualDates).toEqual([{ date: '2026-12-01', times: ['09:00', '11:00'] }]);
    // What the form holds is a valid request as it stands.
    expect(eventFormSchema.safeParse(values).success).toBe(true);
  });

  it('suggests a slug the schema accepts from the name', () => {
    expect(slugFromName('Home Health Screening 2027')).toBe('home-health-screening-2027');
    expect(slugFromName('  Café & Clinic — East!  ')).toBe('cafe-clinic-east');
    expect(eventFormSchema.shape.slug.safeParse(slugFromName('Year-End Screening (Central)')).success).toBe(true);
  });

  it('drops manual dates from an automatic schedule, keeps them for a manual one', () => {
    const values = eventFormDefaults(event);
    const auto = { ...values, schedule: { ...values.schedule, configType: 'auto' as const } };
    // An unfinished row from trying the manual schedule.
    auto.schedule.manualDates = [{ date: '', times: [] }];
    expect(eventFormForRequest(auto).schedule?.manualDates).toEqual([]);
    expect(eventFormSchema.safeParse(eventFormForRequest(auto)).success).toBe(true);
    expect(eventFormForRequest(values).schedule?.manualDates).toHaveLength(1);
  });

  it("refuses a manual date without times with the schema's message", () => {
    const values = eventFormDefaults(event);
    const result = eventFormSchema.safeParse({
      ...values,
      schedule: { ...values.schedule, manualDates: [{ date: '2026-12-02', times: [] }] },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Add at least one time for each date');
  });
});
