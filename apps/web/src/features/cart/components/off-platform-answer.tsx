import { useId } from 'react';
import { GuestButton } from '@/features/guest-ui';
import { useI18n } from '@/lib/i18n';

interface OffPlatformAnswerProps {
  madeOnAirbnb: boolean;
  onChange: () => void;
}

/**
 * The guest's answer to the Airbnb question, which decides what the card pays, with a way to
 * answer again (a wrong tap would otherwise hold for the whole order).
 */
export function OffPlatformAnswer({ madeOnAirbnb, onChange }: OffPlatformAnswerProps) {
  const { t } = useI18n();
  const answerId = useId();
  return (
    <p className="sf-airbnb-answer">
      <span id={answerId}>
        {t(madeOnAirbnb ? 'cart.airbnbAnsweredYes' : 'cart.airbnbAnsweredNo')}
      </span>{' '}
      <GuestButton variant="link" size="small" aria-describedby={answerId} onClick={onChange}>
        {t('cart.airbnbChange')}
      </GuestButton>
    </p>
  );
}
