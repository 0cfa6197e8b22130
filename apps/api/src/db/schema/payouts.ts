import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HeldReason, PayoutMethodType, PayoutStatus } from '@stayfront/core';
import { owners } from './owners';
import { stores } from './stores';
import { orderProducts } from './orders';
import { balances } from './payments';

/**
 * Where an owner is paid: a Stripe connected account (accountId acct_..., status COMP once
 * onboarding is done) or a PayPal e-mail. A deleted method stays (inactive) for its payouts.
 */
export const payoutMethods = pgTable(
  'payout_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    type: text('type').$type<PayoutMethodType>().notNull(),
    nickname: text('nickname').notNull(),
    accountId: text('account_id').notNull(),
    country: text('country').notNull().default('US'),
    // PEND until Stripe onboarding is complete; PayPal methods are COMP at once.
    status: text('status').notNull().default('PEND'),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_methods_owner_idx').on(t.ownerId, t.isActive),
    index('payout_methods_account_idx').on(t.accountId),
    uniqueIndex('payout_methods_one_default')
      .on(t.ownerId)
      .where(sql`${t.isDefault} and ${t.isActive}`),
  ],
);

/**
 * What one monthly run did for one store: paid (PAYING, then COMP or FAIL) or HELD with a reason.
 * One row per store and month; the key is sent to the provider as its idempotency key.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    payoutMethodId: uuid('payout_method_id').references(() => payoutMethods.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    lineProfitCents: integer('line_profit_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: text('status').$type<PayoutStatus>().notNull(),
    heldReason: text('held_reason').$type<HeldReason>(),
    // The transfer or PayPal payout item; null until the provider's answer is recorded.
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_store_period_unique').on(t.storeId, t.periodStart),
    uniqueIndex('payouts_idempotency_key_unique').on(t.idempotencyKey),
    index('payouts_owner_period_idx').on(t.ownerId, t.periodStart),
    index('payouts_provider_reference_idx').on(t.providerReference),
    index('payouts_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PAYING' and ${t.providerReference} is null`),
  ],
);

/** The lines a payout (or a held month) took up, with the owner profit it counted for each. */
export const payoutLines = pgTable(
  'payout_lines',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    orderProductId: uuid('order_product_id')
      .notNull()
      .references(() => orderProducts.id, { onDelete: 'cascade' }),
    ownerProfitCents: integer('owner_profit_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.orderProductId] }),
    uniqueIndex('payout_lines_line_unique').on(t.orderProductId),
  ],
);

/** Balances a payout applied (the details' applied balances) and the amount it took of each. */
export const payoutBalances = pgTable(
  'payout_balances',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    balanceId: uuid('balance_id')
      .notNull()
      .references(() => balances.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.payoutId, t.balanceId] })],
);

/** The simulated stand-in's transfers and PayPal items, one per idempotency key. */
export const simulatedTransfers = pgTable('simulated_transfers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  destination: text('destination').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  failureReason: text('failure_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
