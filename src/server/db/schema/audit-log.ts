import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    // 'admin:<username>', 'customer', 'system' or 'api-key:<prefix>'.
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    changes: jsonb('changes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // Staff's insights date refunds by their audit rows.
    index('audit_log_refund_created_at_idx').on(t.createdAt).where(sql`${t.action} = 'refund'`),
  ],
);
