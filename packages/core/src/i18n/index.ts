export { en, type Catalog, type MessageKey } from './catalogs/en';
export * from './format';
export * from './load-catalog';
export * from './locales';
export * from './translator';
