import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { MessageKey } from './catalogs/en';
import type { Locale } from './locales';

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;
/** A catalogue with every message compiled (compileCatalog), as the web app's build writes it. */
export type CompiledCatalog = Record<MessageKey, CompiledMessage>;

/**
 * A translator for one language whose messages were compiled ahead: the web app's catalogues are
 * compiled by its build, so a browser neither loads the ICU parser nor runs it.
 */
export function createCompiledTranslator(locale: Locale, messages: CompiledCatalog): Translate {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages });
  return (key, values) => i18n._(key, values);
}
