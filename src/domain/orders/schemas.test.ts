import { packageFormSchema } from '@domain/events/package-schemas';
import { eventFormSchema } from '@domain/events/schemas';
import { adminRegistrationListQuerySchema } from '@domain/orders/schemas';
import { holidayFormSchema } from '@domain/timeslots/holiday-schemas';
import { describe, expect, it } from 'vitest';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('admin form schemas', () => {
  it('quote spec 001 §5 word for word', () => {
    expect(issues(eventFormSchema.safeParse({ name: 'ab', slug: 'ab' }))).toEqual([
      ['name', 'Name must be at least 3 characters'],
      ['slug', 'Slug must be at least 3 characters'],
    ]);
    expect(issues(eventFormSchema.safeParse({ name: 'abc', slug: 'Home_Visit' }))).toEqual([
      ['slug', 'Slug can only contain lowercase letters, numbers, and hyphens'],
    ]);
    expect(issues(packageFormSchema.safeParse({ name: 'Basic', price: '0', aiaPrice: '-1' }))).toEqual([
      ['price', 'Price must be a positive number'],
      ['aiaPrice', 'AIA price must be a positive number'],
    ]);
    expect(issues(holidayFormSchema.safeParse({ name: 'Day', date: '' }))).toEqual([['date', 'Date is required']]);
  });

  it('turn prices into two-decimal strings within decimal(10,2)', () => {
    expect(packageFormSchema.parse({ name: 'Basic', price: 118, aiaPrice: '106.2' })).toMatchObject({
      price: '118.00',
      aiaPrice: '106.20',
    });
    expect(packageFormSchema.parse({ name: 'Basic', price: '0099999999.99', aiaPrice: '' })).toMatchObject({
      price: '99999999.99',
      aiaPrice: null,
    });
    expect(issues(packageFormSchema.safeParse({ name: 'Basic', price: '123456789.00' }))).toEqual([
      ['price', 'Price must be at most 99999999.99'],
    ]);
    expect(issues(packageFormSchema.safeParse({ name: 'Basic', price: '1e3' }))).toEqual([
      ['price', 'Price must be a positive number'],
    ]);
  });

  it('give an event the default auto schedule and tidy manual times', () => {
    const form = eventFormSchema.parse({
      name: 'Screening',
      slug: 'screening',
      description: '',
      packageIds: [2, 1, 2],
      schedule: { configType: 'manual', manualDates: [{ date: '2026-12-01', times: ['10:00', '09:00', '10:00'] }] },
    });
    expect(form).toMatchObject({
      description: null,
      isActive: true,
      packageIds: [2, 1],
      schedule: { numSlots: 10, bufferHours: 24, slotsPerTimeslot: 1, maxAttendees: 20 },
    });
    expect(form.schedule.manualDates).toEqual([{ date: '2026-12-01', times: ['09:00', '10:00'] }]);
    expect(eventFormSchema.parse({ name: 'Screening', slug: 'screening' }).schedule.configType).toBe('auto');
  });

  it('read the orders query from a query string, empty values as absent', () => {
    expect(adminRegistrationListQuerySchema.parse({ page: '2', status: '', search: '  ' })).toEqual({
      page: 2,
      pageSize: 50,
      status: undefined,
      eventId: undefined,
      visitDate: undefined,
      search: undefined,
    });
  });
});
