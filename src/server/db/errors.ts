/**
 * A foreign key refused the write: something (a booking) still names the row. PostgreSQL's code
 * 23503, found on the error or on one of the few errors it is wrapped in (Drizzle, PGlite).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.code === '23503') return true;
    current = current.cause as typeof current;
  }
  return false;
}
