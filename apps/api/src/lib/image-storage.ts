import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_NOT_UPLOADED_MESSAGE, isSiteImageUrl, UPLOADS_PREFIX } from '@stayfront/core';
import type * as S3 from '@aws-sdk/client-s3';
import type { AppConfig } from '../config';
import { fieldError } from '../errors';

export interface StoredImage {
  /** The address that serves it, as image fields hold it. */
  url: string;
  /** The file name in DATA_DIR/uploads, or the object key in the bucket. */
  key: string;
}

export interface ImageStorage {
  /** Stores the bytes under a new name. */
  save(bytes: Buffer, extension: 'jpg' | 'png', contentType: string): Promise<StoredImage>;
  /** Removes a stored image; one already gone is not an error. */
  remove(key: string): Promise<void>;
}

/** Where the S3 storage's images are served from (`S3_PUBLIC_URL`, else the bucket's address). */
export function s3PublicBase(config: AppConfig) {
  return (config.S3_PUBLIC_URL ?? `${config.S3_ENDPOINT}/${config.S3_BUCKET}`).replace(/\/+$/, '');
}

const S3_KEY_PREFIX = 'images/';

/**
 * The beginnings of the addresses the uploader hands out, the local one always (images stored
 * before S3 was configured keep working): an image field holds one of these and a file name.
 */
export function uploadUrlPrefixes(config: AppConfig): string[] {
  return isS3Configured(config)
    ? [UPLOADS_PREFIX, `${s3PublicBase(config)}/${S3_KEY_PREFIX}`]
    : [UPLOADS_PREFIX];
}

export function localUploadsDir(config: Pick<AppConfig, 'DATA_DIR'>) {
  return path.join(config.DATA_DIR, 'uploads');
}

/**
 * Refuses an image field holding anything but this site's uploads or template pictures. The
 * value it already holds passes unchanged, so a form saved again is not refused for an image
 * stored before this rule.
 */
export function assertSiteImage(
  config: AppConfig,
  field: string,
  value: string | null | undefined,
  current?: string | null,
) {
  if (!value || value === current) return;
  if (!isSiteImageUrl(value, uploadUrlPrefixes(config))) {
    throw fieldError(field, IMAGE_NOT_UPLOADED_MESSAGE);
  }
}

function createLocalStorage(dir: string): ImageStorage {
  return {
    async save(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(path.join(dir, name), bytes);
      return { url: `${UPLOADS_PREFIX}${name}`, key: name };
    },
    async remove(key) {
      // Keys are names this storage made; anything with a path in it is not one of them.
      if (path.basename(key) !== key) throw new Error(`not an upload file name: ${key}`);
      await rm(path.join(dir, key), { force: true });
    },
  };
}

/** The AWS SDK adds about 25 MB, so it is loaded with the first upload, not with the server. */
function lazyS3Client(config: AppConfig) {
  let connecting: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;
  return () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        forcePathStyle: true,
        credentials:
          config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
            : undefined,
      }),
    })));
}

function createS3Storage(config: AppConfig): ImageStorage {
  const connect = lazyS3Client(config);
  const publicBase = s3PublicBase(config);
  return {
    async save(bytes, extension, contentType) {
      const key = `${S3_KEY_PREFIX}${randomUUID()}.${extension}`;
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.S3_BUCKET,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return { url: `${publicBase}/${key}`, key };
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success too.
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key: key }));
    },
  };
}

function isS3Configured(config: AppConfig) {
  return Boolean(config.S3_ENDPOINT && config.S3_BUCKET);
}

/** S3-compatible storage when S3_ENDPOINT and S3_BUCKET are set, else files in DATA_DIR/uploads. */
export function createImageStorage(config: AppConfig): ImageStorage {
  const local = createLocalStorage(localUploadsDir(config));
  if (!isS3Configured(config)) return local;
  const s3 = createS3Storage(config);
  return {
    save: s3.save,
    // Files stored on disk before S3 was configured are still removed from the disk.
    remove: (key) => (key.startsWith(S3_KEY_PREFIX) ? s3.remove(key) : local.remove(key)),
  };
}

const STORED_IMAGE_TIMEOUT_MS = 5000;

/**
 * The bytes behind a URL that `save` answered, or null for any other URL: images are read only
 * from our own storage, never fetched from an address a user typed.
 */
export async function readStoredImage(config: AppConfig, url: string): Promise<Buffer | null> {
  if (url.startsWith(UPLOADS_PREFIX)) {
    const name = path.basename(url.slice(UPLOADS_PREFIX.length));
    try {
      return await readFile(path.join(localUploadsDir(config), name));
    } catch {
      return null;
    }
  }
  if (!isS3Configured(config) || !url.startsWith(`${s3PublicBase(config)}/images/`)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(STORED_IMAGE_TIMEOUT_MS) });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
