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

/**
 * A local vendor serves a store when the store's postal code is listed, its city is listed
 * ("City, ST" or just "City"), or it lies within the radius around the vendor's ZIP code.
 */
export function servesStore(area: ServiceArea, store: StoreLocation): boolean {
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
