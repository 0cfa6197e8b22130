import { z } from 'zod';
import { ORDER_PRODUCT_STATUSES, ORDER_STATUS_FILTERS } from '../commerce/line-status';
import { ORDER_DATE_FILTERS, ORDERS_PAGE_SIZE, REFUND_TYPES } from '../orders';
import { dateRangeMessages } from '../services-calendar';
import { integerParam, isoDate } from '../zod-fields';
import { ZGuestDetailsSchema, ZStoreRefSchema } from './common';

// A query parameter sent empty (`?status=`) means "no filter", as a form would send it.
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const filterFields = {
  status: optionalParam(
    z.enum(ORDER_STATUS_FILTERS, {
      error: `Select one of: ${ORDER_STATUS_FILTERS.join(', ')}.`,
    }),
  ).describe('Line status: completed, hold, cancel or refunded'),
  start_date: optionalParam(isoDate()).describe('First day, YYYY-MM-DD (UTC)'),
  end_date: optionalParam(isoDate()).describe('Last day, YYYY-MM-DD (UTC), included'),
  date_filter: optionalParam(
    z.enum(ORDER_DATE_FILTERS, {
      error: `Select one of: ${ORDER_DATE_FILTERS.join(', ')}.`,
    }),
  ).describe(
    'Which date start_date/end_date apply to: date_of_order (default, when the order was placed) or date_of_service (a line delivery date, else the order date)',
  ),
  store_id: optionalParam(z.uuid({ error: 'Not found.' })).describe('One of your stores'),
};

const endNotBeforeStart = (query: { start_date?: string; end_date?: string }) =>
  !query.start_date || !query.end_date || query.end_date >= query.start_date;
const endDateIssue = { message: dateRangeMessages.endBeforeStart, path: ['end_date'] };

export const ZOrderFiltersSchema = z.object(filterFields).refine(endNotBeforeStart, endDateIssue);
export type TOrderFilters = z.infer<typeof ZOrderFiltersSchema>;

export const ZOrderListQuerySchema = z
  .object({
    ...filterFields,
    limit: optionalParam(integerParam({ min: 1, max: 100 })).describe(
      `Page size, ${ORDERS_PAGE_SIZE} by default`,
    ),
    offset: optionalParam(integerParam({ min: 0 })),
  })
  .refine(endNotBeforeStart, endDateIssue);
export type TOrderListQuery = z.infer<typeof ZOrderListQuerySchema>;

export const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'Not found.' }) });

export const ZRefundPollQuerySchema = z.object({
  refundRequestId: z.uuid({ error: 'Enter the refundRequestId the refund answered.' }),
  refundType: z.enum(REFUND_TYPES, {
    error: `Select one of: ${REFUND_TYPES.join(', ')}.`,
  }),
});

export const ZRefundStartedSchema = z.object({
  refundRequestId: z.string(),
  refundType: z.enum(REFUND_TYPES),
});

export const ZIsRefundedSchema = z.object({ is_refunded: z.boolean() });
export type TIsRefunded = z.infer<typeof ZIsRefundedSchema>;

export type TRefundStarted = z.infer<typeof ZRefundStartedSchema>;

export const ZOrderProductSchema = z.object({
  id: z.string(),
  product_name: z.string(),
  option: z.string().describe('The price option the guest chose (its name or time), or empty'),
  extra_field_values: z
    .array(z.object({ label: z.string(), value: z.string() }))
    .describe("The guest's answers to the product's extra questions"),
  quantity: z.number(),
  price: z.number(),
  amount_to_refund: z.number().describe('What a refund of this line would return now'),
  convenience_fee: z.number(),
  delivery_date: z.string().nullable(),
  is_refunded: z.boolean(),
  status: z.enum(ORDER_PRODUCT_STATUSES),
  cancel_reason: z.string().nullable(),
  can_approve: z.boolean(),
  is_refundable: z.boolean(),
  non_refundable_reason: z.string().nullable(),
  owner_purchase_uuid: z.string(),
  category: z.string(),
  store_name: z.string(),
  is_off_platform: z.boolean().describe('Paid through the booking platform (Airbnb), not by card'),
  guest_amount: z
    .number()
    .describe('Captured by card (amount and convenience fee); 0 unless the payment went through'),
  amount_refunded: z.number().describe('Given back to the guest by card'),
  paid_off_platform: z.number().describe('Paid through the booking platform (Airbnb)'),
  owner_profit: z.number().describe("The host's profit from the card payment, after refunds"),
  order_number: z.number(),
});

export type TOrderProduct = z.infer<typeof ZOrderProductSchema>;

/** Money figures of purchases and orders are the sums of their lines' (core `lineFigures`). */
export const ZPurchaseSchema = z.object({
  id: z.string(),
  guest_amount: z.number(),
  amount_refunded: z.number(),
  paid_off_platform: z.number(),
  owner_profit: z.number(),
  convenience_fee: z.number(),
  status: z.string().describe('Purchase status code: PEND, PROC, COMP, HOLD, CNCL, RFND, FAIL'),
  order_products: z.array(ZOrderProductSchema),
});

export type TPurchase = z.infer<typeof ZPurchaseSchema>;

export const ZOrderSchema = z.object({
  id: z.string(),
  order_number: z.number(),
  date_created: z.string(),
  grand_total: z.number().describe('Captured by card'),
  amount_refunded: z.number(),
  paid_off_platform: z.number(),
  owner_profit: z.number(),
  currency: z.string(),
  status: z.enum(ORDER_PRODUCT_STATUSES),
  is_refundable: z.boolean(),
  non_refundable_reason: z.string().nullable(),
  owner_order_uuid: z
    .string()
    .describe('owner_purchase_uuid of the purchase the host acts on: the first one on hold'),
  is_purchasable_off_platform: z.boolean(),
  guest: ZGuestDetailsSchema,
  store: ZStoreRefSchema,
  purchases: z.array(ZPurchaseSchema),
});
export type TOrder = z.infer<typeof ZOrderSchema>;

export const ZOrderListSchema = z.object({
  count: z.number(),
  limit: z.number(),
  results: z.array(ZOrderSchema),
});
export type TOrderList = z.infer<typeof ZOrderListSchema>;
