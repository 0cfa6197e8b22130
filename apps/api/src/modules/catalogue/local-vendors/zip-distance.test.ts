import zipcodes from 'zipcodes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadZipTable, milesBetween } from './zip-distance';
import { decodeZipTable, encodeZipTable, type ZipTable } from './zip-table';

const codes = Object.keys(zipcodes.codes);

/** A fixed pseudo-random sequence, so a failing pair can be found again. */
function* sample(count: number) {
  let state = 20_260_417;
  for (let drawn = 0; drawn < count; drawn += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield codes[state % codes.length]!;
  }
}

const expected = (fromZip: string, toZip: string) => zipcodes.distance(fromZip, toZip) ?? undefined;

describe('milesBetween over the committed ZIP table', () => {
  let table: ZipTable;
  beforeAll(async () => {
    table = await loadZipTable();
  });

  it('knows every code of zipcodes at its coordinates (a stale table fails here)', () => {
    for (const code of codes) {
      const { latitude, longitude } = zipcodes.codes[code]!;
      expect(table.coordinates(code), code).toEqual({
        latitude: latitude ?? 0,
        longitude: longitude ?? 0,
      });
    }
  });

  it('gives the distance zipcodes.distance gives, pair for pair', () => {
    const from = [...sample(20_000)];
    const to = [...sample(40_000)].slice(20_000);
    from.forEach((fromZip, index) => {
      const toZip = to[index]!;
      expect(milesBetween(table, fromZip, toZip), `${fromZip} → ${toZip}`).toEqual(
        expected(fromZip, toZip),
      );
    });
  });

  it('looks codes up as zipcodes does: unknown, partial, padded, Canadian and coordinate-less', () => {
    const pairs: [string, string][] = [
      ['96150', '96150'],
      ['96150', '89501'],
      ['96150', '00000'],
      ['96150', ''],
      ['9615', '96150'],
      ['96150-1234', '96150'],
      [' 96150', '96150'],
      ['96150\0', '96150'],
      ['T0A 1B2', '96150'],
      ['T0A', 'M5V'],
      ['t0a', 'M5V'],
      ['V0N', '96150'],
      ['E1H 2A1', '10001'],
      ['-96150', '96150'],
    ];
    for (const [fromZip, toZip] of pairs) {
      expect(milesBetween(table, fromZip, toZip), `${fromZip} → ${toZip}`).toEqual(
        expected(fromZip, toZip),
      );
    }
  });
});

describe('encodeZipTable', () => {
  it('refuses a coordinate it could not give back exactly', () => {
    expect(() => encodeZipTable([{ code: '12345', latitude: 40.12345, longitude: 0 }])).toThrow(
      /four decimals/,
    );
    expect(() => encodeZipTable([{ code: '123456', latitude: 40, longitude: 0 }])).toThrow(
      /does not fit/,
    );
  });

  it('finds every code it wrote, whatever order it got them in', () => {
    const table = decodeZipTable(
      encodeZipTable([
        { code: 'T0A', latitude: 53.9225, longitude: -111.0585 },
        { code: '10001', latitude: 40.7484, longitude: -73.9967 },
        { code: '00501', latitude: null, longitude: -73.0451 },
      ]),
    );
    expect(table.coordinates('00501')).toEqual({ latitude: 0, longitude: -73.0451 });
    expect(table.coordinates('10001')).toEqual({ latitude: 40.7484, longitude: -73.9967 });
    expect(table.coordinates('T0A')).toEqual({ latitude: 53.9225, longitude: -111.0585 });
    expect(table.coordinates('T0')).toBeUndefined();
    expect(table.coordinates('10002')).toBeUndefined();
  });
});
