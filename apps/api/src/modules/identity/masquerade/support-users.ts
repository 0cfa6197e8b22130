import type { Db } from '../../../db/client';
import { hashPassword } from '../../../lib/passwords';
import { insertUser, updateUserAccess } from '../accounts/accounts.repository';
import { findUserByEmail } from '../auth/auth.repository';
import { endSessionsOfUser } from '../auth/sessions.repository';
import { findOwnerOfUser } from '../owners/owners.repository';

/** Makes `email` a support user; returns false when an existing user was promoted. */
export async function createSupportUser(db: Db, email: string, password: string): Promise<boolean> {
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (await findOwnerOfUser(db, existing.id))
      throw new Error(`${email} is a host account; use another address for support.`);
    await db.transaction(async (tx) => {
      await updateUserAccess(tx, existing.id, { role: 'SUPPORT' });
      // Sessions started under the old role end.
      await endSessionsOfUser(tx, existing.id);
    });
    return false;
  }
  await insertUser(db, { email, passwordHash: await hashPassword(password), role: 'SUPPORT' });
  return true;
}
