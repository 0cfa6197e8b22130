import { and, count, eq } from 'drizzle-orm';
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

export async function countSocialAccounts(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(socialAccounts)
    .where(eq(socialAccounts.userId, userId));
  return row?.n ?? 0;
}

export async function deleteSocialAccounts(db: DbOrTx, userId: string, provider: string) {
  const deleted = await db
    .delete(socialAccounts)
    .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.provider, provider)))
    .returning({ id: socialAccounts.id });
  return deleted.length;
}
