import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

// The booking's hot path counts its round trips (DESIGN §8.8): a transaction opened by the ORM costs
// one for BEGIN, one per statement and one for COMMIT. Here BEGIN travels with the statement that
// takes the transaction's locks, and the rest is one statement the caller built, so a transaction is
// three round trips whatever it writes.

/** SQL with its parameters, as the ORM renders it (`toSQL()`). */
export interface Statement {
  sql: string;
  params: unknown[];
}

export interface Verdict<T> {
  /** False ends the transaction with ROLLBACK: nothing the statement wrote stays. */
  commit: boolean;
  value: T;
}

/**
 * The name PostgreSQL keeps a statement's plan under, per connection: the same text always gets the
 * same name, and different texts (a household of three, a booking with a code) never share one.
 */
export function statementName(text: string): string {
  return `s_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
}

/**
 * A 32-bit key for pg_advisory_xact_lock(namespace, key) from text, worked out here rather than by
 * hashtext() in SQL so the locks can be sent in the parameterless message that carries BEGIN.
 */
export function advisoryLockKey(text: string): number {
  return createHash('sha256').update(text).digest().readInt32BE(0);
}

/** `select pg_advisory_xact_lock(...)` for each lock, in the order given (one statement, one round trip). */
export function advisoryLocks(locks: ReadonlyArray<{ namespace: number; key: number }>): string | null {
  if (locks.length === 0) return null;
  for (const { namespace, key } of locks) {
    if (!Number.isInteger(namespace) || !Number.isInteger(key)) throw new Error('advisory lock keys are integers');
  }
  return `select ${locks.map(({ namespace, key }) => `pg_advisory_xact_lock(${namespace}, ${key})`).join(', ')}`;
}

/**
 * Runs `statement` in a transaction of three round trips: BEGIN with `opening` (SQL without
 * parameters: the locks), the statement (named, so each connection plans it once), then COMMIT, or
 * ROLLBACK when `decide` says so. Rows come back as the driver gives them: the statement should return
 * plain columns (booleans, text).
 */
export async function runShortTransaction<Row, T>(
  db: Database,
  options: { opening: string | null; statement: Statement; decide: (rows: Row[]) => Verdict<T> },
): Promise<T> {
  const client = (db as unknown as { $client: unknown }).$client;
  const { opening, statement, decide } = options;
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let broken: Error | undefined;
    try {
      await connection.query(opening ? `begin; ${opening}` : 'begin');
      let verdict: Verdict<T>;
      try {
        const result = await connection.query<Row & pg.QueryResultRow>({
          name: statementName(statement.sql),
          text: statement.sql,
          values: statement.params,
        });
        verdict = decide(result.rows);
      } catch (error) {
        await connection.query('rollback');
        throw error;
      }
      await connection.query(verdict.commit ? 'commit' : 'rollback');
      return verdict.value;
    } catch (error) {
      // A connection whose ROLLBACK failed may still be inside the transaction: never reuse it.
      if (error instanceof Error && !('code' in error)) broken = error;
      throw error;
    } finally {
      connection.release(broken);
    }
  }
  if (client instanceof PGlite) {
    // In-process: no round trips to save, but the same statement and the same verdict.
    return client.transaction(async (tx) => {
      if (opening) await tx.exec(opening);
      const result = await tx.query<Row>(statement.sql, statement.params);
      const verdict = decide(result.rows);
      if (!verdict.commit) await tx.rollback();
      return verdict.value;
    });
  }
  throw new Error('runShortTransaction: unknown database client');
}
