import type { AuditEntry } from '@domain/audit-log/schemas';
import { describe, expect, it } from 'vitest';
import { actorName, describeActivity, readableField, readableValue } from './activity-sentences';
import { ENTITY_FILTER_OPTIONS, entityLabel } from './audit-format';

const NO_SUBJECT = { referenceNumber: null, name: null, date: null, time: null };

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor: 'admin:alice',
  action: 'update',
  entity: 'package',
  entityId: '7',
  changes: null,
  createdAt: '2026-11-21T02:00:00Z',
  subject: NO_SUBJECT,
  ...overrides,
});

describe('activity entries as sentences', () => {
  it('names an order by its reference and says what the cancellation refunded', () => {
    const cancel = entry({
      actor: 'customer',
      action: 'cancel',
      entity: 'registration',
      entityId: 'f06c8ecb-1111-4222-8333-444455556666',
      changes: { before: { status: 'paid' }, after: { status: 'cancelled' }, refundDue: '109.00' },
      subject: { ...NO_SUBJECT, referenceNumber: 'HS2611-0607-1234' },
    });
    expect(describeActivity(cancel)).toEqual({
      sentence: 'Cancelled order HS2611-0607-1234 and refunded S$109.00',
      changes: [],
    });
    // Without the join (an older entry), the reference the entry kept; never the id alone when there is one.
    const withoutJoin = { ...cancel, subject: NO_SUBJECT, changes: { referenceNumber: 'HS2611-0607-9999' } };
    expect(describeActivity(withoutJoin).sentence).toBe('Cancelled order HS2611-0607-9999');
    expect(describeActivity({ ...withoutJoin, changes: null }).sentence).not.toContain('f06c8ecb-1111');
  });

  it('names a blocked timeslot by its time and day', () => {
    const block = entry({
      action: 'block',
      entity: 'timeslot',
      entityId: '42',
      changes: { before: { isAvailable: true }, after: { isAvailable: false } },
      subject: { ...NO_SUBJECT, date: '2026-12-05', time: '10:00' },
    });
    expect(describeActivity(block)).toEqual({ sentence: 'Blocked the 10:00 AM visit on Sat, 5 Dec 2026', changes: [] });
  });

  it('lists an edit with the form labels and readable values, leaving out counters', () => {
    const edit = entry({
      changes: {
        before: { name: 'Comprehensive', price: '120.00', isActive: true, updatedAt: 'a' },
        after: { name: 'Comprehensive', price: '140.00', isActive: false, updatedAt: 'b' },
      },
      subject: { ...NO_SUBJECT, name: 'Comprehensive' },
    });
    expect(describeActivity(edit)).toEqual({
      sentence: 'Changed package "Comprehensive"',
      changes: [
        { label: 'Price', before: 'S$120.00', after: 'S$140.00' },
        { label: 'Status', before: 'Active', after: 'Inactive' },
      ],
    });
    const discount = entry({
      entity: 'discount',
      changes: {
        before: { applicableForPDT: false, isAvailable: true },
        after: { applicableForPDT: true, isAvailable: false },
      },
      subject: { ...NO_SUBJECT, name: 'Year End' },
    });
    expect(describeActivity(discount).changes).toEqual([
      { label: 'For PDT', before: 'No', after: 'Yes' },
      { label: 'Availability', before: 'Available', after: 'Blocked' },
    ]);
  });

  it('names a deleted record from the entry, and an email setting by what it is for', () => {
    const deleted = entry({ action: 'delete', changes: { before: { name: 'Basic' }, after: null } });
    expect(describeActivity(deleted).sentence).toBe('Deleted package "Basic"');
    const email = entry({
      entity: 'email_config',
      changes: { before: { configKey: 'EMAIL_REMINDER_TEMPLATE' }, after: { configKey: 'EMAIL_REMINDER_TEMPLATE' } },
    });
    expect(describeActivity(email).sentence).toBe(
      'Changed email setting "Reminder the day before: message" (EMAIL_REMINDER_TEMPLATE)',
    );
  });

  it('falls back to readable words for fields and actions it does not know', () => {
    expect(readableField('applicableForPDT')).toBe('For PDT');
    expect(readableField('applicableForDentalPDT')).toBe('Applicable for dental PDT');
    expect(readableField('maxAttendees')).toBe('Capacity');
    expect(readableField('minAttendees')).toBe('Min attendees');
    expect(readableField('some_new_field')).toBe('Some new field');
    expect(readableValue('startDate', '2026-12-01')).toBe('Tue, 1 Dec 2026');
    expect(describeActivity(entry({ entity: 'widget', action: 'polish', subject: NO_SUBJECT })).sentence).toBe(
      'Polish: widget "7"',
    );
  });

  it('names the people and the filter in staff words', () => {
    expect(actorName('admin:alice')).toBe('alice');
    expect(actorName('system')).toBe('System (automatic)');
    expect(entityLabel('registration')).toBe('Orders');
    expect(entityLabel('api_key')).toBe('api key');
    expect(ENTITY_FILTER_OPTIONS[0]).toEqual({ value: '', label: 'All activity' });
  });
});
