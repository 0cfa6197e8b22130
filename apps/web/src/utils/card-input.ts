/** Card fields typed by hand: the simulated provider's forms (guest checkout, host billing). */

export const TEST_MODE_NOTE = 'Test mode: use 4242 4242 4242 4242';

export const cardMessages = {
  number: 'Your card number is incomplete.',
  expiry: "Your card's expiration date is incomplete.",
  cvc: "Your card's security code is incomplete.",
} as const;

/** "12/34" or "12 / 2034" as month and year; null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: Number(match[2]) };
}

/** Groups card digits by four as they are typed ("4242 4242 ..."). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" typed becomes "12/34". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
