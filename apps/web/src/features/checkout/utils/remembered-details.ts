import type { CheckoutValues } from './checkout-form';

type RememberedDetails = Pick<CheckoutValues, 'firstName' | 'lastName' | 'phone'>;

const keyOf = (orderId: string) => `checkoutDetails:${orderId}`;

/**
 * The name and phone a guest typed for an order, kept for this tab: after a declined card the
 * guest goes back through the cart to a new checkout of the same order, which starts from them.
 */
export function rememberDetails(orderId: string, details: RememberedDetails): void {
  try {
    window.sessionStorage.setItem(keyOf(orderId), JSON.stringify(details));
  } catch {
    // Storage unavailable: the guest types them again.
  }
}

export function rememberedDetails(orderId: string): Partial<RememberedDetails> {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(keyOf(orderId)) ?? 'null');
    if (!saved || typeof saved !== 'object') return {};
    const { firstName, lastName, phone } = saved as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries({ firstName, lastName, phone }).filter(([, v]) => typeof v === 'string'),
    );
  } catch {
    return {};
  }
}
