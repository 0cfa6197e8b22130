import { randomUUID } from 'node:crypto';
import {
  accountMessages,
  planHasFeature,
  planMessages,
  toNorthAmericanE164,
  type CohostStatus,
  type ZCohostCreateSchema,
  type ZCohostUpdateSchema,
} from '@stayfront/core';
import type { z } from 'zod';
import { AppError, fieldError, nonFieldError, notFound } from '../../../errors';
import { isUniqueViolation } from '../../../lib/db-errors';
import { renderEmail } from '../../../lib/mailer/templates';
import type { AuthContext } from '../../../plugins/session';
import { endSessionsOfUser } from '../auth/sessions.repository';
import type { DbOrTx } from '../../../db/client';
import { findUserByEmail } from '../auth/auth.repository';
import { findOwner, findOwnerOfUser, findOwnerWithUser } from '../owners/owners.repository';
import {
  findCohostByEmail,
  findOwnerCohost,
  insertCohost,
  listOwnerCohosts,
  updateCohost,
  type CohostRow,
} from './cohosts.repository';
import type { IdentityDeps } from '../deps';

type Deps = Pick<IdentityDeps, 'config' | 'db' | 'log' | 'mailer'>;

type HostAuth = AuthContext & { ownerId: string };

/** Spec: an invitation expires after 7 days (INVITATION_EXPIRED). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** A pending invitation past its date shows as expired even before anyone opens it. */
function statusOf(row: CohostRow): CohostStatus {
  if (row.status === 'PENDING' && row.invitationExpiresAt.getTime() <= Date.now())
    return 'INVITATION_EXPIRED';
  return row.status;
}

function toCohost(row: CohostRow, auth: HostAuth) {
  return {
    id: row.id,
    email: row.email,
    phone_number: row.phoneNumber ?? '',
    is_request_sms_enabled: row.isRequestSmsEnabled,
    is_sales_sms_enabled: row.isSalesSmsEnabled,
    is_marketing_sms_enabled: row.isMarketingSmsEnabled,
    status: statusOf(row),
    is_self: row.id === auth.cohostId,
  };
}

async function assertPlanHasCohosts(deps: Deps, ownerId: string) {
  const owner = await findOwner(deps.db, ownerId);
  if (!owner || !planHasFeature(owner.plan, 'cohosts'))
    throw nonFieldError(planMessages.cohostsNeedProPlus);
}

async function sendInvitation(deps: Deps, ownerId: string, row: CohostRow) {
  const { config } = deps;
  const owner = await findOwnerWithUser(deps.db, ownerId);
  const inviter = owner?.user.firstName || owner?.user.email || 'A host';
  const content = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL },
    {
      subject: `${inviter} invited you to co-host on ${config.BRAND_NAME}`,
      heading: 'You are invited to co-host',
      paragraphs: [
        `${inviter} invited you to help manage their guest stores on ${config.BRAND_NAME}.`,
        'Set a password to accept. The link works for 7 days.',
      ],
      action: {
        label: 'Accept the invitation',
        url: `${config.PUBLIC_URL}/co-host/setup-password/${row.invitationUuid}/`,
      },
      footnote: 'If you did not expect this invitation, you can ignore this e-mail.',
    },
  );
  try {
    await deps.mailer.send({ to: row.email, ...content });
  } catch (error) {
    deps.log.error({ err: error }, 'co-host invitation could not be sent');
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'The invitation e-mail could not be sent right now. Use Resend Invitation in a few minutes.',
    );
  }
}

const contactValues = (input: z.output<typeof ZCohostUpdateSchema>) => ({
  phoneNumber: input.phone_number ? toNorthAmericanE164(input.phone_number) : null,
  isRequestSmsEnabled: input.is_request_sms_enabled,
  isSalesSmsEnabled: input.is_sales_sms_enabled,
  isMarketingSmsEnabled: input.is_marketing_sms_enabled,
});

const freshInvitation = () => ({
  status: 'PENDING' as const,
  invitationUuid: randomUUID(),
  invitationExpiresAt: new Date(Date.now() + INVITATION_TTL_MS),
});

export async function listCohosts(deps: Deps, auth: HostAuth) {
  const rows = await listOwnerCohosts(deps.db, auth.ownerId);
  return { results: rows.map((row) => toCohost(row, auth)) };
}

/** An address with its own owner account cannot accept an invitation (acceptInvitation). */
async function hasOwnHostAccount(db: DbOrTx, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  return user != null && (await findOwnerOfUser(db, user.id)) != null;
}

/**
 * Invites a co-host (Pro Plus and up). An address removed before is invited again on its old
 * row; the owner's own address, another owner's and a current co-host's are refused.
 */
export async function createCohost(
  deps: Deps,
  auth: HostAuth,
  input: z.output<typeof ZCohostCreateSchema>,
) {
  await assertPlanHasCohosts(deps, auth.ownerId);
  const owner = await findOwnerWithUser(deps.db, auth.ownerId);
  if (owner?.user.email.toLowerCase() === input.email)
    throw fieldError('email', accountMessages.cohostIsOwner);
  if (await hasOwnHostAccount(deps.db, input.email))
    throw fieldError('email', accountMessages.cohostHasOwnAccount);
  let row: CohostRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const existing = await findCohostByEmail(tx, auth.ownerId, input.email);
      if (existing && existing.status !== 'REMOVED')
        throw fieldError('email', accountMessages.cohostAlreadyInvited);
      const values = { ...contactValues(input), ...freshInvitation() };
      return existing
        ? updateCohost(tx, existing.id, { ...values, userId: null })
        : insertCohost(tx, { ownerId: auth.ownerId, email: input.email, ...values });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', accountMessages.cohostAlreadyInvited);
    throw error;
  }
  await sendInvitation(deps, auth.ownerId, row);
  return toCohost(row, auth);
}

export async function editCohost(
  deps: Deps,
  auth: HostAuth,
  id: string,
  input: z.output<typeof ZCohostUpdateSchema>,
) {
  const row = await deps.db.transaction(async (tx) => {
    const cohost = await findOwnerCohost(tx, auth.ownerId, id);
    if (!cohost) throw notFound();
    if (cohost.status === 'REMOVED') throw nonFieldError('This co-host was removed.');
    return updateCohost(tx, id, contactValues(input));
  });
  return toCohost(row, auth);
}

/** Removes a co-host (never oneself); a removed co-host's sessions end at once. */
export async function removeCohost(deps: Deps, auth: HostAuth, id: string) {
  await deps.db.transaction(async (tx) => {
    const cohost = await findOwnerCohost(tx, auth.ownerId, id);
    if (!cohost) throw notFound();
    if (cohost.id === auth.cohostId) throw nonFieldError(accountMessages.cohostCannotRemoveSelf);
    if (cohost.status === 'REMOVED') throw nonFieldError('This co-host was already removed.');
    await updateCohost(tx, id, { status: 'REMOVED' });
    if (cohost.userId) await endSessionsOfUser(tx, cohost.userId);
  });
  return { ok: true as const };
}

/** A new link for a pending or expired invitation; the old link stops working. */
export async function resendInvitation(deps: Deps, auth: HostAuth, id: string) {
  await assertPlanHasCohosts(deps, auth.ownerId);
  const row = await deps.db.transaction(async (tx) => {
    const cohost = await findOwnerCohost(tx, auth.ownerId, id);
    if (!cohost) throw notFound();
    if (cohost.status !== 'PENDING' && cohost.status !== 'INVITATION_EXPIRED')
      throw nonFieldError(accountMessages.cohostNotResendable);
    // Sent before that address became an owner's: a new link could not be accepted either.
    if (await hasOwnHostAccount(tx, cohost.email))
      throw nonFieldError(accountMessages.cohostHasOwnAccount);
    return updateCohost(tx, id, freshInvitation());
  });
  await sendInvitation(deps, auth.ownerId, row);
  return { ok: true as const };
}
