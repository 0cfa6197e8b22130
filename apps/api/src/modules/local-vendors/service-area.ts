import zipcodes from 'zipcodes';

export interface ServiceArea {
  areaPostalCodes: string[];
  areaCities: string[];
  areaCenterPostalCode: string;
  areaRadiusMiles: number;
}

export interface StoreLocation {
  country: string;
  state: string;
  city: string;
  postalCode: string;
}

const normalizeCity = (city: string, state: string) =>
  `${city.trim().toLowerCase()}${state.trim() ? `, ${state.trim().toLowerCase()}` : ''}`;

/** A vendor with no area at all ships nationwide. */
function isNationalVendor(area: ServiceArea): boolean {
  return (
    area.areaPostalCodes.length === 0 &&
    area.areaCities.length === 0 &&
    !(area.areaRadiusMiles > 0 && area.areaCenterPostalCode)
  );
}

/**
 * A local vendor serves a store when it is national, the store's postal code is listed, its
 * city is listed ("City, ST" or just "City"), or it lies within the radius around the vendor's
 * ZIP code. Imported stores without an address get only the national ones (spec: import notes).
 */
export function servesStore(area: ServiceArea, store: StoreLocation): boolean {
  if (isNationalVendor(area)) return true;
  const postal = store.postalCode.trim().toUpperCase();
  if (area.areaPostalCodes.some((code) => code.trim().toUpperCase() === postal)) return true;
  const cityWithState = normalizeCity(store.city, store.state);
  const cityOnly = normalizeCity(store.city, '');
  if (
    area.areaCities.some((entry) => {
      const wanted = entry.trim().toLowerCase();
      return wanted === cityWithState || wanted === cityOnly;
    })
  ) {
    return true;
  }
  if (area.areaRadiusMiles > 0 && area.areaCenterPostalCode && store.country === 'US') {
    const distance = zipcodes.distance(area.areaCenterPostalCode, postal.slice(0, 5));
    return typeof distance === 'number' && distance <= area.areaRadiusMiles;
  }
  return false;
}
