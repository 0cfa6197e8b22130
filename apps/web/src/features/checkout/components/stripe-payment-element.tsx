import { useEffect, useRef, useState } from 'react';
import { GuestSpinner } from '@/features/guest-ui';
import type { PaymentIntent } from '../api/checkout-calls';
import { loadStripe } from '../utils/load-stripe';

/** Confirms the mounted Payment Element; resolves with the provider's message on failure. */
export type StripeConfirm = (email: string) => Promise<{ error?: string; incomplete?: boolean }>;

interface StripePaymentElementProps {
  intent: PaymentIntent;
  onReady: (confirm: StripeConfirm | null) => void;
  onLoadError: () => void;
}

/** Stripe's Payment Element (real provider only): Stripe.js loads when this mounts. */
export function StripePaymentElement({ intent, onReady, onLoadError }: StripePaymentElementProps) {
  const target = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  const callbacks = useRef({ onReady, onLoadError });
  useEffect(() => {
    callbacks.current = { onReady, onLoadError };
  });

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const key = intent.publishable_key;
    if (!key) {
      callbacks.current.onLoadError();
      return;
    }
    loadStripe()
      .then((factory) => {
        if (cancelled || !target.current) return;
        const stripe = factory(key);
        const elements = stripe.elements({ clientSecret: intent.client_secret });
        const element = elements.create('payment');
        element.mount(target.current);
        setMounted(true);
        destroy = () => element.destroy();
        callbacks.current.onReady(async (email) => {
          const return_url = window.location.href;
          const { error } =
            intent.intent_type === 'setup'
              ? await stripe.confirmSetup({
                  elements,
                  redirect: 'if_required',
                  confirmParams: { return_url },
                })
              : await stripe.confirmPayment({
                  elements,
                  redirect: 'if_required',
                  confirmParams: { receipt_email: email, return_url },
                });
          if (!error) return {};
          return { error: error.message, incomplete: error.type === 'validation_error' };
        });
      })
      .catch(() => {
        if (!cancelled) callbacks.current.onLoadError();
      });
    return () => {
      cancelled = true;
      destroy?.();
      callbacks.current.onReady(null);
    };
  }, [intent.client_secret, intent.publishable_key, intent.intent_type]);

  return (
    <div className="ck-stripe">
      {mounted ? null : <GuestSpinner />}
      <div ref={target} />
    </div>
  );
}
