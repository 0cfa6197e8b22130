import { useRef, useState } from 'react';
import { parseExpiry } from '@/utils/card-input';
import {
  confirmSimulatedPayment,
  createPaymentIntent,
  type PaymentIntent,
} from '../api/checkout-calls';
import type { StripeConfirm } from '../components/stripe-payment-element';
import { CARD_FIELDS, type CheckoutField, type CheckoutValues } from '../utils/checkout-form';
import { useFeedback } from '@/components/feedback/app-feedback';

/**
 * The card payment of an order: one payment intent, for the total the guest is shown, confirmed
 * with the simulated provider's card fields or, for the real provider, Stripe's Payment Element
 * (shown once the intent says stripe).
 */
export function useCardPayment(orderId: string, customerId: string, shownTotal: number) {
  const { message } = useFeedback();
  // The intent outlives a failed confirm (a mistyped card), so a second try reuses it.
  const intentRef = useRef<PaymentIntent | null>(null);
  const [stripeIntent, setStripeIntent] = useState<PaymentIntent | null>(null);
  const stripeConfirm = useRef<StripeConfirm | null>(null);

  const setStripeConfirm = (confirm: StripeConfirm | null) => {
    stripeConfirm.current = confirm;
  };

  /** Whether the payment was settled (paid or declined); false when the guest has more to do. */
  const pay = async (
    values: CheckoutValues,
    check: (fields: CheckoutField[]) => boolean,
  ): Promise<boolean> => {
    const intent =
      intentRef.current ?? (await createPaymentIntent(orderId, customerId, shownTotal));
    intentRef.current = intent;
    const email = values.email.trim();

    if (intent.provider === 'stripe') {
      if (!stripeConfirm.current) {
        // First sight of the real provider: its Payment Element takes the card.
        setStripeIntent(intent);
        return false;
      }
      const result = await stripeConfirm.current(email);
      if (result.error) void message.error(result.error);
      return !result.incomplete;
    }

    if (!check(CARD_FIELDS)) return false;
    const expiry = parseExpiry(values.expiry)!;
    const result = await confirmSimulatedPayment({
      client_secret: intent.client_secret,
      card_number: values.cardNumber.replace(/\s/g, ''),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: values.cvc.trim(),
      email,
    });
    // A declined card is settled like any payment: the result page says Payment Declined.
    if (result.error) void message.error(result.error);
    return true;
  };

  return { stripeIntent, setStripeConfirm, pay };
}
