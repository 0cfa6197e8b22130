import { splitAtValue } from '@stayfront/core/i18n';
import { GuestCheckbox } from '@/features/guest-ui';
import { useI18n } from '@/lib/i18n';

interface AgreementCheckboxProps {
  agreed: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
  termsHref: string;
}

export function AgreementCheckbox({ agreed, error, onChange, termsHref }: AgreementCheckboxProps) {
  const { t, message } = useI18n();
  const [before, after] = splitAtValue(t, 'checkout.agreement', 'terms');
  return (
    <div className="ck-agreement">
      <GuestCheckbox
        checked={agreed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'ck-agreement-error' : undefined}
        onChange={(event) => onChange(event.target.checked)}
      >
        {before}
        <a href={termsHref} target="_blank" rel="noopener noreferrer">
          {t('checkout.terms')}
        </a>
        {after}
      </GuestCheckbox>
      {error ? (
        <p id="ck-agreement-error" className="ck-agreement__error" role="alert">
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}
