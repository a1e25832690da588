import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './client';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

async function indexDefinitions(table: string): Promise<string[]> {
  const result = await handle.db.execute(
    sql`select indexdef from pg_indexes where schemaname = current_schema() and tablename = ${table}`,
  );
  return (result as unknown as { rows: { indexdef: string }[] }).rows.map((row) => row.indexdef);
}

describe('migrations', () => {
  // The clean-up deletes run on every idempotent booking claim and every member verification.
  it.each([
    ['idempotency_keys', 'idempotency_keys_created_at_idx', 'created_at'],
    ['member_verifications', 'member_verifications_verified_at_idx', 'verified_at'],
  ])('index %s on the column its clean-up filters by', async (table, name, column) => {
    expect(await indexDefinitions(table)).toContainEqual(
      expect.stringMatching(new RegExp(`^CREATE INDEX ${name} ON .*${table} USING btree \\(${column}\\)$`)),
    );
  });
});
