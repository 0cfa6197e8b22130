import { beforeAll, describe, expect, it } from 'vitest';
import {
  servesStore,
  zipDistanceFor,
  type ServiceArea,
  type StoreLocation,
  type ZipDistance,
} from './service-area';

const noArea: ServiceArea = {
  shipsNationwide: false,
  areaPostalCodes: [],
  areaCities: [],
  areaCenterPostalCode: '',
  areaRadiusMiles: 0,
};
const tahoe: StoreLocation = {
  country: 'US',
  state: 'CA',
  city: 'South Lake Tahoe',
  postalCode: '96150',
};
// What the partner import makes of a listing without street address or postal code.
const noAddress: StoreLocation = { country: 'US', state: '', city: '', postalCode: '' };
const lisbon: StoreLocation = { country: 'PT', state: '', city: 'Lisboa', postalCode: '1100-053' };

describe('servesStore', () => {
  let zipDistance: ZipDistance;
  beforeAll(async () => {
    zipDistance = await zipDistanceFor([
      { ...noArea, areaCenterPostalCode: '89501', areaRadiusMiles: 1 },
    ]);
  });
  const serves = (area: ServiceArea, store: StoreLocation) => servesStore(area, store, zipDistance);

  it('serves listed postal codes, listed cities and stores within the radius', () => {
    expect(serves({ ...noArea, areaPostalCodes: [' 96150 '] }, tahoe)).toBe(true);
    expect(serves({ ...noArea, areaCities: ['South Lake Tahoe, CA'] }, tahoe)).toBe(true);
    expect(serves({ ...noArea, areaCities: ['south lake tahoe'] }, tahoe)).toBe(true);
    expect(serves({ ...noArea, areaCenterPostalCode: '89501', areaRadiusMiles: 60 }, tahoe)).toBe(
      true,
    );
    expect(serves({ ...noArea, areaCenterPostalCode: '89501', areaRadiusMiles: 10 }, tahoe)).toBe(
      false,
    );
    expect(serves({ ...noArea, areaPostalCodes: ['80302'] }, tahoe)).toBe(false);
  });

  it('serves every store of the country when the vendor ships nationwide', () => {
    const national = { ...noArea, shipsNationwide: true };
    expect(serves(national, tahoe)).toBe(true);
    expect(serves(national, { ...tahoe, city: 'Denver', state: 'CO', postalCode: '80202' })).toBe(
      true,
    );
    expect(serves(national, noAddress)).toBe(true);
    expect(serves(national, lisbon)).toBe(false);
    // The area fields a nationwide vendor still holds neither widen nor narrow it.
    expect(serves({ ...national, areaCities: ['Lisboa'] }, lisbon)).toBe(false);
    expect(serves({ ...national, areaPostalCodes: ['80302'] }, tahoe)).toBe(true);
  });

  it('serves a store without postal code and city by nationwide vendors only', () => {
    const everyLocalArea: ServiceArea = {
      shipsNationwide: false,
      areaPostalCodes: ['96150', ''],
      areaCities: ['', ', CA'],
      areaCenterPostalCode: '96150',
      areaRadiusMiles: 500,
    };
    expect(serves(everyLocalArea, tahoe)).toBe(true);
    expect(serves(everyLocalArea, noAddress)).toBe(false);
    expect(serves(everyLocalArea, { ...noAddress, state: 'CA' })).toBe(false);
  });
});
