export { chooseLanguage } from './guest-language';
export { EnglishOnly, useGuestLanguage, useI18n, type I18n } from './use-i18n';
