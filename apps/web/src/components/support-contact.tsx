import { splitAtValue } from '@stayfront/core/i18n';
import { useI18n } from '@/lib/i18n';

/** "If you need support contact us at {email}." with the address as a mail link. */
export function SupportContact({ email }: { email: string }) {
  const { t } = useI18n();
  const [before, after] = splitAtValue(t, 'common.supportContact', 'email');
  return (
    <>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </>
  );
}
