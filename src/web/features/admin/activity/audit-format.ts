import { AUDIT_ENTITIES } from '@domain/audit-log/schemas';

const ENTITY_LABELS: Record<string, string> = {
  event: 'Events',
  package: 'Packages',
  registration: 'Orders',
  public_holiday: 'Public holidays',
  admin_session: 'Sign-ins',
};

/** 'registration' → 'Orders'; an entity this client does not know yet reads as words. */
export const entityLabel = (entity: string): string => ENTITY_LABELS[entity] ?? entity.replaceAll(/[_-]/g, ' ');

/** The filter of the Activity page: every entity the log records, plus all. */
export const ENTITY_FILTER_OPTIONS: readonly { value: string; label: string }[] = [
  { value: '', label: 'All activity' },
  ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: entityLabel(entity) })),
];
