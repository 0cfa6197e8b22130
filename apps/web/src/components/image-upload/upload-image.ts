import { messages } from '@stayfront/core';
import { API_BASE_URL } from '@/lib/api-client';

export const IMAGE_MAX_BYTES = 7 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Spec (image upload): JPG or PNG only, under 7 MB. */
export const imageUploadMessages = {
  wrongType: 'You can only upload JPG/PNG file!',
  tooLarge: 'Image must be smaller than 7MB!',
} as const;

/** The message for a file the upload refuses, or null when it may be sent. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return imageUploadMessages.wrongType;
  if (file.size >= IMAGE_MAX_BYTES) return imageUploadMessages.tooLarge;
  return null;
}

export class ImageUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageUploadError';
  }
}

function firstMessage(body: unknown): string | null {
  if (body == null || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  for (const key of ['file', 'non_field_errors', 'detail']) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}

export interface UploadHandle {
  promise: Promise<string>;
  abort: () => void;
}

/**
 * `POST /api/services/upload/image/` (multipart field `file`), with upload progress: fetch cannot
 * report it, so this one call uses XMLHttpRequest. Resolves to the stored image's URL.
 */
export function uploadImage(file: Blob, onProgress?: (percent: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<string>((resolve, reject) => {
    xhr.open('POST', `${API_BASE_URL}services/upload/image/`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress) {
        onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const url = (body as { url?: unknown } | undefined)?.url;
        if (typeof url === 'string') {
          onProgress?.(100);
          resolve(url);
          return;
        }
      }
      if (xhr.status === 401) {
        reject(new ImageUploadError(messages.sessionExpired));
        return;
      }
      reject(new ImageUploadError(firstMessage(body) ?? messages.somethingWentWrong));
    });
    xhr.addEventListener('error', () => reject(new ImageUploadError(messages.somethingWentWrong)));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'image');
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
