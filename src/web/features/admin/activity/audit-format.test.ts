import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  actorLabel,
  describeChanges,
  describeEntry,
  ENTITY_FILTER_OPTIONS,
  entityLabel,
} from './audit-format';

describe('audit entries', () => {
  it('lists only the fields an update changed, with before and after', () => {
    expect(
      describeChanges({
        before: { name: 'Premium', price: '118.00', isActive: true },
        after: { name: 'Premium', price: '128.00', isActive: false },
      }),
    ).toEqual([
      { field: 'price', before: '118.00', after: '128.00' },
      { field: 'isActive', before: 'true', after: 'false' },
    ]);
  });

  it('lists every field of a creation (no before) and of a deletion (no after)', () => {
    expect(describeChanges({ before: null, after: { name: 'National Day', date: '2027-08-09' } })).toEqual([
      { field: 'name', before: null, after: 'National Day' },
      { field: 'date', before: null, after: '2027-08-09' },
    ]);
    expect(describeChanges({ before: { name: 'X' }, after: null })).toEqual([
      { field: 'name', before: 'X', after: null },
    ]);
  });

  it('shows other shapes as they are, long values shortened', () => {
    expect(describeChanges({ status: 'cancelled', refundDue: '10.90' })).toEqual([
      { field: 'status', before: null, after: 'cancelled' },
      { field: 'refundDue', before: null, after: '10.90' },
    ]);
    expect(describeChanges(null)).toEqual([]);
    expect(describeChanges({ after: { text: 'x'.repeat(200) } })[0]?.after).toHaveLength(120);
  });

  it('names entities and actors', () => {
    expect(entityLabel('public_holiday')).toBe('Public holiday');
    expect(entityLabel('api_key')).toBe('api key');
    expect(entityLabel('personal-data')).toBe('Personal data');
    expect(actorLabel('admin:alice')).toBe('alice (admin)');
    expect(actorLabel('system')).toBe('system');
    expect(ENTITY_FILTER_OPTIONS[0]).toEqual({ value: '', label: 'All entities' });
  });

  it('reads a reveal of an ID number as the booking and whose number it was', () => {
    expect(actionLabel('reveal-identification')).toBe('Revealed an ID number');
    expect(actionLabel('cancel')).toBe('cancel');
    const changes = { referenceNumber: 'HS2611-0607-1234', participantId: null };
    expect(describeEntry({ action: 'reveal-identification', changes })).toEqual([
      { field: 'Reference', before: null, after: 'HS2611-0607-1234' },
      { field: 'Person', before: null, after: 'main person' },
    ]);
    expect(describeEntry({ action: 'reveal-identification', changes: { ...changes, participantId: 42 } })[1]).toEqual({
      field: 'Person',
      before: null,
      after: 'household member #42',
    });
    // Any other entry as describeChanges lists it.
    expect(describeEntry({ action: 'cancel', changes: { status: 'cancelled' } })).toEqual(
      describeChanges({ status: 'cancelled' }),
    );
  });
});
