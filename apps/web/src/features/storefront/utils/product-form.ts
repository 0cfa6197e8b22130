import { cartLineIssues, messages, parseTypedAmountCents, toLocalIsoDate } from '@stayfront/core';
import dayjs, { type Dayjs } from 'dayjs';
import type { CartLinePayload, OrderProduct } from '@/features/cart';
import type { GuestProduct } from '../types';
import { cartRulesOf } from './cart-rules';

export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';
export const PREORDER_AGREEMENT_MESSAGE = 'Please agree before adding this pre-order item.';

export interface ProductFormValues {
  delivery_date: Dayjs | null;
  /** The variable amount as typed, in dollars. */
  price: string;
  product_price_id: string | null;
  quantity: number;
  extra: Record<string, string>;
  note: string;
  agreement: boolean;
}

export type ProductFieldName =
  | 'delivery_date'
  | 'price'
  | 'product_price_id'
  | 'quantity'
  | 'note'
  | 'agreement'
  | ['extra', string];

export interface ProductFormIssue {
  name: ProductFieldName;
  message: string;
}

/** Today as the server counts it (UTC), so both sides agree on the earliest date. */
export function todayIso(): string {
  return toLocalIsoDate(new Date());
}

/** The form's starting values: the cart line's when editing, else the product's defaults. */
export function initialProductFormValues(
  product: GuestProduct,
  line?: OrderProduct | null,
): ProductFormValues {
  const onlyOption = product.product_prices.length === 1 ? product.product_prices[0]!.id : null;
  const extra = Object.fromEntries(product.extra_fields.map((field) => [field.id, '']));
  if (!line) {
    return {
      delivery_date: null,
      price: '',
      product_price_id: product.price_type === 'multiple' ? onlyOption : null,
      quantity: 1,
      extra,
      note: '',
      agreement: false,
    };
  }
  for (const value of line.extra_field_values) {
    if (value.product_field_id in extra) extra[value.product_field_id] = value.value;
  }
  const date = line.delivery_date ? dayjs(line.delivery_date) : null;
  return {
    delivery_date: date?.isValid() ? date : null,
    price: product.price_type === 'variable' ? line.price.toFixed(2) : '',
    product_price_id:
      product.price_type === 'multiple' ? (line.product_price?.id ?? onlyOption) : null,
    quantity: line.quantity,
    extra,
    note: line.note,
    // The guest agreed when adding the line.
    agreement: true,
  };
}

export function toCartLinePayload(
  product: GuestProduct,
  values: ProductFormValues,
): CartLinePayload {
  const cents = product.price_type === 'variable' ? parseTypedAmountCents(values.price) : null;
  return {
    product_id: product.id,
    quantity: values.quantity,
    delivery_date: values.delivery_date ? values.delivery_date.format(WIRE_DATE_FORMAT) : null,
    note: values.note.trim(),
    price: cents == null ? null : cents / 100,
    price_type: product.price_type,
    extra_fields: product.extra_fields.map((field) => ({
      product_field_id: field.id,
      value: (values.extra[field.id] ?? '').trim(),
    })),
    product_price_id: product.price_type === 'multiple' ? values.product_price_id : null,
  };
}

/** An API or rules field name ("extra_fields.<id>") as the form names it. */
export function toFormFieldName(field: string): ProductFieldName | null {
  if (field.startsWith('extra_fields.')) return ['extra', field.slice('extra_fields.'.length)];
  switch (field) {
    case 'delivery_date':
    case 'price':
    case 'product_price_id':
    case 'quantity':
    case 'note':
      return field;
    default:
      return null;
  }
}

/**
 * Everything wrong with the form, with the server's messages (the rules come from
 * @stayfront/core's cartLineIssues), plus the amount being given and the pre-order agreement.
 */
export function productFormIssues(
  product: GuestProduct,
  values: ProductFormValues,
  today: string = todayIso(),
): ProductFormIssue[] {
  const payload = toCartLinePayload(product, values);
  const issues: ProductFormIssue[] = [];
  if (product.price_type === 'variable' && payload.price == null) {
    issues.push({ name: 'price', message: messages.required });
  }
  for (const issue of cartLineIssues(
    cartRulesOf(product),
    {
      quantity: payload.quantity,
      delivery_date: payload.delivery_date,
      price_cents: payload.price == null ? null : Math.round(payload.price * 100),
      product_price_id: payload.product_price_id,
      extra_fields: payload.extra_fields,
    },
    today,
  )) {
    const name = toFormFieldName(issue.field);
    if (name) issues.push({ name, message: issue.message });
  }
  if (product.is_preorder && !values.agreement) {
    issues.push({ name: 'agreement', message: PREORDER_AGREEMENT_MESSAGE });
  }
  return issues;
}
