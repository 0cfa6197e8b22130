import type { FastifyRequest } from 'fastify';
import { UPLOAD_QUOTA_BYTES, uploadQuotaMessage } from '@stayfront/core';
import { fieldError, permissionDenied } from '../../../errors';
import type { ImageStorage } from '../../../lib/image-storage';
import { consumeRateLimit } from '../../../lib/rate-limit';
import { requireAuth } from '../../../plugins/session';
import {
  insertUpload,
  lockOwner,
  sumOwnerUploadBytes,
  takeUnreferencedUploads,
} from './uploads.repository';
import type { CatalogueDeps } from '../deps';

type Deps = Pick<CatalogueDeps, 'db' | 'log' | 'rateLimits'>;

/** Uploads left unused this long are removed; a form may stay open for a while before saving. */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const CLEAN_UP_BATCH = 200;

export interface Uploader {
  userId: string;
  /** The owner whose quota the image counts against; null for support staff. */
  ownerId: string | null;
}

/**
 * Hosts upload for their stores' images, support staff for local vendors' items. Guests never:
 * the storage would be anyone's for free.
 */
export function requireUploader(request: FastifyRequest): Uploader {
  const auth = requireAuth(request);
  if (auth.user.role === 'HOST' && auth.ownerId) {
    return { userId: auth.user.id, ownerId: auth.ownerId };
  }
  if (auth.user.role === 'SUPPORT' && !auth.masqueradedBy) {
    return { userId: auth.user.id, ownerId: null };
  }
  throw permissionDenied();
}

/** Counted before the file is read, so a refused flood costs no image decoding. */
export async function consumeUploadAllowance(deps: Deps, uploader: Uploader) {
  const key = uploader.ownerId
    ? `upload:owner:${uploader.ownerId}`
    : `upload:user:${uploader.userId}`;
  await consumeRateLimit(deps.db, key, deps.rateLimits.upload);
}

/**
 * Stores a re-encoded image and records it against the owner's quota. The owner's row is locked
 * while the total is checked and the file written, so two uploads at once cannot both squeeze
 * under the quota.
 */
export async function storeUpload(
  deps: Deps,
  storage: ImageStorage,
  uploader: Uploader,
  image: { bytes: Buffer; extension: 'jpg' | 'png'; contentType: string },
) {
  return deps.db.transaction(async (tx) => {
    if (uploader.ownerId) {
      await lockOwner(tx, uploader.ownerId);
      const used = await sumOwnerUploadBytes(tx, uploader.ownerId);
      if (used + image.bytes.length > UPLOAD_QUOTA_BYTES) {
        throw fieldError('file', uploadQuotaMessage);
      }
    }
    const stored = await storage.save(image.bytes, image.extension, image.contentType);
    try {
      await insertUpload(tx, {
        ownerId: uploader.ownerId,
        uploadedBy: uploader.userId,
        url: stored.url,
        storageKey: stored.key,
        bytes: image.bytes.length,
      });
    } catch (error) {
      await storage.remove(stored.key).catch(() => undefined);
      throw error;
    }
    return stored.url;
  });
}

/**
 * Removes uploads that no product, store, enterprise page or local vendor item has used for a
 * day: the row first (checked against the image columns in the same statement), then the file.
 * A file that cannot be removed gets its row back, so the next run tries again.
 */
export async function removeUnreferencedUploads(
  deps: Deps,
  storage: ImageStorage,
  now = new Date(),
) {
  const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_TTL_MS);
  let removed = 0;
  let failed = false;
  while (!failed) {
    const taken = await takeUnreferencedUploads(deps.db, cutoff, CLEAN_UP_BATCH);
    for (const upload of taken) {
      try {
        await storage.remove(upload.storageKey);
        removed += 1;
      } catch (error) {
        // Tried again at the next run, not in this one: the storage is likely down.
        deps.log.warn({ err: error, url: upload.url }, 'an unused upload could not be removed');
        await insertUpload(deps.db, upload);
        failed = true;
      }
    }
    if (taken.length < CLEAN_UP_BATCH) break;
  }
  if (removed) deps.log.info({ removed }, 'removed unused uploads');
  return removed;
}
