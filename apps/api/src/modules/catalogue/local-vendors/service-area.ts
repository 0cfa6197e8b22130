import { NATIONAL_VENDOR_COUNTRY } from '@stayfront/core';
import { loadZipTable, milesBetween } from './zip-distance';

export interface ServiceArea {
  shipsNationwide: boolean;
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

/** Miles between two US ZIP codes, or undefined when either is unknown. */
export type ZipDistance = (fromZip: string, toZip: string) => number | undefined;

const drawsRadius = (area: ServiceArea) =>
  !area.shipsNationwide && area.areaRadiusMiles > 0 && area.areaCenterPostalCode !== '';

/** The ZIP table is read on the first check that needs it rather than with the server. */
export async function zipDistanceFor(areas: ServiceArea[]): Promise<ZipDistance> {
  if (!areas.some(drawsRadius)) return () => undefined;
  const table = await loadZipTable();
  return (fromZip, toZip) => milesBetween(table, fromZip, toZip);
}

const normalizeCity = (city: string, state: string) =>
  `${city.trim().toLowerCase()}${state.trim() ? `, ${state.trim().toLowerCase()}` : ''}`;

/**
 * A nationwide vendor serves every store of its country. A local vendor serves a store when the
 * store's postal code is listed, its city is listed ("City, ST" or just "City"), or it lies
 * within the radius around the vendor's ZIP code. A store with neither postal code nor city (a
 * listing imported without address) has no place to match, so only nationwide vendors serve it.
 */
export function servesStore(
  area: ServiceArea,
  store: StoreLocation,
  zipDistance: ZipDistance,
): boolean {
  if (area.shipsNationwide) return store.country === NATIONAL_VENDOR_COUNTRY;
  const postal = store.postalCode.trim().toUpperCase();
  if (!postal && !store.city.trim()) return false;
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
  if (drawsRadius(area) && store.country === 'US') {
    const distance = zipDistance(area.areaCenterPostalCode, postal.slice(0, 5));
    return distance !== undefined && distance <= area.areaRadiusMiles;
  }
  return false;
}
