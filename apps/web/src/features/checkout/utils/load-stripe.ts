// Stripe.js comes from Stripe's own address, and only when the real provider is in use: the
// simulated mode never loads it.
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

/** The small part of Stripe.js the checkout uses. */
export interface StripePaymentElement {
  mount: (target: HTMLElement) => void;
  destroy: () => void;
}

export interface StripeElements {
  create: (type: 'payment') => StripePaymentElement;
}

export interface StripeInstance {
  elements: (options: { clientSecret: string }) => StripeElements;
  confirmPayment: (options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { receipt_email: string; return_url?: string };
  }) => Promise<{ error?: { type?: string; message?: string } }>;
  /** Saves the card of a SetupIntent (requests charged when approved) without a payment. */
  confirmSetup: (options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url?: string };
  }) => Promise<{ error?: { type?: string; message?: string } }>;
}

type StripeFactory = (publishableKey: string) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: Promise<StripeFactory> | null = null;

/** Adds the Stripe.js script once and resolves with its factory. */
export function loadStripe(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load.'));
    script.onerror = () => reject(new Error('Stripe.js did not load.'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
