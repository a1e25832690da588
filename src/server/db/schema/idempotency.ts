import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    // The first answer under the key: its HTTP status and its data (the route wraps the data in the
    // envelope). Both are set in the transaction that claims the key.
    status: integer('status_code'),
    data: jsonb('response_body'),
    createdAt: createdAt(),
  },
  // Every claim deletes the expired keys: a range scan, not a full one.
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
