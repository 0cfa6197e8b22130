import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { cohosts } from '../../../db/schema/index';

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
  const [row] = await db.update(cohosts).set(values).where(eq(cohosts.id, id)).returning();
  return row!;
}

export function listOwnerCohosts(db: DbOrTx, ownerId: string) {
  return db
    .select()
    .from(cohosts)
    .where(eq(cohosts.ownerId, ownerId))
    .orderBy(asc(cohosts.createdAt), asc(cohosts.id));
}

/** One of the owner's co-hosts, locked for the change; another owner's is not found. */
export async function findOwnerCohost(db: DbOrTx, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(cohosts)
    .where(and(eq(cohosts.id, id), eq(cohosts.ownerId, ownerId)))
    .for('update');
  return row;
}

export async function findCohostByEmail(db: DbOrTx, ownerId: string, email: string) {
  const [row] = await db
    .select()
    .from(cohosts)
    .where(
      and(eq(cohosts.ownerId, ownerId), sql`lower(${cohosts.email}) = ${email.toLowerCase()}`),
    );
  return row;
}

export async function insertCohost(db: DbOrTx, values: typeof cohosts.$inferInsert) {
  const [row] = await db.insert(cohosts).values(values).returning();
  return row!;
}
