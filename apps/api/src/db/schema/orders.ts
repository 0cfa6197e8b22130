import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '@stayfront/core';
import { sql } from 'drizzle-orm';
import { oneOf } from './checks';
import { productPrices, products } from './products';
import { stores } from './stores';
import { users } from './users';

export interface ExtraFieldValue {
  product_field_id: string;
  label: string;
  value: string;
}

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guestUserId: uuid('guest_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customers_guest_idx').on(t.guestUserId)],
);

/** A guest's cart for one store; it becomes the order when paid. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: bigserial('order_number', { mode: 'number' }).notNull().unique(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    guestUserId: uuid('guest_user_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id').references(() => customers.id),
    // PEND while it is a cart; later statuses come with checkout.
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('PEND'),
    currency: text('currency').notNull().default('USD'),
    /** The language the guest read the store in; its receipt and request e-mails use it. */
    locale: text('locale').notNull().default('en'),
    isPurchasableOffPlatform: boolean('is_purchasable_off_platform'),
    isReady: boolean('is_ready').notNull().default(false),
    hasError: boolean('has_error').notNull().default(false),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_guest_store_idx').on(t.guestUserId, t.storeId, t.status),
    oneOf('orders_status_check', t.status, ORDER_STATUSES),
    // Reads that walk the orders themselves (the products export, the services calendar) go
    // newest first, per store or overall; the order list reads order_summaries.
    index('orders_store_placed_idx')
      .on(t.storeId, t.placedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isReady}`),
    index('orders_placed_idx')
      .on(t.placedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isReady}`),
    // The reconciliation job's placed orders that have not settled yet.
    index('orders_unsettled_idx')
      .on(t.placedAt)
      .where(sql`${t.status} = 'PROC' AND NOT ${t.isReady}`),
  ],
);

/**
 * What the owner's order lists filter on, one row per order, kept by database triggers (migration
 * 0008) so that every write of an order, its purchases, refunds and lines keeps it right: where
 * and when the order was placed, the status filter words of its lines (completed, hold, cancel,
 * refunded) and whether a line has no delivery date (it is served the day the order is placed).
 * Filtered counts read its index alone. The triggers run at commit and lock only these rows,
 * which nothing else locks: the orders and their purchases keep the lock order they had.
 */
export const orderSummaries = pgTable(
  'order_summaries',
  {
    // The order's id (no foreign key: the triggers remove the row with the order).
    id: uuid('id').primaryKey(),
    storeId: uuid('store_id').notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    isReady: boolean('is_ready').notNull().default(false),
    lineStatuses: text('line_statuses')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hasUndatedLine: boolean('has_undated_line').notNull().default(false),
  },
  (t) => [
    index('order_summaries_store_placed_idx')
      .on(
        t.storeId,
        t.placedAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.lineStatuses,
        t.hasUndatedLine,
      )
      .where(sql`${t.isReady}`),
    // An owner's newest orders across all stores, for the first pages of the unfiltered list.
    index('order_summaries_placed_idx')
      .on(t.placedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isReady}`),
    // The pending requests: only orders waiting for an answer are in it.
    index('order_summaries_hold_idx')
      .on(t.storeId)
      .where(sql`'hold' = ANY(${t.lineStatuses})`),
  ],
);

export const orderProducts = pgTable(
  'order_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    productPriceId: uuid('product_price_id').references(() => productPrices.id),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    convenienceFeeCents: integer('convenience_fee_cents').notNull(),
    deliveryDate: date('delivery_date'),
    note: text('note').notNull().default(''),
    extraFieldValues: jsonb('extra_field_values').$type<ExtraFieldValue[]>().notNull().default([]),
    // Set at checkout: the purchase the line is paid in, and how the money splits.
    purchaseId: uuid('purchase_id'),
    // Set at checkout too: the product's name as the guest bought it. A placed line shows this
    // name from then on (a later rename changes no order's history); a cart's line, which has
    // none yet, shows the product's current name (db/line-product-name.ts).
    productName: text('product_name'),
    // The order's store, copied by a database trigger (migration 0008) when the line is written:
    // the owner's lines by service date are an index range per store.
    storeId: uuid('store_id'),
    ownerProfitCents: integer('owner_profit_cents').notNull().default(0),
    merchantAmountCents: integer('merchant_amount_cents').notNull().default(0),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    isRefunded: boolean('is_refunded').notNull().default(false),
    // Set by the payouts issue when the line's owner profit has been paid out.
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_products_order_idx').on(t.orderId, t.deliveryDate),
    index('order_products_purchase_idx').on(t.purchaseId),
    index('order_products_delivery_idx').on(t.deliveryDate),
    index('order_products_store_delivery_idx').on(t.storeId, t.deliveryDate, t.orderId),
    // Whether an order has a refunded line, for its summary: one probe however many lines.
    index('order_products_refunded_idx')
      .on(t.orderId)
      .where(sql`${t.isRefunded}`),
  ],
);

export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    guestUserId: uuid('guest_user_id')
      .notNull()
      .references(() => users.id),
    affiliateLink: text('affiliate_link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also unique on (product_id, guest_user_id): affiliate_clicks_product_guest_unique, made by
  // the hand-written SQL of the uploads migration after removing earlier repeats.
  (t) => [index('affiliate_clicks_product_idx').on(t.productId)],
);
