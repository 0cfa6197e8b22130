/** An order line as e-mails and texts name it. */
export interface NamedLine {
  line: { quantity: number; deliveryDate: string | null };
  product: { productName: string };
  /** The price option the guest chose, when the product has several. */
  option?: { label: string | null; timeLabel: string | null } | null;
}

/** The option's name, or its time ("13:00") for early check-in and late check-out. */
const optionText = (option: NamedLine['option']) =>
  option?.label || (option?.timeLabel ?? '').slice(0, 5);

/** "2 × Firewood", or "1 × Kayak tour (Half day)" with the chosen option */
export const lineName = ({ line, product, option }: NamedLine) => {
  const chosen = optionText(option);
  return `${line.quantity} × ${product.productName}${chosen ? ` (${chosen})` : ''}`;
};

/** "2 × Firewood on 2026-12-01": the name with the day of service when there is one. */
export const lineWithDate = (named: NamedLine) =>
  `${lineName(named)}${named.line.deliveryDate ? ` on ${named.line.deliveryDate}` : ''}`;

/** "2 × Firewood, 1 × Early Check-In" */
export const linesSummary = (lines: NamedLine[]) => lines.map(lineName).join(', ');

/**
 * What the host must know of items paid through Airbnb: the platform never takes that money, so
 * the host asks for it in Airbnb's Resolution Center and it is no part of their payouts.
 */
export const paidThroughAirbnbText = (amount: string) =>
  `The guest pays ${amount} through Airbnb, not by card: send them a payment request in the Airbnb Resolution Center. This money is not part of your payouts.`;
