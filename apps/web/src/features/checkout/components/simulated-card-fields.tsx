import { TEST_MODE_NOTE } from '@/utils/card-input';
import { CheckoutTextField, type CheckoutFieldsProps } from './checkout-text-field';

/** The plain card form of the simulated provider. */
export function SimulatedCardFields(fields: CheckoutFieldsProps) {
  return (
    <>
      <p className="ck-test-note">{TEST_MODE_NOTE}</p>
      <CheckoutTextField field="cardNumber" {...fields} />
      <div className="ck-row ck-row--card">
        <CheckoutTextField field="expiry" {...fields} />
        <CheckoutTextField field="cvc" {...fields} />
      </div>
    </>
  );
}
