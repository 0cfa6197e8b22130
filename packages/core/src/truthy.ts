const TRUTHY_STRINGS = new Set(['true', 'yes', '1']);

/** The spec's truthy strings (true, yes, 1), case-insensitive, e.g. for `?showPrices=True`. */
export function isTruthyString(value: string | null | undefined): boolean {
  return value != null && TRUTHY_STRINGS.has(value.trim().toLowerCase());
}
