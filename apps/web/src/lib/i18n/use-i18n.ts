import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  en,
  formatIsoDateIn,
  formatMoneyIn,
  formatTimeIn,
  type Locale,
  type MessageKey,
  type Translate,
} from '@stayfront/core/i18n';
import {
  activateLanguage,
  activeLanguage,
  subscribeToLanguage,
  translatorOf,
  wantedLanguage,
} from './guest-language';
import { ENGLISH_MESSAGE_KEYS, ENGLISH_TEMPLATE_KEYS } from './english-messages';

export interface I18n {
  locale: Locale;
  t: Translate;
  /** An amount in the store's currency. */
  money: (amount: number, currency: string) => string;
  /** A YYYY-MM-DD day, or null. */
  date: (isoDate: string | null | undefined) => string | null;
  /** A "14:00:00" time of day, or null. */
  time: (time: string | null | undefined) => string | null;
  /** A message the API wrote in English, in the guest's language when we know it. */
  message: (text: string) => string;
}

let englishKeys: Map<string, MessageKey> | undefined;

function keyOfEnglish(text: string): MessageKey | undefined {
  englishKeys ??= new Map(ENGLISH_MESSAGE_KEYS.map((key) => [en[key], key]));
  return englishKeys.get(text);
}

let templates: { key: MessageKey; pattern: RegExp; names: string[] }[] | undefined;

/** The key and values of an English message with values in it, read back from its text. */
function templateOfEnglish(
  text: string,
): { key: MessageKey; values: Record<string, string> } | undefined {
  templates ??= ENGLISH_TEMPLATE_KEYS.map((key) => {
    const names = [...en[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    const escaped = en[key].replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    return { key, names, pattern: new RegExp(`^${escaped.replace(/\{\w+\}/g, '(.+?)')}$`) };
  });
  for (const { key, names, pattern } of templates) {
    const found = pattern.exec(text);
    if (found)
      return { key, values: Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) };
  }
  return undefined;
}

const tools = new Map<Locale, I18n>();

function toolsFor(locale: Locale): I18n {
  let found = tools.get(locale);
  if (!found) {
    const t = translatorOf(locale);
    found = {
      locale,
      t,
      money: (amount, currency) => formatMoneyIn(locale, amount, currency),
      date: (isoDate) => formatIsoDateIn(locale, isoDate),
      time: (time) => formatTimeIn(locale, time),
      message: (text) => {
        const key = keyOfEnglish(text);
        if (key) return t(key);
        const template = templateOfEnglish(text);
        return template ? t(template.key, template.values) : text;
      },
    };
    tools.set(locale, found);
  }
  return found;
}

// Host pages stay English: a guest page that a host also opens (the order request) says so.
const EnglishOnlyContext = createContext(false);

export function EnglishOnly({ children }: { children: ReactNode }) {
  return createElement(EnglishOnlyContext.Provider, { value: true }, children);
}

/** The guest's language and its formats; the component follows a change of language. */
export function useI18n(): I18n {
  const english = useContext(EnglishOnlyContext);
  const locale = useSyncExternalStore(subscribeToLanguage, activeLanguage);
  const shown = english ? 'en' : locale;
  return useMemo(() => toolsFor(shown), [shown]);
}

/**
 * For the root of a guest page: fetches the guest's language and says when it is there, so the
 * page does not flash English first; the document's language follows.
 */
export function useGuestLanguage(): { ready: boolean } {
  const locale = useSyncExternalStore(subscribeToLanguage, activeLanguage);
  const wanted = useSyncExternalStore(subscribeToLanguage, wantedLanguage);
  useEffect(() => {
    void activateLanguage();
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
    return () => {
      document.documentElement.lang = 'en';
    };
  }, [locale]);
  return { ready: locale === wanted };
}
