import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { owners, users } from '../../../db/schema/index';
import { hashPassword } from '../../../lib/passwords';
import { insertUser } from '../accounts/accounts.repository';
import { findUserByEmail } from '../auth/auth.repository';
import { endSessionsOfUser } from '../auth/sessions.repository';

/** Makes `email` a support user; returns false when an existing user was promoted. */
export async function createSupportUser(db: Db, email: string, password: string): Promise<boolean> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const owner = await db.query.owners.findFirst({ where: eq(owners.userId, existing.id) });
    if (owner) throw new Error(`${email} is a host account; use another address for support.`);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ role: 'SUPPORT' }).where(eq(users.id, existing.id));
      // Sessions started under the old role end.
      await endSessionsOfUser(tx, existing.id);
    });
    return false;
  }
  await insertUser(db, { email, passwordHash: await hashPassword(password), role: 'SUPPORT' });
  return true;
}
