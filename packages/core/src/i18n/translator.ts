import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalog, MessageKey } from './catalogs/en';
import type { Locale } from './locales';

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

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

/**
 * A message cut where one value goes, so a page or an e-mail can put a link there:
 * "If you need support contact us at {email}." -> ["If you need support contact us at ", "."].
 */
export function splitAtValue(t: Translate, key: MessageKey, name: string): [string, string] {
  const mark = '\u0000';
  const [before = '', after = ''] = t(key, { [name]: mark }).split(mark);
  return [before, after];
}
