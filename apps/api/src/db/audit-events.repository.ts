import type { DbOrTx } from './client';
import { auditEvents } from './schema';

/** Who did what to whom, kept for support's record (masquerades, plan changes by support). */
export async function recordAuditEvent(
  db: DbOrTx,
  event: typeof auditEvents.$inferInsert,
): Promise<void> {
  await db.insert(auditEvents).values(event);
}
