import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { passwordResetTokens, users } from '../../../db/schema/index';

export async function insertResetToken(
  db: DbOrTx,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** Locks the token row so that two uses of one link cannot both succeed. */
export async function findUsableResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .for('update');
  return row;
}

/** Using one link spends every open link of that user. */
export async function markResetTokensUsed(db: DbOrTx, userId: string) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function setUserPassword(db: DbOrTx, userId: string, passwordHash: string) {
  const [user] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}
