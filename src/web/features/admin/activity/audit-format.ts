import { AUDIT_ENTITIES, type AuditEntry } from '@domain/admin-schemas';

/** One changed field of an audit entry: its value before and after (null: it had none). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const MAX_VALUE_LENGTH = 120;

function showValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What an audit entry changed, field by field. Admin changes carry `{ before, after }` (a creation has
 * no before, a deletion no after), and only the fields whose values differ are listed; any other shape
 * is listed as it is.
 */
export function describeChanges(changes: unknown): FieldChange[] {
  if (!isRecord(changes)) {
    const value = showValue(changes);
    return value === null ? [] : [{ field: 'details', before: null, after: value }];
  }
  if ('before' in changes || 'after' in changes) {
    const before = isRecord(changes.before) ? changes.before : {};
    const after = isRecord(changes.after) ? changes.after : {};
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return fields
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => ({ field, before: showValue(before[field]), after: showValue(after[field]) }));
  }
  return Object.entries(changes).map(([field, value]) => ({ field, before: null, after: showValue(value) }));
}

/** The action of a staff reveal of a full ID number (DESIGN §8.3); its changes name the booking and person. */
export const REVEAL_IDENTIFICATION_ACTION = 'reveal-identification';

/**
 * An entry's fields as the Activity page lists them. A reveal reads as the booking's reference and whose
 * number it was (the entry never holds the number itself); anything else as describeChanges says.
 */
export function describeEntry(entry: Pick<AuditEntry, 'action' | 'changes'>): FieldChange[] {
  if (entry.action === REVEAL_IDENTIFICATION_ACTION && isRecord(entry.changes)) {
    const { referenceNumber, participantId } = entry.changes;
    return [
      { field: 'Reference', before: null, after: showValue(referenceNumber) },
      {
        field: 'Person',
        before: null,
        after:
          participantId === null || participantId === undefined ? 'main person' : `household member #${participantId}`,
      },
    ];
  }
  return describeChanges(entry.changes);
}

const ACTION_LABELS: Record<string, string> = {
  [REVEAL_IDENTIFICATION_ACTION]: 'Revealed an ID number',
};

/** 'reveal-identification' → 'Revealed an ID number'; the other actions ('create', 'cancel', …) as recorded. */
export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

const ENTITY_LABELS: Record<string, string> = {
  event: 'Event',
  package: 'Package',
  registration: 'Registration',
  public_holiday: 'Public holiday',
  admin_session: 'Admin session',
  'personal-data': 'Personal data',
};

/** 'public_holiday' → 'Public holiday'; an entity this client does not know yet reads as the server names it. */
export const entityLabel = (entity: string): string => ENTITY_LABELS[entity] ?? entity.replaceAll('_', ' ');

/** The entity filter: every entity the log records, plus all. */
export const ENTITY_FILTER_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'All entities' },
  ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) })),
];

/** 'admin:alice' → 'alice (admin)'; 'customer', 'system' as they are. */
export function actorLabel(actor: string): string {
  const [kind, ...rest] = actor.split(':');
  return rest.length > 0 ? `${rest.join(':')} (${kind})` : actor;
}
