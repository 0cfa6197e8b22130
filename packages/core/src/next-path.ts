const BASE = 'http://next-path.invalid';
const MAX_LENGTH = 2000;
// Enough for any address a browser or proxy decodes once more; deeper nesting is refused.
const MAX_DECODINGS = 4;

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\\\u0000-\u001f\u007f]/;

/** The path of `value` on this site with `.` and `..` resolved, or null when it leaves the site. */
function normalise(value: string): string | null {
  if (!value.startsWith('/') || FORBIDDEN.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  // "//host" after resolving dots is read by browsers as another site.
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A `next` / `nextUrl` address made safe to redirect to: a path on this site with `..` resolved,
 * or null. Refused: other sites (`//host`, `/\host`, any scheme), backslashes, control
 * characters, and the same hidden behind percent-encoding (`/%2F%2Fhost`, `%5C`, `%2e%2e`), since
 * a browser, proxy or router further on may decode them once more.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  const result = normalise(value);
  if (result === null) return null;
  let decoded = value;
  for (let i = 0; i < MAX_DECODINGS; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) return result;
    if (normalise(next) === null) return null;
    decoded = next;
  }
  return null;
}
