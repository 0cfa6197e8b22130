import { LOCALES, LOCALE_NAMES, isLocale } from '@stayfront/core/i18n';
import { chooseLanguage, useI18n } from '@/lib/i18n';

/** The store's language menu; the choice is remembered for the guest's next visits. */
export function LanguageSwitcher() {
  const { locale, t } = useI18n();
  return (
    <select
      className="sf-language"
      aria-label={t('common.language')}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) void chooseLanguage(event.target.value);
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
