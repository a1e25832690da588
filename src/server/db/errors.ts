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

/** The name of the unique constraint or index a write broke (PostgreSQL's 23505), or null for any other error. */
export function violatedUniqueConstraint(error: unknown): string | null {
  let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.code === '23505') return typeof current.constraint === 'string' ? current.constraint : '';
    current = current.cause as typeof current;
  }
  return null;
}
