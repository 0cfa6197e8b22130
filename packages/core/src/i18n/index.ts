export { en, type Catalog, type MessageKey } from './catalogs/en';
export * from './compiled-translator';
export * from './format';
export * from './locales';
export * from './translator';
