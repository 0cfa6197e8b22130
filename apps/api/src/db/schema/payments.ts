import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchants } from './local-vendors';
import { customers, orderProducts, orders } from './orders';
import { products } from './products';

/** Lines of an order grouped per seller (the host or one merchant) and per approval need. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    // PEND, PROC, COMP, HOLD, CNCL, RFND, FAIL
    status: text('status').notNull().default('PEND'),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    isOffPlatform: boolean('is_off_platform').notNull().default(false),
    amountCents: integer('amount_cents').notNull(),
    convenienceFeeCents: integer('convenience_fee_cents').notNull(),
    guestAmountCents: integer('guest_amount_cents').notNull(),
    ownerProfitCents: integer('owner_profit_cents').notNull(),
    merchantAmountCents: integer('merchant_amount_cents').notNull().default(0),
    paymentIntentId: text('payment_intent_id'),
    isPrimaryPayment: boolean('is_primary_payment').notNull().default(false),
    failureMessage: text('failure_message'),
    guestUuid: uuid('guest_uuid').notNull().defaultRandom(),
    ownerUuid: uuid('owner_uuid').notNull().defaultRandom(),
    merchantUuid: uuid('merchant_uuid').notNull().defaultRandom(),
    approvalNote: text('approval_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_order_idx').on(t.orderId),
    index('purchases_intent_idx').on(t.paymentIntentId),
  ],
);

/** Units held for an order between checkout and payment; released on failure or expiry. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderProductId: uuid('order_product_id')
      .notNull()
      .references(() => orderProducts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('stock_reservations_open_idx').on(t.expiresAt)],
);

/** Provider events already handled: a repeated delivery changes nothing twice. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The provider's customer for a checkout customer (card saved for later charges). */
export const paymentCustomers = pgTable('payment_customers', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  providerCustomerId: text('provider_customer_id').notNull(),
  defaultPaymentMethodId: text('default_payment_method_id'),
});

/** The simulated provider's own records, in the database so every API process sees them. */
export const simulatedIntents = pgTable('simulated_intents', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  clientSecret: text('client_secret').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  captureMethod: text('capture_method').notNull(),
  customerId: text('customer_id'),
  saveCard: boolean('save_card').notNull().default(false),
  status: text('status').notNull().default('requires_payment_method'),
  paymentMethodId: text('payment_method_id'),
  lastError: text('last_error'),
  amountReceivedCents: integer('amount_received_cents').notNull().default(0),
  amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulatedRefunds = pgTable('simulated_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  intentId: text('intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const simulatedPaymentMethods = pgTable('simulated_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id'),
  last4: text('last4').notNull(),
  // What charging this card does: succeeds, is declined, or lacks funds.
  outcome: text('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
