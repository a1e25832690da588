import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { simulatedGatewayTransactions } from '../../db/schema/payments';
import type { SimulatedLedger, SimulatedRecord, SimulatedStatus } from './simulated';

type Row = typeof simulatedGatewayTransactions.$inferSelect;

const toRecord = (row: Row): SimulatedRecord => ({
  id: row.id,
  orderId: row.orderId,
  amount: row.amount,
  status: row.status as SimulatedStatus,
  card: { brand: row.cardBrand, bin: row.cardBin, last4: row.cardLast4 },
});

/**
 * The simulated gateway's records in the database: shared by every instance and kept across restarts,
 * so a payment left in doubt by a stopped instance is answered as the gateway saw it (DESIGN §8.2).
 */
export function databaseLedger(db: Executor): SimulatedLedger {
  return {
    async add(record) {
      await db.insert(simulatedGatewayTransactions).values({
        id: record.id,
        orderId: record.orderId,
        amount: record.amount,
        status: record.status,
        cardBrand: record.card.brand,
        cardBin: record.card.bin,
        cardLast4: record.card.last4,
        createdAt: new Date(),
      });
    },
    async find(id) {
      const [row] = await db.select().from(simulatedGatewayTransactions).where(eq(simulatedGatewayTransactions.id, id));
      return row ? toRecord(row) : null;
    },
    async setStatus(id, status) {
      await db.update(simulatedGatewayTransactions).set({ status }).where(eq(simulatedGatewayTransactions.id, id));
    },
    async byOrder(orderId) {
      const rows = await db
        .select()
        .from(simulatedGatewayTransactions)
        .where(eq(simulatedGatewayTransactions.orderId, orderId))
        .orderBy(asc(simulatedGatewayTransactions.createdAt), asc(simulatedGatewayTransactions.id));
      return rows.map(toRecord);
    },
  };
}
