import { readFile } from 'node:fs/promises';
import { apiAssetPath } from '../../../lib/api-assets';
import { decodeZipTable, type ZipTable } from './zip-table';

/** Written by `npm run -w apps/api zip-table` from the `zipcodes` package. */
export const ZIP_TABLE_ASSET = 'zip-coordinates.bin';

let loaded: Promise<ZipTable> | undefined;

/** Read on the first radius check; at about 0.6 MB it then stays for the process's life. */
export function loadZipTable(): Promise<ZipTable> {
  loaded ??= readFile(apiAssetPath(ZIP_TABLE_ASSET)).then(decodeZipTable);
  return loaded;
}

/**
 * `zipcodes` finds a code that starts with a letter (a Canadian postal code) by its first three
 * characters, and any other by the whole string.
 */
const tableCode = (zip: string) => (Number.isNaN(Number(zip.charAt(0))) ? zip.slice(0, 3) : zip);

const radians = (degrees: number) => degrees * 0.017453292519943295;

/**
 * Whole miles between two ZIP codes, or undefined when either is unknown: the spherical law of
 * cosines of `zipcodes.distance`, with its earth radius and rounding, term for term, so every
 * distance (and so every vendor's service area) stays the same.
 */
export function milesBetween(table: ZipTable, fromZip: string, toZip: string): number | undefined {
  const from = table.coordinates(tableCode(fromZip));
  const to = table.coordinates(tableCode(toZip));
  if (!from || !to) return undefined;
  const fromLatitude = radians(from.latitude);
  const toLatitude = radians(to.latitude);
  const cosine =
    Math.sin(fromLatitude) * Math.sin(toLatitude) +
    Math.cos(fromLatitude) *
      Math.cos(toLatitude) *
      Math.cos(radians(from.longitude - to.longitude));
  return Math.round(Math.acos(cosine) * 3958.56540656);
}
