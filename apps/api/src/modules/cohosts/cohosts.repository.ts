import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cohosts } from '../../db/schema';

export type CohostRow = typeof cohosts.$inferSelect;

export async function findCohostByInvitation(db: DbOrTx, invitationUuid: string) {
  const [row] = await db
    .select()
    .from(cohosts)
    .where(eq(cohosts.invitationUuid, invitationUuid))
    .for('update');
  return row;
}

export async function updateCohost(db: DbOrTx, id: string, values: Partial<CohostRow>) {
  await db.update(cohosts).set(values).where(eq(cohosts.id, id));
}
