import type { FastifyInstance } from 'fastify';
import { messages } from '@stayfront/core';
import { AppError, fieldError } from '../../../errors';
import { renderEmail } from '../../../lib/mailer/templates';
import { hashPassword } from '../../../lib/passwords';
import { consumeRateLimit } from '../../../lib/rate-limit';
import { createRandomToken, hashToken } from '../../../lib/tokens';
import { findUserByEmail } from '../auth/auth.repository';
import { endSessionsOfUser } from '../auth/sessions.repository';
import {
  findUsableResetToken,
  insertResetToken,
  markResetTokensUsed,
  setUserPassword,
} from './password-reset.repository';

export const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * E-mails a single-use link when the address has an account. The answer is the same either way,
 * so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, ip: string) {
  await consumeRateLimit(app.db, `reset:ip:${ip}`, app.rateLimits.passwordReset);
  await consumeRateLimit(app.db, `reset:email:${email}`, app.rateLimits.passwordReset);
  const user = await findUserByEmail(app.db, email);
  if (!user || !user.isActive || user.isAnonymous) return;

  const token = createRandomToken();
  await insertResetToken(
    app.db,
    user.id,
    hashToken(token),
    new Date(Date.now() + RESET_TOKEN_TTL_MS),
  );
  const { config } = app;
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
    await app.mailer.send({ to: user.email, ...email_ });
  } catch (error) {
    app.log.error({ err: error }, 'password reset e-mail could not be sent');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'We could not send the e-mail right now. Please try again in a few minutes.',
    );
  }
}

export async function resetPassword(app: FastifyInstance, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return app.db.transaction(async (tx) => {
    const row = await findUsableResetToken(tx, hashToken(token));
    if (!row) throw fieldError('token', messages.resetTokenInvalid);
    await markResetTokensUsed(tx, row.userId);
    // Whoever knew the old password is signed out everywhere; the caller starts a new session.
    await endSessionsOfUser(tx, row.userId);
    return setUserPassword(tx, row.userId, passwordHash);
  });
}
