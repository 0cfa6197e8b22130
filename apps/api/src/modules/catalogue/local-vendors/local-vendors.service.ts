import type { TLocalProduct, TMerchant, TVendorRequest } from '@stayfront/core';
import { notFound } from '../../../errors';
import { assertSiteImage } from '../../../lib/image-storage';
import { renderEmail } from '../../../lib/mailer/templates';
import {
  countStoresServing,
  findLocalProduct,
  findMerchant,
  insertLocalProduct,
  insertMerchant,
  insertVendorRequest,
  listMerchantLocalProducts,
  listMerchantRows,
  listOwnerSummaries,
  updateLocalProductRow,
  updateMerchantRow,
  type LocalProductRow,
  type MerchantRow,
} from './local-vendors.repository';
import { syncLocalProduct } from './local-vendors.sync';
import type { CatalogueDeps } from '../deps';

type Deps = Pick<CatalogueDeps, 'config' | 'db' | 'log' | 'mailer'>;

export function toMerchant(row: MerchantRow) {
  return {
    id: row.id,
    business_name: row.businessName,
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
    payout_method: row.payoutMethod,
    payout_account: row.payoutAccount,
    is_active: row.isActive,
  };
}

export function toLocalProduct(row: LocalProductRow, storesServed: number) {
  return {
    id: row.id,
    merchant: row.merchantId,
    product_name: row.productName,
    description: row.description,
    image: row.image,
    category: row.category,
    subcategory: row.subcategory,
    price: row.priceCents / 100,
    merchant_amount: row.merchantAmountCents / 100,
    owner_commission: row.ownerCommissionBps / 10_000,
    preorder_by: row.preorderBy,
    requires_approval: row.requiresApproval,
    affiliate_link: row.affiliateLink,
    instructions: row.instructions,
    ships_nationwide: row.shipsNationwide,
    area_postal_codes: row.areaPostalCodes,
    area_cities: row.areaCities,
    area_center_postal_code: row.areaCenterPostalCode,
    area_radius_miles: row.areaRadiusMiles,
    is_active: row.isActive,
    stores_served: storesServed,
  };
}

function merchantValues(input: TMerchant) {
  return {
    businessName: input.business_name,
    contactName: input.contact_name,
    email: input.email,
    phone: input.phone,
    payoutMethod: input.payout_method,
    payoutAccount: input.payout_account,
    isActive: input.is_active,
  };
}

function localProductValues(input: TLocalProduct) {
  return {
    productName: input.product_name,
    description: input.description,
    image: input.image,
    category: input.category,
    subcategory: input.subcategory,
    priceCents: input.price,
    merchantAmountCents: input.merchant_amount,
    ownerCommissionBps: Math.round(input.owner_commission * 10_000),
    preorderBy: input.preorder_by,
    requiresApproval: input.requires_approval,
    affiliateLink: input.affiliate_link,
    instructions: input.instructions,
    shipsNationwide: input.ships_nationwide,
    areaPostalCodes: input.area_postal_codes,
    areaCities: input.area_cities,
    areaCenterPostalCode: input.area_center_postal_code,
    areaRadiusMiles: input.area_radius_miles,
    isActive: input.is_active,
  };
}

export async function listMerchants(deps: Deps) {
  const rows = await listMerchantRows(deps.db);
  return { count: rows.length, limit: rows.length, results: rows.map(toMerchant) };
}

export async function createMerchant(deps: Deps, input: TMerchant) {
  const row = await insertMerchant(deps.db, merchantValues(input));
  return toMerchant(row);
}

/** Switching a merchant off removes its tiles everywhere; switching it on brings them back. */
export async function updateMerchant(deps: Deps, id: string, input: TMerchant) {
  if (!(await findMerchant(deps.db, id))) throw notFound();
  return deps.db.transaction(async (tx) => {
    const row = await updateMerchantRow(tx, id, merchantValues(input));
    const offered = await listMerchantLocalProducts(tx, id);
    for (const local of offered) await syncLocalProduct(tx, local, row.isActive);
    return toMerchant(row);
  });
}

export async function listMerchantProducts(deps: Deps, merchantId: string) {
  if (!(await findMerchant(deps.db, merchantId))) throw notFound();
  const rows = await listMerchantLocalProducts(deps.db, merchantId);
  const results = await Promise.all(
    rows.map(async (row) => toLocalProduct(row, await countStoresServing(deps.db, row.id))),
  );
  return { count: results.length, limit: results.length, results };
}

export async function createLocalProduct(deps: Deps, merchantId: string, input: TLocalProduct) {
  const merchant = await findMerchant(deps.db, merchantId);
  if (!merchant) throw notFound();
  assertSiteImage(deps.config, 'image', input.image);
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertLocalProduct(tx, { ...localProductValues(input), merchantId });
    await syncLocalProduct(tx, created, merchant.isActive);
    return created;
  });
  return toLocalProduct(row, await countStoresServing(deps.db, row.id));
}

export async function updateLocalProduct(deps: Deps, id: string, input: TLocalProduct) {
  const existing = await findLocalProduct(deps.db, id);
  if (!existing) throw notFound();
  assertSiteImage(deps.config, 'image', input.image, existing.image);
  const merchant = await findMerchant(deps.db, existing.merchantId);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateLocalProductRow(tx, id, {
      ...localProductValues(input),
      updatedAt: new Date(),
    });
    await syncLocalProduct(tx, updated, merchant?.isActive ?? false);
    return updated;
  });
  return toLocalProduct(row, await countStoresServing(deps.db, row.id));
}

export async function deleteLocalProduct(deps: Deps, id: string) {
  const existing = await findLocalProduct(deps.db, id);
  if (!existing) throw notFound();
  await deps.db.transaction(async (tx) => {
    const deleted = await updateLocalProductRow(tx, id, { deletedAt: new Date() });
    await syncLocalProduct(tx, deleted, false);
  });
}

export async function listOwnersForSupport(
  deps: Deps,
  search: string,
  limit: number,
  offset: number,
) {
  const { rows, total } = await listOwnerSummaries(deps.db, search, limit, offset);
  return {
    count: total,
    limit,
    results: rows.map((r) => ({
      id: r.id,
      email: r.email,
      first_name: r.firstName,
      plan: r.plan,
      date_joined: r.dateJoined.toISOString(),
      store_count: Number(r.storeCount),
    })),
  };
}

/** A business asks to become a local vendor: stored, and e-mailed to the support mailbox. */
export async function submitVendorRequest(deps: Deps, input: TVendorRequest) {
  await insertVendorRequest(deps.db, {
    businessName: input.business_name,
    contactName: input.contact_name,
    email: input.email,
    phone: input.phone,
    city: input.city,
    postalCode: input.postal_code,
    message: input.message,
  });
  const { config } = deps;
  const email = renderEmail(
    { brandName: config.BRAND_NAME, supportEmail: config.SUPPORT_EMAIL },
    {
      subject: `New local vendor request: ${input.business_name}`,
      heading: 'A business wants to become a local vendor',
      paragraphs: [
        `Business: ${input.business_name}`,
        `Contact: ${input.contact_name} <${input.email}>${input.phone ? `, ${input.phone}` : ''}`,
        `Area: ${[input.city, input.postal_code].filter(Boolean).join(' ') || 'not given'}`,
        input.message ? `Message: ${input.message}` : 'No message.',
      ],
    },
  );
  try {
    await deps.mailer.send({ to: config.SUPPORT_EMAIL, ...email });
  } catch (error) {
    // The request is stored; support also sees it in the database if the e-mail fails.
    deps.log.error({ err: error }, 'vendor request e-mail could not be sent');
  }
}
