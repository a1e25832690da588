import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_NOT_FOUND_MESSAGE } from '@domain/api-keys/messages';
import { API_KEY_VISIBLE_CHARACTERS, type ApiKey, type ApiKeyForm, type CreatedApiKey } from '@domain/api-keys/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import { notFound } from '../../errors';
import { type Actor, recordChange } from '../audit-log';

// API keys (spec 001 §2 API Keys tab, DESIGN §4 API keys): random, shown once at creation, stored as
// their SHA-256 beside a visible prefix. They open the read API (/api/v1) and nothing else: an admin
// session token is not a key (it lives in another table), and a key is not an admin session.

type Ctx = Pick<AppContext, 'db' | 'now'>;
type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Every key starts with this, so that a leaked one is easy to recognise (secret scanners, logs). */
export const API_KEY_PREFIX = 'hs_';
/** The longest bearer value looked up: anything longer is no key of ours. */
const MAX_KEY_LENGTH = 200;

/** 'hs_' + 32 random bytes, base64url: 256 bits, too many to guess, so a plain SHA-256 is enough to store. */
export const newApiKey = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');
/** What the list shows: the first 10 characters and an ellipsis (spec 001 §2). */
export const maskApiKey = (keyPrefix: string) => `${keyPrefix}…`;

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    description: row.description,
    key: maskApiKey(row.keyPrefix),
    lastUsed: row.lastUsed?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    isActive: row.isActive,
  };
}

/** The audit log's view of a key: never the hash, only what the list shows. */
const audited = (key: ApiKey) => ({ description: key.description, key: key.key, isActive: key.isActive });

async function requireApiKey(db: Executor, id: number): Promise<ApiKeyRow> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!row) throw notFound(API_KEY_NOT_FOUND_MESSAGE);
  return row;
}

/** GET /api/admin/api-keys: newest first. */
export async function listApiKeys(ctx: Ctx): Promise<ApiKey[]> {
  const rows = await ctx.db.select().from(apiKeys).orderBy(desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** POST /api/admin/api-keys: the answer carries the whole key, this once; only its hash is stored. */
export async function createApiKey(
  ctx: Ctx,
  { form, adminId, actor }: { form: ApiKeyForm; adminId: number; actor: Actor },
): Promise<CreatedApiKey> {
  const now = ctx.now();
  const key = newApiKey();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        key: hashApiKey(key),
        keyPrefix: key.slice(0, API_KEY_VISIBLE_CHARACTERS),
        description: form.description,
        isActive: form.isActive,
        createdBy: adminId,
        createdAt: now,
      })
      .returning();
    const created = toApiKey(row!);
    await recordChange(tx, {
      actor,
      entity: 'api_key',
      entityId: created.id,
      before: null,
      after: audited(created),
      now,
    });
    return { ...created, key, maskedKey: created.key };
  });
}

/** PUT /api/admin/api-keys/{id}: description and active; a deactivated key gets 401 from its next use. */
export async function updateApiKey(
  ctx: Ctx,
  { id, form, actor }: { id: number; form: ApiKeyForm; actor: Actor },
): Promise<ApiKey> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = toApiKey(await requireApiKey(tx, id));
    const [row] = await tx
      .update(apiKeys)
      .set({ description: form.description, isActive: form.isActive })
      .where(eq(apiKeys.id, id))
      .returning();
    const after = toApiKey(row!);
    await recordChange(tx, {
      actor,
      entity: 'api_key',
      entityId: id,
      before: audited(before),
      after: audited(after),
      now,
    });
    return after;
  });
}

/** DELETE /api/admin/api-keys/{id}: the key stops working at once. */
export async function deleteApiKey(ctx: Ctx, { id, actor }: { id: number; actor: Actor }): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = toApiKey(await requireApiKey(tx, id));
    await tx.delete(apiKeys).where(eq(apiKeys.id, id));
    await recordChange(tx, {
      actor,
      entity: 'api_key',
      entityId: id,
      before: audited(before),
      after: null,
      now,
    });
  });
}

export interface ApiKeyIdentity {
  id: number;
  keyPrefix: string;
}

/**
 * The active key a bearer value names, or null; each use sets its Last Used. One conditional UPDATE
 * by the key's hash: an unknown, inactive or deleted key matches no row, and nothing is compared in
 * JavaScript, so the answer takes the same time whichever it was.
 */
export async function authenticateApiKey(ctx: Ctx, { key }: { key: string }): Promise<ApiKeyIdentity | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > MAX_KEY_LENGTH) return null;
  const [row] = await ctx.db
    .update(apiKeys)
    .set({ lastUsed: ctx.now() })
    .where(and(eq(apiKeys.key, hashApiKey(key)), eq(apiKeys.isActive, true)))
    .returning({ id: apiKeys.id, keyPrefix: apiKeys.keyPrefix });
  return row ?? null;
}

/** How many API keys there are (the dashboard's card). */
export async function countApiKeys(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiKeys);
  return row?.n ?? 0;
}
