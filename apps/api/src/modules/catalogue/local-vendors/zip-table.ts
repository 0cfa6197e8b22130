/**
 * The ZIP coordinate table: the codes and coordinates of the `zipcodes` package in about 0.6 MB
 * of binary, instead of its 5 MB JavaScript file whose parse leaves some 60 MB in memory.
 *
 * Layout, little-endian: the number of codes n (uint32); n latitudes, then n longitudes, as
 * int32 ten-thousandths of a degree; then n codes of 5 ASCII characters, NUL-padded, sorted.
 * `zipcodes` gives every coordinate with at most four decimals, so dividing the stored integer
 * by 10 000 gives back the very same double (the writer checks it), and distances match.
 */

export interface ZipCoordinates {
  code: string;
  latitude: number | null;
  longitude: number | null;
}

const CODE_WIDTH = 5;
const SCALE = 10_000;
const HEADER_BYTES = 4;
const PADDING = '\0';

export function encodeZipTable(entries: ZipCoordinates[]): Buffer {
  const padded = entries
    .map((entry) => {
      if (entry.code.length > CODE_WIDTH || entry.code.includes(PADDING)) {
        throw new Error(`ZIP code ${JSON.stringify(entry.code)} does not fit the table`);
      }
      return { ...entry, key: entry.code.padEnd(CODE_WIDTH, PADDING) };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const count = padded.length;
  const table = Buffer.alloc(HEADER_BYTES + count * (8 + CODE_WIDTH));
  table.writeUInt32LE(count, 0);
  padded.forEach((entry, index) => {
    table.writeInt32LE(scaled(entry.latitude, entry.code), HEADER_BYTES + index * 4);
    table.writeInt32LE(scaled(entry.longitude, entry.code), HEADER_BYTES + (count + index) * 4);
    table.write(entry.key, HEADER_BYTES + count * 8 + index * CODE_WIDTH, 'latin1');
  });
  return table;
}

/**
 * A missing coordinate is stored as 0: `zipcodes` computes with it as `null`, which arithmetic
 * turns into 0 as well.
 */
function scaled(degrees: number | null, code: string): number {
  if (degrees === null) return 0;
  const stored = Math.round(degrees * SCALE);
  if (stored / SCALE !== degrees) {
    throw new Error(`The coordinate ${degrees} of ${code} has more than four decimals`);
  }
  return stored;
}

export interface ZipTable {
  /** Latitude and longitude in degrees, or undefined for a code not in the table. */
  coordinates(code: string): { latitude: number; longitude: number } | undefined;
}

export function decodeZipTable(table: Buffer): ZipTable {
  const count = table.readUInt32LE(0);
  const codesStart = HEADER_BYTES + count * 8;
  const codes = table.toString('latin1', codesStart, codesStart + count * CODE_WIDTH);
  const indexOf = (code: string) => {
    if (code.length > CODE_WIDTH || code.includes(PADDING)) return -1;
    const key = code.padEnd(CODE_WIDTH, PADDING);
    let low = 0;
    let high = count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = codes.slice(middle * CODE_WIDTH, (middle + 1) * CODE_WIDTH);
      if (found === key) return middle;
      if (found < key) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  };
  return {
    coordinates(code) {
      const index = indexOf(code);
      if (index < 0) return undefined;
      return {
        latitude: table.readInt32LE(HEADER_BYTES + index * 4) / SCALE,
        longitude: table.readInt32LE(HEADER_BYTES + (count + index) * 4) / SCALE,
      };
    },
  };
}
