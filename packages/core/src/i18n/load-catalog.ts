import { en, type Catalog } from './catalogs/en';
import type { Locale } from './locales';

/** English is at hand; each other language is its own chunk, fetched when a guest needs it. */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  switch (locale) {
    case 'en':
      return Promise.resolve(en);
    case 'es':
      return import('./catalogs/es').then((module) => module.es);
    case 'fr':
      return import('./catalogs/fr').then((module) => module.fr);
    case 'de':
      return import('./catalogs/de').then((module) => module.de);
    case 'pt':
      return import('./catalogs/pt').then((module) => module.pt);
  }
}
