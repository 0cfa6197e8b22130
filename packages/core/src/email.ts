export const EMAIL_MAX_LENGTH = 254;

// One @, a non-empty local part without spaces, and a dotted domain whose labels are letters,
// digits and inner hyphens: strict enough to catch typos, loose enough for real addresses.
const EMAIL_PATTERN =
  /^[^\s@]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
