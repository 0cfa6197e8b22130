/** Where the API serves images kept on its own disk (DATA_DIR/uploads). */
export const UPLOADS_PREFIX = '/uploads/';
/** Where the web app serves the product templates' pictures. */
export const TEMPLATE_IMAGES_PREFIX = '/template-images/';

export const IMAGE_NOT_UPLOADED_MESSAGE = 'Upload an image with the image uploader.';

// The names the uploader gives (a random UUID and the re-encoded format) and the templates' files.
const UPLOADED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;
const TEMPLATE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*\.svg$/;

/**
 * Whether an image field may hold `url`: an image this site's uploader stored (under one of
 * `uploadPrefixes`, the addresses it hands out) or a template picture. Anything else — another
 * site's address, a data: or javascript: URL, a path elsewhere — is refused, so a store page only
 * ever shows images that went through the uploader's checks.
 */
export function isSiteImageUrl(url: string, uploadPrefixes: readonly string[]): boolean {
  if (url.startsWith(TEMPLATE_IMAGES_PREFIX)) {
    return TEMPLATE_NAME.test(url.slice(TEMPLATE_IMAGES_PREFIX.length));
  }
  return uploadPrefixes.some(
    (prefix) => url.startsWith(prefix) && UPLOADED_NAME.test(url.slice(prefix.length)),
  );
}

/** What one owner (with its co-hosts) may keep stored, and how often it may upload. */
export const UPLOAD_QUOTA_BYTES = 500 * 1024 * 1024;
export const UPLOADS_PER_HOUR = 60;

export const uploadQuotaMessage = `Your images already take up the ${UPLOAD_QUOTA_BYTES / 1024 / 1024} MB your account can store. Images that no product or store uses any more are removed after a day.`;
