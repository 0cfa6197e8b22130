import type { UserRole } from '@stayfront/core';
import type { DbOrTx } from '../../../db/client';
import { guests, owners, users } from '../../../db/schema/index';

interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName?: string;
  role: UserRole;
  isActive?: boolean;
  isAnonymous?: boolean;
}

export async function insertUser(db: DbOrTx, values: NewUser) {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function insertOwner(db: DbOrTx, userId: string) {
  const [owner] = await db.insert(owners).values({ userId }).returning();
  return owner!;
}

export async function insertGuest(db: DbOrTx, userId: string) {
  const [guest] = await db.insert(guests).values({ userId }).returning();
  return guest!;
}
