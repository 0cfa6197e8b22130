import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config';

export interface ImageStorage {
  /** Stores the bytes under a new name and answers the URL that serves them. */
  save(bytes: Buffer, extension: 'jpg' | 'png', contentType: string): Promise<string>;
}

export const UPLOADS_PREFIX = '/uploads/';

export function localUploadsDir(config: Pick<AppConfig, 'DATA_DIR'>) {
  return path.join(config.DATA_DIR, 'uploads');
}

function createLocalStorage(dir: string): ImageStorage {
  return {
    async save(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await writeFile(path.join(dir, name), bytes);
      return `${UPLOADS_PREFIX}${name}`;
    },
  };
}

const usesS3 = (config: AppConfig) => Boolean(config.S3_ENDPOINT && config.S3_BUCKET);

function s3PublicBase(config: AppConfig) {
  return (config.S3_PUBLIC_URL ?? `${config.S3_ENDPOINT}/${config.S3_BUCKET}`).replace(/\/+$/, '');
}

function createS3Storage(config: AppConfig): ImageStorage {
  const client = new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: true,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const publicBase = s3PublicBase(config);
  return {
    async save(bytes, extension, contentType) {
      const key = `images/${randomUUID()}.${extension}`;
      await client.send(
        new PutObjectCommand({
          Bucket: config.S3_BUCKET,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${publicBase}/${key}`;
    },
  };
}

/** S3-compatible storage when S3_ENDPOINT and S3_BUCKET are set, else files in DATA_DIR/uploads. */
export function createImageStorage(config: AppConfig): ImageStorage {
  return usesS3(config) ? createS3Storage(config) : createLocalStorage(localUploadsDir(config));
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
  if (!usesS3(config) || !url.startsWith(`${s3PublicBase(config)}/images/`)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(STORED_IMAGE_TIMEOUT_MS) });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
