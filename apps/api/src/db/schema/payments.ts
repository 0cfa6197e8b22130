import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  PURCHASE_STATUSES,
  REFUND_STATUSES,
  REFUND_TYPES,
  REQUEST_DECIDERS,
} from '@stayfront/core';
import { oneOf } from './checks';
import { merchants } from './local-vendors';
import { owners } from './owners';
import { stores } from './stores';
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
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('PEND'),
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
    // Paid after its stock hold lapsed, when the stock had gone to another guest: refunded.
    soldOutWhilePaying: boolean('sold_out_while_paying').notNull().default(false),
    guestUuid: uuid('guest_uuid').notNull().defaultRandom(),
    ownerUuid: uuid('owner_uuid').notNull().defaultRandom(),
    merchantUuid: uuid('merchant_uuid').notNull().defaultRandom(),
    approvalNote: text('approval_note').notNull().default(''),
    // A request delivered more than 6 days ahead: the card is saved, not authorised, and charged
    // on approval (an authorisation would expire first).
    chargeOnApproval: boolean('charge_on_approval').notNull().default(false),
    // Who ended a HOLD: owner, merchant, guest or system (the authorisation was about to expire).
    decidedBy: text('decided_by', { enum: REQUEST_DECIDERS }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchases_order_idx').on(t.orderId, t.status),
    // The approval links find their purchase by these.
    uniqueIndex('purchases_guest_uuid_unique').on(t.guestUuid),
    uniqueIndex('purchases_owner_uuid_unique').on(t.ownerUuid),
    uniqueIndex('purchases_merchant_uuid_unique').on(t.merchantUuid),
    index('purchases_intent_idx').on(t.paymentIntentId),
    index('purchases_status_created_idx').on(t.status, t.createdAt),
    oneOf('purchases_status_check', t.status, PURCHASE_STATUSES),
    oneOf('purchases_decided_by_check', t.decidedBy, REQUEST_DECIDERS),
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
  (t) => [
    // Only open holds: confirmed and released ones keep their old expiry for ever, and the expiry
    // sweep of every checkout must not walk them.
    index('stock_reservations_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.releasedAt} IS NULL AND ${t.confirmedAt} IS NULL`),
    // Checkouts, payments and refunds find an order's holds by its lines.
    index('stock_reservations_line_idx').on(t.orderProductId),
  ],
);

/** Provider events already handled: a repeated delivery changes nothing twice. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The effects the commerce outbox knows how to carry out. */
export const OUTBOX_KINDS = [
  'receipt',
  'order-notices',
  'request-outcome',
  'charge-saved-card',
  'give-payment-back',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * What a money change leaves to do outside the database (e-mails, texts, provider calls), written
 * in the transaction of the change and done after it commits, by the same process at once or by
 * the sweep job after a crash (docs/decisions: payment events exactly once). `key` names the
 * effect, so a repeated change queues it once.
 */
export const commerceOutbox = pgTable(
  'commerce_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
    orderId: uuid('order_id'),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    // Due from then; a delivery under way pushes it out by its lease, a failure by its backoff.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('commerce_outbox_key_unique').on(t.key),
    index('commerce_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.doneAt} IS NULL`),
    index('commerce_outbox_order_idx')
      .on(t.orderId)
      .where(sql`${t.doneAt} IS NULL`),
    oneOf('commerce_outbox_kind_check', t.kind, OUTBOX_KINDS),
  ],
);

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

/**
 * One refund of a whole order or of one line, per purchase it touches. The key makes a repeated
 * request a no-op; the provider call carries it as its idempotency key.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The id the web app polls with (refundRequestId); shared by the rows of one request.
    requestId: uuid('request_id').notNull(),
    // the spec's refundType
    refundType: text('refund_type', { enum: REFUND_TYPES }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderProductId: uuid('order_product_id').references(() => orderProducts.id, {
      onDelete: 'cascade',
    }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    // PEND until the provider answers, then COMP or FAIL.
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('PEND'),
    providerRefundId: text('provider_refund_id'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_request_idx').on(t.requestId),
    index('refunds_order_idx').on(t.orderId),
    // The reconciliation job's refunds still waiting for the provider.
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PEND'`),
    oneOf('refunds_status_check', t.status, REFUND_STATUSES),
    oneOf('refunds_refund_type_check', t.refundType, REFUND_TYPES),
  ],
);

/**
 * Money owed between the platform and a store's owner outside a normal payout: a refund after the
 * money was paid out is a DECR, applied to the next payout (the payouts issue applies them).
 */
export const balances = pgTable(
  'balances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    // INCR or DECR
    sign: text('sign').notNull(),
    amountCents: integer('amount_cents').notNull(),
    leftoverAmountCents: integer('leftover_amount_cents').notNull(),
    externalNote: text('external_note').notNull().default(''),
    refundId: uuid('refund_id').references(() => refunds.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('balances_store_idx').on(t.storeId, t.appliedAt)],
);

/** The simulated provider's Checkout Sessions in subscription mode (Stripe keeps its own). */
export const simulatedCheckoutSessions = pgTable('simulated_checkout_sessions', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  status: text('status').notNull().default('open'),
  subscriptionId: text('subscription_id'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The simulated provider's subscriptions: one price each, active until cancelled. */
export const simulatedSubscriptions = pgTable('simulated_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  status: text('status').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Events the simulated provider sends, kept until the handler acknowledges one (returns without
 * throwing) and sent again with backoff otherwise, as Stripe redelivers unanswered webhooks.
 */
export const simulatedEvents = pgTable(
  'simulated_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    // Due time of the next delivery; while one is under way, the end of its lease.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('simulated_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);
