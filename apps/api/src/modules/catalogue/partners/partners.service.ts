import {
  defaultStoreDescription,
  importedStoreLocation,
  PARTNER_LABEL,
  partnerMessages,
  truncateImportDescription,
  truncateImportName,
  type CredentialPartner,
  type ImportPartner,
  type Partner,
  type PartnerListing,
  type TImportRow,
  type TMassImportBody,
} from '@stayfront/core';
import type { DbOrTx } from '../../../db/client';
import type { MassImportRowResult } from '../../../db/schema/index';
import { AppError, nonFieldError, notFound } from '../../../errors';
import { createImageStorage } from '../../../lib/image-storage';
import type { AuthContext } from '../../../plugins/session';
import { syncStoreLocalProducts } from '../local-vendors/local-vendors.sync';
import { findOwnerStore, insertStore, updateStore } from '../stores/stores.repository';
import { PartnerAuthError, PartnerUnavailableError } from './clients/partner-client';
import { storeListingPhoto } from './listing-photo';
import {
  createPartnerClient,
  credentialsRequired,
  hospitableConnectClient,
  loadPartnerClient,
  partnerApiUrl,
  saveSealedAccess,
  type PartnerCredentials,
  type SealedAccess,
} from './partner-access';
import {
  deleteCredentials,
  deleteLink,
  findCredentials,
  findLink,
  findMassStoreRequest,
  appendMassImportResult,
  finishMassStoreRequest,
  insertLink,
  insertMassStoreRequest,
  listAllLinks,
  listOwnerLinks,
  listStoreIntegrations,
  listStoresForPlatform,
  markLinkSynced,
} from './partners.repository';
import type { CatalogueDeps } from '../deps';

type Deps = Pick<CatalogueDeps, 'config' | 'db' | 'jobs' | 'log'>;

type HostAuth = AuthContext & { ownerId: string };

export const MASS_IMPORT_QUEUE = 'partners-mass-import';

export async function credentialsExist(deps: Deps, auth: HostAuth, platform: Partner) {
  return Boolean(await findCredentials(deps.db, auth.ownerId, platform));
}

/** Saves credentials only after the partner accepted them with a real call. */
export async function connectPartner(
  deps: Deps,
  auth: HostAuth,
  platform: CredentialPartner,
  credentials: PartnerCredentials,
) {
  let saved: SealedAccess = { credentials, token: null };
  const client = createPartnerClient(deps, platform, saved, (renewed) => {
    saved = renewed;
  });
  try {
    await client.verify();
  } catch (error) {
    if (error instanceof PartnerAuthError) {
      throw nonFieldError(partnerMessages.credentialsRefused(PARTNER_LABEL[platform]));
    }
    throw unavailable(deps, platform, error);
  }
  await saveSealedAccess(deps, deps.db, auth.ownerId, platform, saved);
}

/**
 * Airbnb through Hospitable Connect: the owner becomes a Connect customer (named by the owner id)
 * and gets the Connect page to let it reach Airbnb; Connect sends the browser back to the import
 * page. The customer is kept so its listings can be read once the host has allowed access.
 */
export async function connectHospitableConnect(deps: Deps, auth: HostAuth) {
  const connect = hospitableConnectClient(deps);
  const name = `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email;
  let returnUrl: string;
  try {
    returnUrl = await connect.createAuthUrl(
      { id: auth.ownerId, email: auth.user.email, name },
      `${deps.config.PUBLIC_URL}/overview/partners/airbnb/`,
    );
  } catch (error) {
    throw unavailable(deps, 'airbnb', error);
  }
  await saveSealedAccess(deps, deps.db, auth.ownerId, 'airbnb', {
    hospitableConnect: { customerId: auth.ownerId },
  });
  return { returnUrl };
}

function unavailable(deps: Deps, platform: ImportPartner, error: unknown) {
  if (!(error instanceof PartnerUnavailableError)) throw error;
  deps.log.warn({ err: error, platform }, 'partner call failed');
  return new AppError(
    'SERVICE_UNAVAILABLE',
    partnerMessages.connectionError(PARTNER_LABEL[platform]),
  );
}

/** Every listing of the owner's partner account; refused credentials are dropped and asked again. */
async function fetchListings(deps: Deps, ownerId: string, platform: ImportPartner) {
  const { client, keepToken } = await loadPartnerClient(deps, ownerId, platform);
  try {
    const listings = await client.listProperties();
    await keepToken();
    return listings.filter((listing) => listing.externalId);
  } catch (error) {
    if (error instanceof PartnerAuthError) {
      await deleteCredentials(deps.db, ownerId, platform);
      throw credentialsRequired(platform);
    }
    throw unavailable(deps, platform, error);
  }
}

export async function listPartnerProperties(deps: Deps, auth: HostAuth, platform: ImportPartner) {
  const [listings, links] = await Promise.all([
    fetchListings(deps, auth.ownerId, platform),
    listOwnerLinks(deps.db, auth.ownerId, platform),
  ]);
  const storeByListing = new Map(links.map((link) => [link.platformId, link.storeId]));
  return listings.map((listing) => {
    const storeId = storeByListing.get(listing.externalId);
    return {
      ...listing,
      storeName: truncateImportName(listing.storeName),
      existingImportSource: storeId ? { storeId } : null,
    };
  });
}

/**
 * Apply changes: links, unlinks and syncs are quick and answered at once; creating stores
 * (photos to copy) is a mass store request run by a background job that the page polls.
 */
export async function startMassImport(
  deps: Deps,
  auth: HostAuth,
  body: TMassImportBody,
): Promise<
  { massStoreRequestId: string } | { isFinishedSync: true; results: MassImportRowResult[] }
> {
  if (!(await findCredentials(deps.db, auth.ownerId, body.platform))) {
    throw credentialsRequired(body.platform);
  }
  if (!body.stores.some((row) => row.action === 'create')) {
    const listings = await fetchListings(deps, auth.ownerId, body.platform);
    const results = await applyRows(deps, auth.ownerId, body.platform, body.stores, listings);
    return { isFinishedSync: true, results };
  }
  const request = await insertMassStoreRequest(deps.db, {
    ownerId: auth.ownerId,
    platform: body.platform,
    rows: body.stores,
  });
  if (deps.jobs.running) {
    await deps.jobs.send(MASS_IMPORT_QUEUE, { massStoreRequestId: request.id });
  } else {
    // Tests and a product whose jobs failed to start: the request waits, visibly unfinished.
    deps.log.warn({ massStoreRequestId: request.id }, 'background jobs are not running');
  }
  return { massStoreRequestId: request.id };
}

/**
 * The job: one mass store request, every row on its own so one failure spares the rest. Each
 * row's outcome is written in the row's own transaction, so a job that pg-boss runs again after
 * a crash carries on with the rows left and never makes a store twice.
 */
export async function runMassImport(deps: Deps, massStoreRequestId: string) {
  const request = await findMassStoreRequest(deps.db, massStoreRequestId);
  if (!request || request.isFinished) return;
  const done = new Set(request.results.map((result) => result.externalId));
  const rows = (request.rows as TImportRow[]).filter((row) => !done.has(row.externalId));
  const platform = request.platform as ImportPartner;
  const record = (db: DbOrTx, result: MassImportRowResult) =>
    appendMassImportResult(db, request.id, result);
  try {
    const listings = rows.length ? await fetchListings(deps, request.ownerId, platform) : [];
    await applyRows(deps, request.ownerId, platform, rows, listings, record);
  } catch (error) {
    const reason = error instanceof AppError ? error.message : partnerMessages.createStoresFailed;
    if (!(error instanceof AppError)) deps.log.error({ err: error }, 'mass import failed');
    for (const row of rows) {
      await record(deps.db, {
        externalId: row.externalId,
        action: row.action,
        storeId: null,
        ok: false,
        error: reason,
        warning: null,
      });
    }
  }
  await finishMassStoreRequest(deps.db, request.id);
}

/** `record` keeps a row's outcome; for a row that changed something, inside its transaction. */
type RecordResult = (db: DbOrTx, result: MassImportRowResult) => Promise<void>;

async function applyRows(
  deps: Deps,
  ownerId: string,
  platform: ImportPartner,
  rows: TImportRow[],
  listings: PartnerListing[],
  record: RecordResult = async () => undefined,
): Promise<MassImportRowResult[]> {
  const byId = new Map(listings.map((listing) => [listing.externalId, listing]));
  const storage = createImageStorage(deps.config);
  const results: MassImportRowResult[] = [];
  const keep = async (db: DbOrTx, result: MassImportRowResult) => {
    await record(db, result);
    results.push(result);
  };
  for (const row of rows) {
    const base = { externalId: row.externalId, action: row.action, warning: null };
    const listing = byId.get(row.externalId);
    if (!listing) {
      await keep(deps.db, {
        ...base,
        storeId: null,
        ok: false,
        error: partnerMessages.listingNotFound,
      });
      continue;
    }
    try {
      await applyRow(deps, storage, ownerId, platform, row, listing, (tx, outcome) =>
        keep(tx, { ...base, ok: true, error: null, ...outcome }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) deps.log.error({ err: error }, 'import row failed');
      const message =
        error instanceof AppError ? error.message : partnerMessages.createStoresFailed;
      await keep(deps.db, { ...base, storeId: null, ok: false, error: message });
    }
  }
  return results;
}

async function copyPhoto(
  deps: Deps,
  storage: ReturnType<typeof createImageStorage>,
  platform: ImportPartner,
  url: string | null,
) {
  if (!url) return { image: null, warning: null };
  try {
    return {
      image: await storeListingPhoto(storage, url, {
        timeoutMs: deps.config.PARTNER_TIMEOUT_MS,
        partnerOrigin: new URL(partnerApiUrl(deps.config, platform)).origin,
      }),
      warning: null,
    };
  } catch (error) {
    return {
      image: null,
      warning: `The store was imported without its photo: ${(error as Error).message}`,
    };
  }
}

async function applyRow(
  deps: Deps,
  storage: ReturnType<typeof createImageStorage>,
  ownerId: string,
  platform: ImportPartner,
  row: TImportRow,
  listing: PartnerListing,
  done: (tx: DbOrTx, outcome: { storeId: string | null; warning: string | null }) => Promise<void>,
): Promise<void> {
  if (row.action === 'create') {
    // The photo is fetched before the transaction: no database work waits on the network.
    const photo = await copyPhoto(deps, storage, platform, listing.image);
    await deps.db.transaction(async (tx) => {
      await unlink(tx, ownerId, platform, listing.externalId);
      const location = importedStoreLocation(listing);
      const store = await insertStore(tx, {
        ownerId,
        storeName: truncateImportName(row.storeName ?? listing.storeName),
        description:
          truncateImportDescription(listing.description) ||
          defaultStoreDescription(deps.config.BRAND_NAME),
        image: photo.image,
        isSynced: true,
        ...location,
      });
      await insertLink(tx, {
        ownerId,
        storeId: store.id,
        platform,
        platformId: listing.externalId,
        isImportedSource: true,
        sourceImage: photo.image ? listing.image : null,
        lastSyncedAt: new Date(),
      });
      await syncStoreLocalProducts(tx, store.id);
      await done(tx, { storeId: store.id, warning: photo.warning });
    });
    return;
  }
  if (row.action === 'sync') {
    await deps.db.transaction(async (tx) => {
      // Another owner's store (or an archived one) is not found: nothing of the row is written.
      const store = await findOwnerStore(tx, ownerId, row.storeId!);
      if (!store) throw new AppError('NOT_FOUND', partnerMessages.storeNotFound);
      const existing = await findLink(tx, ownerId, platform, listing.externalId);
      if (existing?.storeId !== store.store.id) {
        if (existing) await deleteLink(tx, existing);
        await insertLink(tx, {
          ownerId,
          storeId: store.store.id,
          platform,
          platformId: listing.externalId,
          isImportedSource: false,
        });
        await updateStore(tx, store.store.id, { isSynced: true });
      }
      await done(tx, { storeId: store.store.id, warning: null });
    });
    return;
  }
  await deps.db.transaction(async (tx) => {
    await unlink(tx, ownerId, platform, listing.externalId);
    await done(tx, { storeId: null, warning: null });
  });
}

async function unlink(tx: DbOrTx, ownerId: string, platform: ImportPartner, platformId: string) {
  const existing = await findLink(tx, ownerId, platform, platformId);
  if (existing) await deleteLink(tx, existing);
}

export async function getMassImport(deps: Deps, auth: HostAuth, id: string) {
  const request = await findMassStoreRequest(deps.db, id);
  if (!request || request.ownerId !== auth.ownerId) throw notFound();
  return {
    is_finished: request.isFinished,
    request: {
      id: request.id,
      platform: request.platform,
      date_created: request.dateCreated.toISOString(),
      date_finished: request.dateFinished?.toISOString() ?? null,
      results: request.results,
    },
  };
}

export async function getStoreIntegrations(deps: Deps, auth: HostAuth, storeId: string) {
  if (!(await findOwnerStore(deps.db, auth.ownerId, storeId))) throw notFound();
  const links = await listStoreIntegrations(deps.db, storeId);
  return links.map((link) => ({
    platform: link.platform,
    platform_id: link.platformId,
    is_imported_source: link.isImportedSource,
    date_created: link.dateCreated.toISOString(),
  }));
}

export async function getStoresByPlatform(deps: Deps, auth: HostAuth, platform: ImportPartner) {
  const rows = await listStoresForPlatform(deps.db, auth.ownerId, platform);
  return rows.map((row) => ({
    id: row.id,
    storeName: row.storeName,
    image: row.image,
    linkedPlatformId: row.platformId,
  }));
}

/**
 * The daily sync: every linked store takes its listing's name, address and photo when they
 * changed at the partner. An account whose partner fails is skipped until the next run.
 */
export async function syncLinkedStores(deps: Deps) {
  const rows = await listAllLinks(deps.db);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.link.ownerId}:${row.link.platform}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const storage = createImageStorage(deps.config);
  let updated = 0;
  for (const group of groups.values()) {
    const { ownerId, platform } = group[0]!.link;
    let listings: PartnerListing[];
    try {
      listings = await fetchListings(deps, ownerId, platform as ImportPartner);
    } catch (error) {
      deps.log.warn({ err: error, ownerId, platform }, 'daily partner sync skipped an account');
      continue;
    }
    const byId = new Map(listings.map((listing) => [listing.externalId, listing]));
    for (const { link, store } of group) {
      const listing = byId.get(link.platformId);
      if (!listing) continue;
      const location = importedStoreLocation(listing);
      const changes: Parameters<typeof updateStore>[2] = {};
      const name = truncateImportName(listing.storeName);
      if (name && name !== store.storeName) changes.storeName = name;
      for (const key of ['country', 'state', 'city', 'street1', 'postalCode'] as const) {
        if (location[key] !== store[key]) changes[key] = location[key];
      }
      if (changes.country) changes.currency = location.currency;
      let sourceImage = link.sourceImage;
      if (listing.image && listing.image !== link.sourceImage) {
        const photo = await copyPhoto(deps, storage, platform as ImportPartner, listing.image);
        if (photo.image) {
          changes.image = photo.image;
          sourceImage = listing.image;
        }
      }
      await deps.db.transaction(async (tx) => {
        if (Object.keys(changes).length > 0) {
          await updateStore(tx, store.id, changes);
          if (Object.keys(changes).some((key) => key !== 'image' && key !== 'storeName')) {
            await syncStoreLocalProducts(tx, store.id);
          }
          updated += 1;
        }
        await markLinkSynced(tx, link.id, sourceImage);
      });
    }
  }
  return { updated };
}
