import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
import {
  countProductsByStore,
  listOwnerStores,
  ownerHasRequests,
  salesStatsByStore,
} from '../../catalogue/stores/stores.repository';
import { toStoreListItem } from '../../catalogue/stores/stores.serializers';
import { findOwnerWithUser, listSocialAccounts, updateOwner } from './owners.repository';

type HostAuth = AuthContext & { ownerId: string };

/** A host reaches only the owner it acts for; any other id is answered as missing. */
function assertOwnOwner(auth: HostAuth, ownerId: string) {
  if (auth.ownerId !== ownerId) throw notFound();
}

export async function listStoresForOwner(
  app: FastifyInstance,
  auth: HostAuth,
  ownerId: string,
  limit: number,
  offset: number,
) {
  assertOwnOwner(auth, ownerId);
  const { rows, count } = await listOwnerStores(app.db, ownerId, limit, offset);
  const storeIds = rows.map((row) => row.store.id);
  const [counts, sales] = await Promise.all([
    countProductsByStore(app.db, storeIds),
    salesStatsByStore(app.db, storeIds, app.config.PAYOUT_TIMEZONE),
  ]);
  const results = rows.map((row) =>
    toStoreListItem(row, counts.get(row.store.id), sales.get(row.store.id), app.config.PUBLIC_URL),
  );
  return {
    count,
    limit,
    offset,
    currency: rows[0]?.store.currency ?? 'USD',
    // Negative store payouts count as zero in the total (spec, stores list).
    totalPayoutAmountCurrentMonth: results.reduce(
      (sum, store) => sum + Math.max(0, store.totalPayoutAmountCurrentMonth),
      0,
    ),
    results,
  };
}

export async function getOwnerDetail(app: FastifyInstance, auth: HostAuth, ownerId: string) {
  assertOwnOwner(auth, ownerId);
  const row = await findOwnerWithUser(app.db, ownerId);
  if (!row) throw notFound();
  const { owner, user } = row;
  const [stores, socialAuths] = await Promise.all([
    listStoresForOwner(app, auth, ownerId, 500, 0),
    listSocialAccounts(app.db, auth.user.id),
  ]);
  return {
    id: owner.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: owner.phone ?? '',
    plan: owner.plan,
    subscriptionPaymentFailed: owner.subscriptionPaymentFailedAt != null,
    hasRequests: await ownerHasRequests(app.db, ownerId),
    isWatchedOnboardingVideo: owner.isWatchedOnboardingVideo,
    hasClosedTutorial: owner.hasClosedTutorial,
    isLocalProductOptedOut: owner.isLocalProductOptedOut,
    actor: { id: auth.user.id, firstName: auth.user.firstName, lastName: auth.user.lastName },
    user: { email: auth.user.email, hasSetPassword: auth.user.passwordHash != null, socialAuths },
    owner_id: owner.id,
    is_cohost: auth.cohostId != null,
    cohost_id: auth.cohostId,
    currency: stores.currency,
    stores: stores.results,
  };
}

export async function markOnboardingVideoWatched(app: FastifyInstance, auth: HostAuth) {
  await updateOwner(app.db, auth.ownerId, { isWatchedOnboardingVideo: true });
}
