import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { owners, phoneNotificationSettings, users } from '../../../db/schema/index';

export type PhoneNotificationSettingRow = typeof phoneNotificationSettings.$inferSelect;
type PhoneNotificationValues = Pick<
  PhoneNotificationSettingRow,
  'phoneNumber' | 'isRequestSmsEnabled' | 'isSalesSmsEnabled' | 'isMarketingSmsEnabled'
>;

export async function updateUserProfile(
  db: DbOrTx,
  userId: string,
  values: { firstName: string; lastName: string; email?: string },
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

export async function updateOwnerPhone(
  db: DbOrTx,
  ownerId: string,
  phone: string | null,
): Promise<void> {
  await db.update(owners).set({ phone }).where(eq(owners.id, ownerId));
}

export async function updatePasswordHash(
  db: DbOrTx,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export function listPhoneNotificationSettings(db: DbOrTx, ownerId: string) {
  return db
    .select()
    .from(phoneNotificationSettings)
    .where(eq(phoneNotificationSettings.ownerId, ownerId))
    .orderBy(phoneNotificationSettings.createdAt, phoneNotificationSettings.id);
}

/** How many of `ids` are rows of this owner. */
export async function countOwnPhoneNotificationSettings(
  db: DbOrTx,
  ownerId: string,
  ids: string[],
): Promise<number> {
  const own = await db
    .select({ id: phoneNotificationSettings.id })
    .from(phoneNotificationSettings)
    .where(
      and(
        eq(phoneNotificationSettings.ownerId, ownerId),
        inArray(phoneNotificationSettings.id, ids),
      ),
    );
  return own.length;
}

export async function deletePhoneNotificationSettingsExcept(
  db: DbOrTx,
  ownerId: string,
  keepIds: string[],
): Promise<void> {
  await db
    .delete(phoneNotificationSettings)
    .where(
      and(
        eq(phoneNotificationSettings.ownerId, ownerId),
        keepIds.length ? notInArray(phoneNotificationSettings.id, keepIds) : sql`true`,
      ),
    );
}

export async function updatePhoneNotificationSetting(
  db: DbOrTx,
  id: string,
  values: PhoneNotificationValues,
): Promise<void> {
  await db
    .update(phoneNotificationSettings)
    .set(values)
    .where(eq(phoneNotificationSettings.id, id));
}

export async function insertPhoneNotificationSetting(
  db: DbOrTx,
  values: PhoneNotificationValues & { ownerId: string; createdAt: Date },
): Promise<void> {
  await db.insert(phoneNotificationSettings).values(values);
}
