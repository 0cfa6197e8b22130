import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Catalog, MessageKey } from './catalogs/en';
import type { Locale } from './locales';

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * A translator for one language. Messages are compiled once here rather than by a build step,
 * so the catalogues stay plain ICU text that web pages and e-mails share.
 */
export function createTranslator(locale: Locale, catalog: Catalog): Translate {
  const i18n = setupI18n();
  const compiled = Object.fromEntries(
    Object.entries(catalog).map(([key, text]) => [key, compileMessage(text)]),
  );
  i18n.loadAndActivate({ locale, messages: compiled });
  return (key, values) => i18n._(key, values);
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
