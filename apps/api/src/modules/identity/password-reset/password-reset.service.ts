import { messages } from '@stayfront/core';
import { AppError, fieldError } from '../../../errors';
import { renderEmail } from '../../../lib/mailer/templates';
import { hashPassword } from '../../../lib/passwords';
import { consumeRateLimit } from '../../../lib/rate-limit';
import { createRandomToken, hashToken } from '../../../lib/tokens';
import { findUserByEmail, findUserById } from '../auth/auth.repository';
import { assertHostMaySignIn } from '../auth/auth.service';
import { endSessionsOfUser } from '../auth/sessions.repository';
import {
  findUsableResetToken,
  insertResetToken,
  markResetTokensUsed,
  setUserPassword,
} from './password-reset.repository';
import type { IdentityDeps } from '../deps';

type Deps = Pick<IdentityDeps, 'config' | 'db' | 'log' | 'mailer' | 'rateLimits'>;

export const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * E-mails a single-use link when the address has an account. The answer is the same either way,
 * so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(deps: Deps, email: string, ip: string) {
  await consumeRateLimit(deps.db, `reset:ip:${ip}`, deps.rateLimits.passwordReset);
  await consumeRateLimit(deps.db, `reset:email:${email}`, deps.rateLimits.passwordReset);
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.isActive || user.isAnonymous) return;

  const token = createRandomToken();
  await insertResetToken(
    deps.db,
    user.id,
    hashToken(token),
    new Date(Date.now() + RESET_TOKEN_TTL_MS),
  );
  const { config } = deps;
  const link = `${config.PUBLIC_URL}/reset-password/${token}/`;
  const email_ = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL },
    {
      subject: `Reset your ${config.BRAND_NAME} password`,
      heading: 'Reset your password',
      paragraphs: [
        `Hi${user.firstName ? ` ${user.firstName}` : ''},`,
        `Someone asked to reset the password of your ${config.BRAND_NAME} account. Use the button below to choose a new one. The link works once and expires in 24 hours.`,
      ],
      action: { label: 'Set a new password', url: link },
      footnote:
        'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    },
  );
  try {
    await deps.mailer.send({ to: user.email, ...email_ });
  } catch (error) {
    deps.log.error({ err: error }, 'password reset e-mail could not be sent');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'We could not send the e-mail right now. Please try again in a few minutes.',
    );
  }
}

export async function resetPassword(deps: Deps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const row = await findUsableResetToken(tx, hashToken(token));
    if (!row) throw fieldError('token', messages.resetTokenInvalid);
    // The new password would sign in (the caller starts a session): refused like a sign-in.
    const user = await findUserById(tx, row.userId);
    if (user) await assertHostMaySignIn(tx, user);
    await markResetTokensUsed(tx, row.userId);
    // Whoever knew the old password is signed out everywhere; the caller starts a new session.
    await endSessionsOfUser(tx, row.userId);
    return setUserPassword(tx, row.userId, passwordHash);
  });
}
