import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalog, MessageKey } from './catalogs/en';
import type { CompiledCatalog, Translate } from './compiled-translator';
import type { Locale } from './locales';

/**
 * A translator for one language. Catalogues stay plain ICU text that web pages and e-mails share;
 * a message is compiled the first time it is used (a store page uses a few dozen of them), so
 * loading a language costs nothing up front.
 */
export function createTranslator(locale: Locale, catalog: Catalog): Translate {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: {} });
  const compiled = new Set<MessageKey>();
  return (key, values) => {
    if (!compiled.has(key)) {
      i18n.load(locale, { [key]: compileMessage(catalog[key]) });
      compiled.add(key);
    }
    return i18n._(key, values);
  };
}

/** Compiles every message of a catalogue: what a build does once, so browsers parse no ICU. */
export function compileCatalog(catalog: Catalog): CompiledCatalog {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]),
  ) as CompiledCatalog;
}

/**
 * A message cut where one value goes, so a page or an e-mail can put a link there:
 * "If you need support contact us at {email}." -> ["If you need support contact us at ", "."].
 */
export function splitAtValue(t: Translate, key: MessageKey, name: string): [string, string] {
  const mark = '\u0000';
  const [before = '', after = ''] = t(key, { [name]: mark }).split(mark);
  return [before, after];
}
