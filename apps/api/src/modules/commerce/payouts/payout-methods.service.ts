import {
  canAddStripeMethod,
  payoutMessages,
  planHasFeature,
  reassignmentTarget,
  type PayoutMethodType,
} from '@stayfront/core';
import { AppError, fieldError, nonFieldError, notFound } from '../../../errors';
import { PayoutProviderError } from '../../../lib/payouts/payout-provider';
import type { AuthContext } from '../../../plugins/session';
import { findOwner, findOwnerWithUser, updateOwner } from '../../identity/owners/owners.repository';
import type { PayoutDeps } from './payout-deps';
import { providersFor } from './payout-events';
import {
  clearDefault,
  findActiveMethod,
  findOwnerStoreIds,
  insertMethod,
  listActiveMethods,
  listStorePayoutAssignments,
  lockOwnerMethods,
  reassignStores,
  setSplit,
  setStorePayoutMethod,
  updateMethod,
  type PayoutMethodRow,
} from './payout-methods.repository';

type HostAuth = AuthContext & { ownerId: string };

export function toPayoutMethod(row: PayoutMethodRow) {
  return {
    id: row.id,
    nickname: row.nickname,
    type: row.type,
    isActive: row.isActive,
    isDefault: row.isDefault,
    accountId: row.accountId,
    country: row.country,
    status: row.status,
    dateCreated: row.createdAt.toISOString(),
  };
}

function assertOwnOwner(auth: HostAuth, ownerId: string) {
  if (auth.ownerId !== ownerId) throw notFound();
}

async function ownerPlan(deps: PayoutDeps, ownerId: string) {
  const owner = await findOwner(deps.db, ownerId);
  if (!owner) throw notFound();
  return owner.plan;
}

export async function listMethods(deps: PayoutDeps, auth: HostAuth) {
  return (await listActiveMethods(deps.db, auth.ownerId)).map(toPayoutMethod);
}

/** A new method; the owner's first one becomes the default. */
async function addMethod(
  deps: PayoutDeps,
  ownerId: string,
  values: {
    type: PayoutMethodType;
    nickname: string;
    accountId: string;
    country: string;
    status: string;
  },
) {
  return deps.db.transaction(async (tx) => {
    await lockOwnerMethods(tx, ownerId);
    const existing = await listActiveMethods(tx, ownerId);
    if (values.type === 'STRP') {
      const plan = (await findOwner(tx, ownerId))!.plan;
      const stripeCount = existing.filter((m) => m.type === 'STRP').length;
      if (!canAddStripeMethod(plan, stripeCount))
        throw nonFieldError(payoutMessages.secondStripeNeedsProPlus);
    }
    return insertMethod(tx, { ownerId, ...values, isDefault: existing.length === 0 });
  });
}

export async function createPaypalMethod(
  deps: PayoutDeps,
  auth: HostAuth,
  body: { nickname: string; accountId: string; country: string },
) {
  const row = await addMethod(deps, auth.ownerId, { type: 'PAYP', status: 'COMP', ...body });
  return toPayoutMethod(row);
}

function onboardingUrls(deps: PayoutDeps, methodId: string) {
  const api = `${deps.config.PUBLIC_URL}/api/services/stripe`;
  return { refreshUrl: `${api}/refresh/${methodId}/`, returnUrl: `${api}/return/${methodId}/` };
}

/**
 * A Stripe method: an Express connected account, then its onboarding link. Each step undoes the
 * ones before when it fails, so a refused account leaves no half-made method behind.
 */
export async function createStripeMethod(
  deps: PayoutDeps,
  auth: HostAuth,
  body: { nickname: string; country: string },
) {
  const row = await addMethod(deps, auth.ownerId, {
    type: 'STRP',
    status: 'PEND',
    accountId: '',
    ...body,
  });
  const { connect } = providersFor(deps);
  try {
    const owner = await findOwnerWithUser(deps.db, auth.ownerId);
    const { accountId } = await connect.createAccount(
      { country: body.country, email: owner!.user.email },
      `connect-account-${row.id}`,
    );
    await updateMethod(deps.db, row.id, { accountId });
    return await connect.createOnboardingLink(accountId, onboardingUrls(deps, row.id));
  } catch (error) {
    await updateMethod(deps.db, row.id, { isActive: false, isDefault: false });
    if (error instanceof PayoutProviderError) throw nonFieldError(error.message);
    deps.log.error({ err: error }, 'stripe connected account could not be created');
    throw new AppError('SERVICE_UNAVAILABLE', payoutMessages.stripeRedirectFailed);
  }
}

async function stripeMethodOf(deps: PayoutDeps, auth: HostAuth, id: string) {
  const method = await findActiveMethod(deps.db, auth.ownerId, id);
  if (!method || method.type !== 'STRP' || !method.accountId) throw notFound();
  return method;
}

/** An expired onboarding link or a host coming back to finish: a fresh link. */
export async function resumeOnboarding(deps: PayoutDeps, auth: HostAuth, id: string) {
  const method = await stripeMethodOf(deps, auth, id);
  return providersFor(deps).connect.createOnboardingLink(
    method.accountId,
    onboardingUrls(deps, method.id),
  );
}

/** Back from Stripe: the account is asked at once, not only through account.updated. */
export async function finishOnboarding(deps: PayoutDeps, auth: HostAuth, id: string) {
  const method = await stripeMethodOf(deps, auth, id);
  if (method.status === 'COMP') return;
  try {
    if (await providersFor(deps).connect.isOnboardingComplete(method.accountId))
      await updateMethod(deps.db, method.id, { status: 'COMP' });
  } catch (error) {
    deps.log.warn({ err: error }, 'onboarding state could not be read; account.updated will tell');
  }
}

export async function dashboardLink(deps: PayoutDeps, auth: HostAuth, id: string) {
  const method = await stripeMethodOf(deps, auth, id);
  try {
    return await providersFor(deps).connect.createDashboardLink(method.accountId);
  } catch (error) {
    deps.log.error({ err: error }, 'stripe dashboard link failed');
    throw nonFieldError(payoutMessages.stripeRedirectFailed);
  }
}

export async function editMethod(
  deps: PayoutDeps,
  auth: HostAuth,
  id: string,
  body: { owner?: string; nickname?: string; accountId?: string; isDefault?: boolean },
) {
  if (body.owner !== undefined && body.owner !== auth.ownerId) throw notFound();
  return deps.db.transaction(async (tx) => {
    await lockOwnerMethods(tx, auth.ownerId);
    const method = await findActiveMethod(tx, auth.ownerId, id);
    if (!method) throw notFound();
    if (body.accountId !== undefined && method.type !== 'PAYP')
      throw fieldError('accountId', payoutMessages.accountIdOnlyPaypal);
    if (body.isDefault && !method.isDefault) await clearDefault(tx, auth.ownerId);
    const row = await updateMethod(tx, id, {
      ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
      ...(body.accountId !== undefined ? { accountId: body.accountId } : {}),
      // The default moves by choosing another method; unticking it leaves the owner without one.
      ...(body.isDefault ? { isDefault: true } : {}),
    });
    return toPayoutMethod(row);
  });
}

/**
 * Deletes a method (kept inactive for its payouts). Its stores and the default flag move by the
 * spec's rule; with none left, payouts are held until a new method is added.
 */
export async function deleteMethod(deps: PayoutDeps, auth: HostAuth, id: string) {
  return deps.db.transaction(async (tx) => {
    await lockOwnerMethods(tx, auth.ownerId);
    const methods = await listActiveMethods(tx, auth.ownerId);
    const method = methods.find((m) => m.id === id);
    if (!method) throw notFound();
    const target = reassignmentTarget(id, methods);
    await updateMethod(tx, id, { isActive: false, isDefault: false });
    if (method.isDefault && target) await updateMethod(tx, target.id, { isDefault: true });
    await reassignStores(tx, auth.ownerId, id, target?.id ?? null);
    return { ok: true as const, reassignedTo: target?.id ?? null, remaining: methods.length - 1 };
  });
}

export async function ownerWithMethods(deps: PayoutDeps, auth: HostAuth, ownerId: string) {
  assertOwnOwner(auth, ownerId);
  const row = await findOwnerWithUser(deps.db, ownerId);
  if (!row) throw notFound();
  const methods = await listActiveMethods(deps.db, ownerId);
  return {
    id: row.owner.id,
    plan: row.owner.plan,
    phone: row.owner.phone ?? '',
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    payoutMethods: methods.map(toPayoutMethod),
  };
}

export async function savePayoutPhone(
  deps: PayoutDeps,
  auth: HostAuth,
  ownerId: string,
  phone: string,
) {
  assertOwnOwner(auth, ownerId);
  const owner = await updateOwner(deps.db, ownerId, { phone });
  return { ok: true as const, data: { phone: owner.phone ?? '' } };
}

export async function listStoreAssignments(deps: PayoutDeps, auth: HostAuth) {
  const rows = await listStorePayoutAssignments(deps.db, auth.ownerId);
  return rows.map((row) => ({
    id: row.id,
    storeName: row.storeName,
    payoutMethod: row.payoutMethodId,
    owner_profit_percentage: Number(row.ownerProfitPercentage),
  }));
}

/** Store Payout Methods (Pro Plus): all assignments in one call, all or nothing. */
export async function bulkAssignStores(
  deps: PayoutDeps,
  auth: HostAuth,
  items: { id: string; payoutMethod: string | null }[],
) {
  if (!planHasFeature(await ownerPlan(deps, auth.ownerId), 'storePayoutAssignment'))
    throw nonFieldError(payoutMessages.storeAssignmentNeedsProPlus);
  await deps.db.transaction(async (tx) => {
    await lockOwnerMethods(tx, auth.ownerId);
    const storeIds = [...new Set(items.map((item) => item.id))];
    const found = await findOwnerStoreIds(tx, auth.ownerId, storeIds);
    if (found.length !== storeIds.length) throw notFound();
    const methods = new Set((await listActiveMethods(tx, auth.ownerId)).map((m) => m.id));
    if (items.some((item) => item.payoutMethod && !methods.has(item.payoutMethod)))
      throw notFound();
    for (const item of items) await setStorePayoutMethod(tx, item.id, item.payoutMethod);
  });
  return listStoreAssignments(deps, auth);
}

/** The split calculator (Pro Plus, reporting only) for one store or all of them. */
export async function saveSplit(
  deps: PayoutDeps,
  auth: HostAuth,
  storeId: string,
  body: { ownerProfitPercentage: number; saveToAllStores: boolean },
) {
  if (!planHasFeature(await ownerPlan(deps, auth.ownerId), 'splitCalculator'))
    throw nonFieldError(payoutMessages.splitNeedsProPlus);
  const [own] = await findOwnerStoreIds(deps.db, auth.ownerId, [storeId]);
  if (!own) throw notFound();
  await setSplit(
    deps.db,
    auth.ownerId,
    body.saveToAllStores ? null : storeId,
    body.ownerProfitPercentage,
  );
  return { ok: true as const, ownerProfitPercentage: body.ownerProfitPercentage };
}
