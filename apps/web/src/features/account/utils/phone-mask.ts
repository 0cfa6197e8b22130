/**
 * Types into the notification mask +1 (999) 999-9999: the digits typed fill the mask, the
 * leading country code 1 is fixed.
 */
export function maskNotificationPhone(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (!digits) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  let masked = `+1 (${area}`;
  if (digits.length >= 3) masked += ')';
  if (exchange) masked += ` ${exchange}`;
  if (line) masked += `-${line}`;
  return masked;
}
