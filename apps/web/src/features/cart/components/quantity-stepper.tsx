import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useI18n } from '@/lib/i18n';

interface QuantityStepperProps {
  value: number;
  /** What the control is about, for screen readers ("Quantity", "Quantity of Bike rental"). */
  label: string;
  onDecrement: () => void;
  onIncrement: () => void;
  minusDisabled?: boolean;
  plusDisabled?: boolean;
  /** A change is being saved: both buttons wait. */
  busy?: boolean;
  id?: string;
}

/** Minus, the quantity, plus. */
export function QuantityStepper({
  value,
  label,
  onDecrement,
  onIncrement,
  minusDisabled = false,
  plusDisabled = false,
  busy = false,
  id,
}: QuantityStepperProps) {
  const { t } = useI18n();
  return (
    <div
      className="sf-stepper"
      role="group"
      aria-label={label}
      id={id}
      aria-busy={busy || undefined}
    >
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={t('cart.decrease')}
        disabled={minusDisabled || busy}
        onClick={onDecrement}
      >
        <MinusOutlined aria-hidden="true" />
      </button>
      {/* A span, not <output>: antd's form styles restyle every <output> inside a form. */}
      <span className="sf-stepper__value" aria-live="polite">
        {value}
      </span>
      <button
        type="button"
        className="sf-stepper__button"
        aria-label={t('cart.increase')}
        disabled={plusDisabled || busy}
        onClick={onIncrement}
      >
        <PlusOutlined aria-hidden="true" />
      </button>
    </div>
  );
}
