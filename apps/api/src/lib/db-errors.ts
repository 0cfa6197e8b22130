/** PostgreSQL's unique_violation, as thrown by node-postgres and PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, ['23505']);
}

/**
 * Two sessions creating the same objects at once: one is picked as a deadlock victim (40P01),
 * or finds a row (23505) or table (42P07) the other just made.
 */
export function isConcurrentCreation(error: unknown): boolean {
  return hasSqlState(error, ['40P01', '23505', '42P07']);
}

function hasSqlState(error: unknown, codes: string[]): boolean {
  const err = error as { code?: string; cause?: { code?: string } };
  return codes.includes(err.code ?? '') || codes.includes(err.cause?.code ?? '');
}
