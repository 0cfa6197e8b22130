import {
  createCompiledTranslator,
  isLocale,
  pickLocale,
  type Locale,
  type Translate,
} from '@stayfront/core/i18n';
import english from 'virtual:compiled-catalog/en';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import { loadCompiledCatalog } from './load-compiled-catalog';

/**
 * The guest's language: the one a link from the guest's e-mail carries (`?lang=`), else the one
 * chosen in the store's switcher (kept in local storage), else the first of the browser's
 * languages that guests can read. English is built in; another language
 * shows once its catalogue has arrived, and until then (or if it cannot be fetched) English does.
 */
const translators = new Map<Locale, Translate>([['en', createCompiledTranslator('en', english)]]);
const listeners = new Set<() => void>();

/** The language a page load starts in, from its address, the remembered choice and the browser. */
export function initialLocale(
  search: string,
  stored: string | null,
  browserLanguages: readonly string[],
): Locale {
  const linked = new URLSearchParams(search).get('lang');
  if (isLocale(linked)) return linked;
  if (isLocale(stored)) return stored;
  return pickLocale(browserLanguages);
}

let wanted: Locale = initialLocale(
  typeof location === 'undefined' ? '' : location.search,
  readStorage(STORAGE_KEYS.guestLanguage),
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
);
let active: Locale = 'en';

function show(locale: Locale) {
  active = locale;
  listeners.forEach((listener) => listener());
}

/** Fetches the language's catalogue once; shows it if it is still the one wanted. */
export function activateLanguage(locale: Locale = wanted): Promise<void> {
  if (translators.has(locale)) {
    if (wanted === locale && active !== locale) show(locale);
    return Promise.resolve();
  }
  return loadCompiledCatalog(locale).then(
    (catalog) => {
      translators.set(locale, createCompiledTranslator(locale, catalog));
      if (wanted === locale) show(locale);
    },
    () => {
      // Offline or a deploy replaced the chunk: the guest keeps reading English.
      if (wanted === locale) wanted = active;
      listeners.forEach((listener) => listener());
    },
  );
}

export function chooseLanguage(locale: Locale): Promise<void> {
  writeStorage(STORAGE_KEYS.guestLanguage, locale);
  wanted = locale;
  return activateLanguage(locale);
}

export const subscribeToLanguage = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const activeLanguage = () => active;
export const wantedLanguage = () => wanted;
export const translatorOf = (locale: Locale) => translators.get(locale) ?? translators.get('en')!;
