import { randomUUID } from 'node:crypto';
import {
  normalizeProduct,
  planAllowsSms,
  planAtLeast,
  productMessages,
  productRuleIssues,
  TAB_CATEGORIES,
  type DashboardTab,
  type TProductFields,
} from '@stayfront/core';
import type { DbOrTx } from '../../../db/client';
import { nonFieldError, notFound, validationError } from '../../../errors';
import { assertSiteImage } from '../../../lib/image-storage';
import type { AuthContext } from '../../../plugins/session';
import { findOwner } from '../../identity/owners/owners.service';
import { loadOwnerStore } from '../stores/stores.service';
import { localTermsFor } from '../local-vendors/local-vendors.repository';
import {
  countLiveProductsIn,
  findGroupProducts,
  findOwnerProduct,
  findStoresWithoutGroup,
  insertProduct,
  listStoreProducts,
  nextArrangement,
  replaceProduct,
  setArrangements,
  softDeleteProducts,
  updateProductColumns,
  withChildren,
  type NewProduct,
  type ProductChildren,
  type ProductRow,
  lockProduct,
} from './products.repository';
import { productEditVersion, toHostProduct } from './products.serializers';
import type { CatalogueDeps } from '../deps';

type Deps = Pick<CatalogueDeps, 'config' | 'db'>;

type HostAuth = AuthContext & { ownerId: string };

const LOCAL_READ_ONLY = 'Local vendor products can only be switched on or off.';

/** Validates the form against the plan and turns it into column values and child rows. */
async function prepareProduct(
  deps: Deps,
  auth: HostAuth,
  input: TProductFields,
  currentImage?: string | null,
) {
  assertSiteImage(deps.config, 'image', input.image, currentImage);
  const owner = await findOwner(deps.db, auth.ownerId);
  const plan = owner?.plan ?? 'BASIC';
  const issues = productRuleIssues(input, {
    smsAllowed: planAllowsSms(plan),
    externalLinkAllowed: planAtLeast(plan, 'PRO'),
  });
  if (issues.length)
    throw validationError(issues.map((i) => ({ path: [i.field], message: i.message })));
  const p = normalizeProduct(input);
  const values: Omit<NewProduct, 'storeId'> = {
    productName: p.product_name,
    description: p.description,
    priceCents: p.price,
    priceType: p.price_type,
    image: p.image || null,
    category: p.category,
    subcategory: p.subcategory,
    customSubcategory: p.customSubcategory,
    instructions: p.instructions,
    isPurchasableOffPlatform: p.is_purchasable_off_platform,
    instructionsOffPlatform: p.instructions_off_platform,
    hasQuantity: p.has_quantity,
    quantity: p.quantity,
    preorderBy: p.preorder_by,
    alertThreshold: p.alert_threshold,
    requiresApproval: p.requires_approval,
    externalLink: p.external_link,
    isEarlyCheckin: p.is_early_checkin,
    isLateCheckout: p.is_late_checkout,
    showDeliveryDate: p.show_delivery_date,
  };
  const children: ProductChildren = {
    prices: p.product_prices.map((row) => ({
      // Only matched against the product's own options (replacePrices); never written as a key.
      id: row.id,
      label: row.label,
      timeLabel: row.time_label,
      priceCents: row.price,
      arrangement: row.arrangement,
      isVariablePrice: row.is_variable_price,
    })),
    extraFields: p.extra_fields.map((field, index) => ({
      id: field.id,
      label: field.label,
      arrangement: index,
    })),
    delegates: p.product_delegates.map((d) => ({
      email: d.email,
      phoneNumber: d.phone_number,
      isSalesSmsEnabled: d.is_sales_sms_enabled,
      isRequestSmsEnabled: d.is_request_sms_enabled,
      isShowPrice: d.is_show_price,
    })),
  };
  return { values, children };
}

async function present(deps: Deps, product: ProductRow) {
  const [full] = await withChildren(deps.db, [product]);
  return toHostProduct(full!);
}

async function loadOwnProduct(deps: Deps, auth: HostAuth, productId: string) {
  const product = await findOwnerProduct(deps.db, auth.ownerId, productId);
  if (!product) throw notFound();
  return product;
}

function assertEditable(product: ProductRow) {
  // A refusal of the action, not of the session: 400, so the web app does not log the host out.
  if (product.localProductId) throw nonFieldError(LOCAL_READ_ONLY);
}

/** Copies a product into every other live store of the owner that lacks its group. */
async function addToOtherStores(
  tx: DbOrTx,
  auth: HostAuth,
  product: ProductRow,
  groupId: string,
  values: Omit<NewProduct, 'storeId'>,
  children: ProductChildren,
) {
  const targets = await findStoresWithoutGroup(tx, auth.ownerId, groupId, product.storeId);
  for (const store of targets) {
    await insertProduct(
      tx,
      {
        ...values,
        storeId: store.id,
        productGroupId: groupId,
        isActive: product.isActive,
        storeArrangement: await nextArrangement(tx, store.id),
      },
      children,
    );
  }
  return targets.length;
}

export async function listProductsForHost(
  deps: Deps,
  auth: HostAuth,
  storeId: string,
  tab: DashboardTab,
) {
  await loadOwnerStore(deps.db, auth, storeId);
  const rows = await listStoreProducts(
    deps.db,
    storeId,
    tab === 'all' ? undefined : TAB_CATEGORIES[tab],
  );
  const terms = await localTermsFor(
    deps.db,
    rows.map((r) => r.product.localProductId).filter((id): id is string => id != null),
  );
  const results = rows.map((row) =>
    toHostProduct(
      row,
      row.product.localProductId ? terms.get(row.product.localProductId) : undefined,
    ),
  );
  return { count: results.length, limit: results.length, results };
}

export async function createProduct(
  deps: Deps,
  auth: HostAuth,
  input: TProductFields & { store_id: string; mass_create: boolean },
) {
  await loadOwnerStore(deps.db, auth, input.store_id);
  const { values, children } = await prepareProduct(deps, auth, input);
  const product = await deps.db.transaction(async (tx) => {
    const groupId = input.mass_create ? randomUUID() : null;
    const created = await insertProduct(
      tx,
      {
        ...values,
        storeId: input.store_id,
        productGroupId: groupId,
        storeArrangement: await nextArrangement(tx, input.store_id),
      },
      children,
    );
    if (!groupId) return created;
    const added = await addToOtherStores(tx, auth, created, groupId, values, children);
    // With no other store the tile is already everywhere: no group is kept.
    return added > 0 ? created : updateProductColumns(tx, created.id, { productGroupId: null });
  });
  return present(deps, product);
}

export async function updateProduct(
  deps: Deps,
  auth: HostAuth,
  productId: string,
  input: TProductFields & { massCreate: boolean; massUpdate: boolean; edit_version?: string },
) {
  const existing = await loadOwnProduct(deps, auth, productId);
  assertEditable(existing);
  const { values, children } = await prepareProduct(deps, auth, input, existing.image);
  const result = await deps.db.transaction(async (tx) => {
    // Under the product's lock: of two saves of forms opened on one version, the later is refused.
    const current = await lockProduct(tx, productId);
    if (!current) throw notFound();
    if (input.edit_version !== undefined && productEditVersion(current) !== input.edit_version) {
      throw nonFieldError(productMessages.changedMeanwhile);
    }
    const product = await replaceProduct(tx, productId, values, children);
    if (input.massUpdate && product.productGroupId) {
      const siblings = await findGroupProducts(tx, auth.ownerId, product.productGroupId);
      for (const sibling of siblings.filter((s) => s.id !== product.id)) {
        await replaceProduct(tx, sibling.id, values, children);
      }
      return { product, added: 0 };
    }
    if (input.massCreate) {
      const groupId = product.productGroupId ?? randomUUID();
      const added = await addToOtherStores(tx, auth, product, groupId, values, children);
      if (added === 0) return { product, added };
      return {
        product: await updateProductColumns(tx, product.id, { productGroupId: groupId }),
        added,
      };
    }
    return { product, added: 0 };
  });
  return { ...(await present(deps, result.product)), added_to_stores: result.added };
}

export async function setProductActive(
  deps: Deps,
  auth: HostAuth,
  productId: string,
  isActive: boolean,
) {
  await loadOwnProduct(deps, auth, productId);
  return present(deps, await updateProductColumns(deps.db, productId, { isActive }));
}

export async function deleteProduct(deps: Deps, auth: HostAuth, productId: string) {
  const product = await loadOwnProduct(deps, auth, productId);
  assertEditable(product);
  await softDeleteProducts(deps.db, [productId]);
}

export async function propagateProduct(deps: Deps, auth: HostAuth, productId: string) {
  const product = await loadOwnProduct(deps, auth, productId);
  assertEditable(product);
  const [full] = await withChildren(deps.db, [product]);
  const {
    id: _id,
    storeId: _s,
    createdAt: _c,
    updatedAt: _u,
    deletedAt: _d,
    storeArrangement: _a,
    ...values
  } = product;
  const children: ProductChildren = {
    prices: full!.prices.map(({ id: _i, productId: _p, ...p }) => p),
    extraFields: full!.extraFields.map(({ id: _i, productId: _p, ...f }) => f),
    delegates: full!.delegates.map(({ id: _i, productId: _p, ...d }) => d),
  };
  const added = await deps.db.transaction(async (tx) => {
    const groupId = product.productGroupId ?? randomUUID();
    const count = await addToOtherStores(tx, auth, product, groupId, values, children);
    if (count > 0 && !product.productGroupId)
      await updateProductColumns(tx, product.id, { productGroupId: groupId });
    return count;
  });
  return { ok: true as const, added_to_stores: added };
}

export async function massDeleteProduct(deps: Deps, auth: HostAuth, productId: string) {
  const product = await loadOwnProduct(deps, auth, productId);
  assertEditable(product);
  const group = product.productGroupId
    ? await findGroupProducts(deps.db, auth.ownerId, product.productGroupId)
    : [product];
  await softDeleteProducts(
    deps.db,
    group.map((p) => p.id),
  );
  return { ok: true as const, deleted: group.length };
}

export async function reorderProducts(
  deps: Deps,
  auth: HostAuth,
  storeId: string,
  positions: { id: string; position: number }[],
) {
  await loadOwnerStore(deps.db, auth, storeId);
  const ids = [...new Set(positions.map((p) => p.id))];
  if (ids.length !== positions.length) throw nonFieldError('Each product may appear once.');
  await deps.db.transaction(async (tx) => {
    if ((await countLiveProductsIn(tx, storeId, ids)) !== ids.length) {
      throw nonFieldError('Some products are not in this store.');
    }
    await setArrangements(tx, storeId, positions);
  });
  return { ok: true as const };
}
