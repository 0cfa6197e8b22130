/** PostgreSQL's unique_violation, as thrown by node-postgres and PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const err = error as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
}
