import { z } from 'zod';
import { CART_LINE_PROBLEMS } from '../commerce/cart-line-problem';
import { PRICE_TYPES } from '../product-constants';
import { cartQuantity, optionalText } from '../zod-fields';

const ZMoneyInputSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/),
    ],
    { error: 'Enter a valid amount.' },
  )
  .transform((value) => Math.round(Number(value) * 100))
  .refine(
    (cents) => Number.isFinite(cents) && cents >= 0 && cents <= 10_000_000,
    'Enter a valid amount.',
  );

export const ZCartLineBodySchema = z
  .object({
    product_id: z.uuid({ error: 'Not a valid product.' }),
    quantity: cartQuantity(),
    delivery_date: z.string().max(10).nullable().optional(),
    note: optionalText(1000),
    price: ZMoneyInputSchema.nullable().optional(),
    price_type: z.enum(PRICE_TYPES).optional(),
    product_price_id: z.uuid({ error: 'Please select an option' }).nullable().optional(),
    extra_fields: z
      .array(z.object({ product_field_id: z.string().max(64), value: z.string().trim().max(1000) }))
      .max(20)
      .optional()
      .default([]),
  })
  .strict();
export type TCartLineBody = z.infer<typeof ZCartLineBodySchema>;
export type TCartLineBodyInput = z.input<typeof ZCartLineBodySchema>;

export const ZQuantityBodySchema = z
  .object({
    count: cartQuantity({ min: 0 }),
  })
  .strict();

export const ZCartLineSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  quantity: z.number(),
  amount: z.number(),
  price: z.number(),
  convenience_fee: z.number(),
  guest_amount: z.number(),
  delivery_date: z.string().nullable(),
  is_preorder: z.boolean(),
  note: z.string(),
  approval_note: z.string(),
  extra_field_values: z.array(
    z.object({ product_field_id: z.string(), value: z.string(), label: z.string() }),
  ),
  is_purchasable_off_platform: z.boolean(),
  purchase_status: z.string().nullable(),
  purchase_failure_message: z.string().nullable(),
  cart_problem: z
    .enum(CART_LINE_PROBLEMS)
    .nullable()
    .describe('Why the line cannot be paid as it stands (a cart only; null once placed)'),
  stock_left: z
    .number()
    .nullable()
    .describe('How many are on the shelf now, for a product that counts its stock'),
  product_info: z.object({
    product_name: z.string(),
    image: z.string().nullable(),
    requires_approval: z.boolean(),
    price_type: z.enum(PRICE_TYPES),
    instructions_off_platform: z
      .string()
      .optional()
      .describe("The host's words for guests who pay it through Airbnb (a placed order only)"),
  }),
  product_price: z
    .object({
      id: z.string(),
      label: z.string(),
      time_label: z.string(),
      price: z.number(),
      is_variable_price: z.boolean(),
    })
    .nullable(),
});

/**
 * A seller's part of a paid order. `guest_purchase_uuid` is the guest's own link to a request
 * (`/guest/:uuid/`, where it can be cancelled), the one the guest's e-mail carries.
 */
export type TCartLine = z.infer<typeof ZCartLineSchema>;

export const ZOrderPurchaseSchema = z.object({
  id: z.string(),
  status: z.string(),
  requires_approval: z.boolean(),
  guest_purchase_uuid: z.string(),
});

/** The guest's cart in one store; `id` is null until the first add creates the order. */
export const ZOrderDetailSchema = z.object({
  id: z.string().nullable(),
  order_number: z.number().nullable(),
  store: z.string(),
  currency: z.string(),
  status: z.string(),
  total_amount: z.number(),
  total_convenience_fees: z.number(),
  guest_total: z.number(),
  off_platform_total: z.number(),
  is_purchasable_off_platform: z.boolean().nullable(),
  has_off_platform_products: z.boolean(),
  order_products: z.array(ZCartLineSchema),
  purchases: z.array(ZOrderPurchaseSchema),
  order_product_quantity: z.number(),
  store_name: z.string(),
  guest_name: z.string(),
  guest_email: z.string(),
  guest_phone: z.string(),
  is_ready: z.boolean(),
  has_error: z.boolean(),
});
export type TOrderDetail = z.infer<typeof ZOrderDetailSchema>;
