import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxMessages } from '../../db/schema/outbox';

/** How many messages (emails and texts) used up their tries: the dashboard points staff to them. */
export async function countFailedMessages(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.status, 'failed'));
  return row?.n ?? 0;
}
