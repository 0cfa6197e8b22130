import { hostOffPlatformInstructions } from '@stayfront/core';
import {
  formatIsoDateIn,
  formatTimeIn,
  isLocale,
  type Locale,
  type Translate,
} from '@stayfront/core/i18n';
import { translatorFor } from '@stayfront/core/i18n/server';

/** An order line as e-mails and texts name it. */
export interface NamedLine {
  line: { quantity: number; deliveryDate: string | null };
  product: { productName: string };
  /** The price option the guest chose, when the product has several. */
  option?: { label: string | null; timeLabel: string | null } | null;
}

/** The words and formats of one reader: hosts read English, guests their own language. */
export interface Reader {
  locale: Locale;
  t: Translate;
}

const HOST: Reader = { locale: 'en', t: translatorFor('en') };

/** The lines' products, once each. */
const productsOf = <P extends { id: string }>(lines: readonly { product: P }[]) => [
  ...new Map(lines.map(({ product }) => [product.id, product])).values(),
];

/**
 * Each product's instructions for the guest after the purchase, once per product, in the
 * reader's words around the host's own text.
 */
export const productInstructions = (
  lines: readonly { product: { id: string; productName: string; instructions: string } }[],
  { t }: Reader,
) =>
  productsOf(lines)
    .filter((product) => product.instructions.trim())
    .map((product) =>
      t('email.receiptInstructions', {
        product: product.productName,
        instructions: product.instructions.trim(),
      }),
    );

/**
 * The host's own instructions for each product the guest pays through Airbnb, once per product,
 * in the reader's words around the host's text (none for the default text, which the receipt
 * already says in the reader's language).
 */
export const offPlatformInstructions = (
  lines: readonly {
    product: { id: string; productName: string; instructionsOffPlatform: string };
  }[],
  { t }: Reader,
) =>
  productsOf(lines).flatMap((product) => {
    const instructions = hostOffPlatformInstructions(product.instructionsOffPlatform);
    return instructions
      ? [t('email.receiptAirbnbInstructions', { product: product.productName, instructions })]
      : [];
  });

/**
 * A link to a guest page that opens in the reader's language (`?lang=`), whatever the language of
 * the browser the guest opens it in. English, the pages' default, needs none.
 */
export const guestPageLink = (url: string, { locale }: Reader) =>
  locale === 'en' ? url : `${url}?lang=${locale}`;

/** A guest's reader, from the language stored on the order (English when unknown). */
export const readerOf = (locale: string | null | undefined): Reader => {
  const chosen = isLocale(locale) ? locale : 'en';
  return { locale: chosen, t: translatorFor(chosen) };
};

/** The option's name, or its time ("1:00 PM") for early check-in and late check-out. */
const optionText = (option: NamedLine['option'], locale: Locale) =>
  option?.label || formatTimeIn(locale, option?.timeLabel) || '';

/** "2 × Firewood", or "1 × Kayak tour (Half day)" with the chosen option */
export const lineName = ({ line, product, option }: NamedLine, { t, locale }: Reader = HOST) => {
  const chosen = optionText(option, locale);
  const values = { quantity: line.quantity, name: product.productName };
  return chosen ? t('email.lineOption', { ...values, option: chosen }) : t('email.line', values);
};

/**
 * "2 × Firewood on 2026-12-01": the name with the day of service when there is one; hosts read
 * the day as stored, guests in their language's form.
 */
export const lineWithDate = (named: NamedLine, reader: Reader = HOST) => {
  const name = lineName(named, reader);
  const { deliveryDate } = named.line;
  if (!deliveryDate) return name;
  const date = reader === HOST ? deliveryDate : formatIsoDateIn(reader.locale, deliveryDate);
  return reader.t('email.lineOn', { line: name, date: date ?? deliveryDate });
};

/** "2 × Firewood, 1 × Early Check-In" */
export const linesSummary = (lines: NamedLine[], reader: Reader = HOST) =>
  lines.map((named) => lineName(named, reader)).join(', ');

/**
 * What the host must know of items paid through Airbnb: the platform never takes that money, so
 * the host asks for it in Airbnb's Resolution Center and it is no part of their payouts.
 */
export const paidThroughAirbnbText = (amount: string) =>
  `The guest pays ${amount} through Airbnb, not by card: send them a payment request in the Airbnb Resolution Center. This money is not part of your payouts.`;
