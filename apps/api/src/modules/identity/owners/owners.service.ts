import { notFound } from '../../../errors';
import type { AuthContext } from '../../../plugins/session';
import { listOwnerStoresWithSales, ownerHasRequests } from '../../catalogue/stores/stores.service';
import { findOwnerWithUser, listSocialAccounts, updateOwner } from './owners.repository';
import type { IdentityDeps } from '../deps';

// What other domains read and write of an owner.
export { findOwner, updateOwner } from './owners.repository';

type Deps = Pick<IdentityDeps, 'config' | 'db'>;

type HostAuth = AuthContext & { ownerId: string };

/** A host reaches only the owner it acts for; any other id is answered as missing. */
function assertOwnOwner(auth: HostAuth, ownerId: string) {
  if (auth.ownerId !== ownerId) throw notFound();
}

export async function listStoresForOwner(
  deps: Deps,
  auth: HostAuth,
  ownerId: string,
  limit: number,
  offset: number,
) {
  assertOwnOwner(auth, ownerId);
  return listOwnerStoresWithSales(deps, ownerId, limit, offset);
}

export async function getOwnerDetail(deps: Deps, auth: HostAuth, ownerId: string) {
  assertOwnOwner(auth, ownerId);
  const row = await findOwnerWithUser(deps.db, ownerId);
  if (!row) throw notFound();
  const { owner, user } = row;
  const [stores, socialAuths] = await Promise.all([
    listStoresForOwner(deps, auth, ownerId, 500, 0),
    listSocialAccounts(deps.db, auth.user.id),
  ]);
  return {
    id: owner.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: owner.phone ?? '',
    plan: owner.plan,
    subscriptionPaymentFailed: owner.subscriptionPaymentFailedAt != null,
    hasRequests: await ownerHasRequests(deps.db, ownerId),
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

export async function markOnboardingVideoWatched(deps: Deps, auth: HostAuth) {
  await updateOwner(deps.db, auth.ownerId, { isWatchedOnboardingVideo: true });
}
