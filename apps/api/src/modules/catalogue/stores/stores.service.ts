import {
  amountToCents,
  centsToAmount,
  currencyForCountry,
  planAtLeast,
  sumCentsByCurrency,
  ZStoreFormSchema,
  type TStoreForm,
} from '@stayfront/core';
import type { DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../lib/db-errors';
import { fieldError, notFound } from '../../../errors';
import { assertSiteImage } from '../../../lib/image-storage';
import { parseInput } from '../../../lib/validation';
import type { AuthContext } from '../../../plugins/session';
import { syncStoreLocalProducts } from '../local-vendors/local-vendors.sync';
import { findOwner } from '../../identity/owners/owners.service';
import {
  countProductsByStore,
  findOwnerStore,
  insertStore,
  listOwnerStores,
  salesStatsByStore,
  updateStore,
  upsertEnterpriseInfo,
  type StoreWithEnterprise,
} from './stores.repository';
import type { TStorePatchBody } from './stores.schemas';
import { storeAddress, toHostStore, toStoreListItem } from './stores.serializers';
import type { CatalogueDeps } from '../deps';

// What other domains read of stores: the storefront's pages and signage, the owner's details.
export {
  findStoreIdBySubdomain,
  ownerHasRequests,
  type StoreWithEnterprise,
} from './stores.repository';
export { shareLink, toGuestStore } from './stores.serializers';

type Deps = Pick<CatalogueDeps, 'config' | 'db'>;

type HostAuth = AuthContext & { ownerId: string };

function validateStoreForm(input: Record<string, unknown>): TStoreForm {
  const result = parseInput(ZStoreFormSchema, input);
  if (result.error) throw result.error;
  return result.value;
}

function storeValues(form: TStoreForm) {
  return {
    ...form,
    image: form.image || null,
    currency: currencyForCountry(form.country),
  };
}

/** A page of the owner's stores with their product counts and this month's sales. */
export async function listOwnerStoresWithSales(
  deps: Deps,
  ownerId: string,
  limit: number,
  offset: number,
) {
  const { rows, count } = await listOwnerStores(deps.db, ownerId, limit, offset);
  const storeIds = rows.map((row) => row.store.id);
  const [counts, sales] = await Promise.all([
    countProductsByStore(deps.db, storeIds),
    salesStatsByStore(deps.db, storeIds, deps.config.PAYOUT_TIMEZONE),
  ]);
  const results = rows.map((row) =>
    toStoreListItem(row, counts.get(row.store.id), sales.get(row.store.id), deps.config.PUBLIC_URL),
  );
  // A store's payout is already shown as zero when negative, as the total must count it (spec).
  const totals = sumCentsByCurrency(
    results.map((store) => ({
      currency: store.currency,
      cents: amountToCents(store.totalPayoutAmountCurrentMonth),
    })),
  ).map(({ currency, cents }) => ({
    currency,
    totalPayoutAmountCurrentMonth: centsToAmount(cents),
  }));
  return {
    count,
    limit,
    offset,
    currency: totals[0]?.currency ?? 'USD',
    totalPayoutAmountCurrentMonth: totals[0]?.totalPayoutAmountCurrentMonth ?? 0,
    totals,
    results,
  };
}

export async function loadOwnerStore(db: DbOrTx, auth: HostAuth, storeId: string) {
  const row = await findOwnerStore(db, auth.ownerId, storeId);
  if (!row) throw notFound();
  return row;
}

export async function presentHostStore(deps: Deps, row: StoreWithEnterprise) {
  const counts = await countProductsByStore(deps.db, [row.store.id]);
  return toHostStore(row, counts.get(row.store.id), deps.config.PUBLIC_URL);
}

function assertActsForOwner(auth: HostAuth, ownerId: string) {
  // Another owner's id is answered like a missing one, so ids cannot be probed.
  if (ownerId !== auth.ownerId) throw notFound();
}

export async function createStore(
  deps: Deps,
  auth: HostAuth,
  body: { ownerId: string } & Record<string, unknown>,
) {
  assertActsForOwner(auth, body.ownerId);
  const { ownerId: _ownerId, isActive: _isActive, ...form } = body;
  const values = storeValues(validateStoreForm(form));
  assertSiteImage(deps.config, 'image', values.image);
  const store = await deps.db.transaction(async (tx) => {
    const created = await insertStore(tx, { ...values, ownerId: auth.ownerId });
    await syncStoreLocalProducts(tx, created.id);
    return created;
  });
  return presentHostStore(deps, { store, enterprise: null });
}

/** Duplicates a store under the form's (edited) values; the catalogue comes along. */
export async function copyStore(
  deps: Deps,
  auth: HostAuth,
  sourceId: string,
  body: { ownerId: string } & Record<string, unknown>,
  copyCatalogue: (tx: DbOrTx, fromStoreId: string, toStoreId: string) => Promise<void>,
) {
  assertActsForOwner(auth, body.ownerId);
  const source = await loadOwnerStore(deps.db, auth, sourceId);
  const { ownerId: _ownerId, isActive: _isActive, ...form } = body;
  const values = storeValues(validateStoreForm({ ...storeAddress(source.store), ...form }));
  assertSiteImage(deps.config, 'image', values.image, source.store.image);
  const store = await deps.db.transaction(async (tx) => {
    const created = await insertStore(tx, {
      ...values,
      ownerId: auth.ownerId,
      commissionLowBps: source.store.commissionLowBps,
      commissionHighBps: source.store.commissionHighBps,
      commissionCutoffCents: source.store.commissionCutoffCents,
      ownerProfitPercentage: source.store.ownerProfitPercentage,
    });
    await copyCatalogue(tx, source.store.id, created.id);
    await syncStoreLocalProducts(tx, created.id);
    return created;
  });
  return presentHostStore(deps, { store, enterprise: null });
}

export async function patchStore(
  deps: Deps,
  auth: HostAuth,
  storeId: string,
  body: TStorePatchBody,
) {
  const row = await loadOwnerStore(deps.db, auth, storeId);
  const {
    hasSharedStore,
    hasClosedShareTutorial,
    hasClosedTutorial,
    isActive,
    enterpriseInfo,
    ...form
  } = body;
  const hasFormFields = Object.values(form).some((value) => value !== undefined);
  const values = hasFormFields
    ? storeValues(validateStoreForm({ ...storeAddress(row.store), ...stripUndefined(form) }))
    : {};
  assertSiteImage(deps.config, 'image', form.image, row.store.image);
  if (enterpriseInfo) {
    await assertEnterprisePlan(deps, auth.ownerId);
    assertSiteImage(deps.config, 'image', enterpriseInfo.image, row.enterprise?.image);
  }

  return deps.db.transaction(async (tx) => {
    const store = await updateStore(tx, storeId, {
      ...values,
      ...stripUndefined({ hasSharedStore, hasClosedShareTutorial, hasClosedTutorial, isActive }),
    });
    if (hasFormFields) await syncStoreLocalProducts(tx, storeId);
    const enterprise = enterpriseInfo
      ? await saveEnterpriseInfo(tx, storeId, enterpriseInfo)
      : row.enterprise;
    return { store, enterprise };
  });
}

async function assertEnterprisePlan(deps: Deps, ownerId: string) {
  const owner = await findOwner(deps.db, ownerId);
  if (!owner || !planAtLeast(owner.plan, 'ENTERPRISE')) {
    throw fieldError('enterpriseInfo', 'Company branding and subdomains need the Enterprise plan.');
  }
}

async function saveEnterpriseInfo(
  tx: DbOrTx,
  storeId: string,
  info: NonNullable<TStorePatchBody['enterpriseInfo']>,
) {
  try {
    return await tx.transaction(async (inner) =>
      upsertEnterpriseInfo(
        inner,
        storeId,
        stripUndefined({
          isEnabled: info.isEnabled,
          companyName: info.company_name,
          image: info.image,
          about: info.about,
          subdomain: info.subdomain,
          isSubdomainEnabled: info.isSubdomainEnabled,
        }),
      ),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('subdomain', 'This subdomain is already taken.');
    throw error;
  }
}

export async function setStoreVisibility(
  deps: Deps,
  auth: HostAuth,
  storeId: string,
  isVisible: boolean,
) {
  await loadOwnerStore(deps.db, auth, storeId);
  return updateStore(deps.db, storeId, { isVisible });
}

function stripUndefined<T extends Record<string, unknown>>(values: T) {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
