// Every language at once, for the API's e-mails (the web app loads them one at a time instead).
import { de } from './catalogs/de';
import { en, type Catalog } from './catalogs/en';
import { es } from './catalogs/es';
import { fr } from './catalogs/fr';
import { pt } from './catalogs/pt';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import type { Translate } from './compiled-translator';
import { createTranslator } from './translator';

export const CATALOGS: Record<Locale, Catalog> = { en, es, fr, de, pt };

const translators = new Map<Locale, Translate>();

/** The translator of a stored language; anything unknown reads English. */
export function translatorFor(locale: string | null | undefined): Translate {
  const chosen = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let translate = translators.get(chosen);
  if (!translate) {
    translate = createTranslator(chosen, CATALOGS[chosen]);
    translators.set(chosen, translate);
  }
  return translate;
}
