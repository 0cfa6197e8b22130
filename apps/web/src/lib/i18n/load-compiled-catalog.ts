import type { CompiledCatalog, Locale } from '@stayfront/core/i18n';
import english from 'virtual:compiled-catalog/en';

/** English is at hand; each other language is its own chunk, fetched when a guest needs it. */
export function loadCompiledCatalog(locale: Locale): Promise<CompiledCatalog> {
  switch (locale) {
    case 'en':
      return Promise.resolve(english);
    case 'es':
      return import('virtual:compiled-catalog/es').then((module) => module.default);
    case 'fr':
      return import('virtual:compiled-catalog/fr').then((module) => module.default);
    case 'de':
      return import('virtual:compiled-catalog/de').then((module) => module.default);
    case 'pt':
      return import('virtual:compiled-catalog/pt').then((module) => module.default);
  }
}
