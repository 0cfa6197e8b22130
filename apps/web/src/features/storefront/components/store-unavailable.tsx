import { useAppConfig } from '@/lib/app-config';
import { usePageTitle } from '@/hooks/use-page-title';
import { useI18n } from '@/lib/i18n';
import { SupportContact } from '@/components/support-contact';

/** Shown when the store is archived, inactive or unknown (spec: Unavailable). */
export function StoreUnavailable() {
  const { supportEmail } = useAppConfig();
  const { t } = useI18n();
  usePageTitle(t('store.unavailableTitle'));
  return (
    <section className="sf-unavailable" aria-labelledby="sf-unavailable-title">
      <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
        <rect width="72" height="72" rx="18" fill="#e7f2ef" />
        <path
          d="M20 32 36 19l16 13v20a2 2 0 0 1-2 2H22a2 2 0 0 1-2-2z"
          fill="none"
          stroke="#0E7C66"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path d="M30 38l12 12M42 38 30 50" stroke="#0E7C66" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 id="sf-unavailable-title" className="sf-unavailable__title">
        {t('store.unavailable')}
      </h1>
      <p className="sf-unavailable__text">
        <SupportContact email={supportEmail} />
      </p>
    </section>
  );
}
