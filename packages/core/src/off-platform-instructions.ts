import { defaultOffPlatformInstructions } from './product-constants';

/**
 * A product's instructions for guests who pay it through Airbnb, as the host wrote them; empty
 * when the host left the default text (the product form stores it for an empty field), which the
 * guest's pages and receipt already say in the guest's own language.
 */
export function hostOffPlatformInstructions(stored: string): string {
  const text = stored.trim();
  return text === defaultOffPlatformInstructions ? '' : text;
}
