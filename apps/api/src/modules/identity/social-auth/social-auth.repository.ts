import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { socialAccounts } from '../../../db/schema/index';

export function findSocialAccount(db: DbOrTx, provider: string, uid: string) {
  return db.query.socialAccounts.findFirst({
    where: and(eq(socialAccounts.provider, provider), eq(socialAccounts.uid, uid)),
  });
}

export async function insertSocialAccount(
  db: DbOrTx,
  values: { userId: string; provider: string; uid: string; email: string | null },
) {
  await db.insert(socialAccounts).values(values);
}

/** The providers of the user's linked identities, locked until the transaction ends. */
export async function lockSocialProviders(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ provider: socialAccounts.provider })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId))
    .for('update');
  return rows.map((row) => row.provider);
}

export async function deleteSocialAccounts(db: DbOrTx, userId: string, provider: string) {
  const deleted = await db
    .delete(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
    .returning({ id: socialAccounts.id });
  return deleted.length;
}
