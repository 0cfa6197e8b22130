import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  accountMessages,
  notificationNumbersError,
  type ZPasswordChangeSchema,
  type ZPhoneNotificationSettingsSchema,
  type ZProfileDetailsSchema,
} from '@stayfront/core';
import type { z } from 'zod';
import { fieldError, nonFieldError, notFound } from '../../../errors';
import { isUniqueViolation } from '../../../lib/db-errors';
import { renderEmail } from '../../../lib/mailer/templates';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { clearSessionCookie, type AuthContext } from '../../../plugins/session';
import { findUserByEmail } from '../auth/auth.repository';
import { endSessionsOfUser } from '../auth/sessions.repository';
import { findOwner } from '../owners/owners.repository';
import {
  countOwnPhoneNotificationSettings,
  deletePhoneNotificationSettingsExcept,
  insertPhoneNotificationSetting,
  listPhoneNotificationSettings,
  updateOwnerPhone,
  updatePasswordHash,
  updatePhoneNotificationSetting,
  updateUserProfile,
  type PhoneNotificationSettingRow,
} from './account-settings.repository';
import type { IdentityDeps } from '../deps';

type Deps = Pick<IdentityDeps, 'config' | 'db' | 'log' | 'mailer'>;

type HostAuth = AuthContext & { ownerId: string };

/** Tells the old address that the sign-in e-mail changed, so a hijack does not go unnoticed. */
async function notifyEmailChanged(deps: Deps, oldEmail: string, newEmail: string) {
  const { config } = deps;
  const content = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL },
    {
      subject: `Your ${config.BRAND_NAME} e-mail address was changed`,
      heading: 'Your e-mail address was changed',
      paragraphs: [
        `The e-mail address you sign in to ${config.BRAND_NAME} with is now ${newEmail}.`,
        `If you did not make this change, contact us at ${config.SUPPORT_EMAIL} at once.`,
      ],
    },
  );
  try {
    await deps.mailer.send({ to: oldEmail, ...content });
  } catch (error) {
    // The change is made; a missing notice must not undo it or hide that it was saved.
    deps.log.error({ err: error }, 'e-mail change notice could not be sent');
  }
}

/**
 * Saves the profile form. A new e-mail must be free; it ends every session, this one included
 * (the spec: "You will be logged out after you save the form"), and the old address is told.
 */
export async function updateProfileDetails(
  deps: Deps,
  auth: HostAuth,
  input: z.output<typeof ZProfileDetailsSchema>,
  reply: FastifyReply,
) {
  const emailChanged = input.email !== auth.user.email.toLowerCase();
  if (emailChanged) {
    const taken = await findUserByEmail(deps.db, input.email);
    if (taken && taken.id !== auth.user.id) throw fieldError('email', accountMessages.emailTaken);
  }
  try {
    await deps.db.transaction(async (tx) => {
      await updateUserProfile(tx, auth.user.id, {
        firstName: input.first_name,
        lastName: input.last_name,
        ...(emailChanged ? { email: input.email } : {}),
      });
      await updateOwnerPhone(tx, auth.ownerId, input.phone || null);
      if (emailChanged) await endSessionsOfUser(tx, auth.user.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', accountMessages.emailTaken);
    throw error;
  }
  if (emailChanged) {
    clearSessionCookie(reply);
    await notifyEmailChanged(deps, auth.user.email, input.email);
  }
  return {
    ok: true as const,
    logged_out: emailChanged,
    data: {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      phone: input.phone,
    },
  };
}

/**
 * Changes the password. The current one is asked only when one is set; every other session of
 * the user ends and this one continues with a fresh cookie.
 */
export async function changePassword(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: AuthContext,
  input: z.output<typeof ZPasswordChangeSchema>,
) {
  const { user } = auth;
  if (user.passwordHash) {
    if (!input.old_password)
      throw fieldError('old_password', accountMessages.currentPasswordRequired);
    if (!(await verifyPassword(user.passwordHash, input.old_password)))
      throw fieldError('old_password', accountMessages.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.new_password1);
  await request.server.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await endSessionsOfUser(tx, user.id, { except: auth.sessionId });
  });
  return { detail: 'New password has been saved.' };
}

function toSetting(row: PhoneNotificationSettingRow) {
  return {
    id: row.id,
    phone_number: row.phoneNumber,
    is_request_sms_enabled: row.isRequestSmsEnabled,
    is_sales_sms_enabled: row.isSalesSmsEnabled,
    is_marketing_sms_enabled: row.isMarketingSmsEnabled,
  };
}

export async function getPhoneNotificationSettings(deps: Deps, auth: HostAuth) {
  const owner = await findOwner(deps.db, auth.ownerId);
  const rows = await listPhoneNotificationSettings(deps.db, auth.ownerId);
  return { plan: owner!.plan, phone_notification_settings: rows.map(toSetting) };
}

/**
 * Replaces the owner's list of numbers: rows with an id are updated, rows without are added,
 * the rest removed, all in one transaction so a refused list saves nothing. Rows without a
 * number and without a text kind are blank form rows and are dropped.
 */
export async function savePhoneNotificationSettings(
  deps: Deps,
  auth: HostAuth,
  input: z.output<typeof ZPhoneNotificationSettingsSchema>,
) {
  const owner = await findOwner(deps.db, auth.ownerId);
  const rows = input.phone_notification_settings.filter((row) => row.phone_number !== '');
  const planError = notificationNumbersError(owner!.plan, rows.length);
  if (planError) throw nonFieldError(planError);
  const numbers = rows.map((row) => row.phone_number);
  if (new Set(numbers).size !== numbers.length)
    throw fieldError('phone_notification_settings', 'Each phone number can be added once.');

  await deps.db.transaction(async (tx) => {
    const keepIds = rows.map((row) => row.id).filter((id): id is string => !!id);
    if (keepIds.length) {
      const own = await countOwnPhoneNotificationSettings(tx, auth.ownerId, keepIds);
      // Another owner's row (or a deleted one) is not this owner's to change.
      if (own !== keepIds.length) throw notFound();
    }
    await deletePhoneNotificationSettingsExcept(tx, auth.ownerId, keepIds);
    // New rows keep the form's order: after a downgrade the first numbers are the ones texted.
    const now = Date.now();
    for (const [index, row] of rows.entries()) {
      const values = {
        phoneNumber: row.phone_number,
        isRequestSmsEnabled: row.is_request_sms_enabled,
        isSalesSmsEnabled: row.is_sales_sms_enabled,
        isMarketingSmsEnabled: row.is_marketing_sms_enabled,
      };
      if (row.id) await updatePhoneNotificationSetting(tx, row.id, values);
      else
        await insertPhoneNotificationSetting(tx, {
          ownerId: auth.ownerId,
          ...values,
          createdAt: new Date(now + index),
        });
    }
  });
  return getPhoneNotificationSettings(deps, auth);
}
