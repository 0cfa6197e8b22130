import { Checkbox } from 'antd';

interface AgreementCheckboxProps {
  agreed: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
  termsHref: string;
}

export function AgreementCheckbox({ agreed, error, onChange, termsHref }: AgreementCheckboxProps) {
  return (
    <div className="ck-agreement">
      <Checkbox
        checked={agreed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'ck-agreement-error' : undefined}
        onChange={(event) => onChange(event.target.checked)}
      >
        I agree to the{' '}
        <a href={termsHref} target="_blank" rel="noopener noreferrer">
          terms and conditions
        </a>
      </Checkbox>
      {error ? (
        <p id="ck-agreement-error" className="ck-agreement__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
