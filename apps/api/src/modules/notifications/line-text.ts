/** An order line as e-mails and texts name it. */
export interface NamedLine {
  line: { quantity: number; deliveryDate: string | null };
  product: { productName: string };
}

/** "2 × Firewood" */
export const lineName = ({ line, product }: NamedLine) =>
  `${line.quantity} × ${product.productName}`;

/** "2 × Firewood on 2026-12-01": the name with the day of service when there is one. */
export const lineWithDate = (named: NamedLine) =>
  `${lineName(named)}${named.line.deliveryDate ? ` on ${named.line.deliveryDate}` : ''}`;

/** "2 × Firewood, 1 × Early Check-In" */
export const linesSummary = (lines: NamedLine[]) => lines.map(lineName).join(', ');
