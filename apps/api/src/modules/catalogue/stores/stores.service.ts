import type { FastifyInstance } from 'fastify';
import {
  currencyForCountry,
  planAtLeast,
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
import { findOwner } from '../../identity/owners/owners.repository';
import {
  countProductsByStore,
  findOwnerStore,
  insertStore,
  updateStore,
  upsertEnterpriseInfo,
  type StoreWithEnterprise,
} from './stores.repository';
import type { TStorePatchBody } from './stores.schemas';
import { storeAddress, toHostStore } from './stores.serializers';

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

export async function loadOwnerStore(db: DbOrTx, auth: HostAuth, storeId: string) {
  const row = await findOwnerStore(db, auth.ownerId, storeId);
  if (!row) throw notFound();
  return row;
}

export async function presentHostStore(app: FastifyInstance, row: StoreWithEnterprise) {
  const counts = await countProductsByStore(app.db, [row.store.id]);
  return toHostStore(row, counts.get(row.store.id), app.config.PUBLIC_URL);
}

function assertActsForOwner(auth: HostAuth, ownerId: string) {
  // Another owner's id is answered like a missing one, so ids cannot be probed.
  if (ownerId !== auth.ownerId) throw notFound();
}

export async function createStore(
  app: FastifyInstance,
  auth: HostAuth,
  body: { ownerId: string } & Record<string, unknown>,
) {
  assertActsForOwner(auth, body.ownerId);
  const { ownerId: _ownerId, isActive: _isActive, ...form } = body;
  const values = storeValues(validateStoreForm(form));
  assertSiteImage(app.config, 'image', values.image);
  const store = await app.db.transaction(async (tx) => {
    const created = await insertStore(tx, { ...values, ownerId: auth.ownerId });
    await syncStoreLocalProducts(tx, created.id);
    return created;
  });
  return presentHostStore(app, { store, enterprise: null });
}

/** Duplicates a store under the form's (edited) values; the catalogue comes along. */
export async function copyStore(
  app: FastifyInstance,
  auth: HostAuth,
  sourceId: string,
  body: { ownerId: string } & Record<string, unknown>,
  copyCatalogue: (tx: DbOrTx, fromStoreId: string, toStoreId: string) => Promise<void>,
) {
  assertActsForOwner(auth, body.ownerId);
  const source = await loadOwnerStore(app.db, auth, sourceId);
  const { ownerId: _ownerId, isActive: _isActive, ...form } = body;
  const values = storeValues(validateStoreForm({ ...storeAddress(source.store), ...form }));
  assertSiteImage(app.config, 'image', values.image, source.store.image);
  const store = await app.db.transaction(async (tx) => {
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
  return presentHostStore(app, { store, enterprise: null });
}

export async function patchStore(
  app: FastifyInstance,
  auth: HostAuth,
  storeId: string,
  body: TStorePatchBody,
) {
  const row = await loadOwnerStore(app.db, auth, storeId);
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
  assertSiteImage(app.config, 'image', form.image, row.store.image);
  if (enterpriseInfo) {
    await assertEnterprisePlan(app, auth.ownerId);
    assertSiteImage(app.config, 'image', enterpriseInfo.image, row.enterprise?.image);
  }

  return app.db.transaction(async (tx) => {
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

async function assertEnterprisePlan(app: FastifyInstance, ownerId: string) {
  const owner = await findOwner(app.db, ownerId);
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
  app: FastifyInstance,
  auth: HostAuth,
  storeId: string,
  isVisible: boolean,
) {
  await loadOwnerStore(app.db, auth, storeId);
  return updateStore(app.db, storeId, { isVisible });
}

function stripUndefined<T extends Record<string, unknown>>(values: T) {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
