import type { PriceType } from '@stayfront/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * Every write to a product, its prices or its extra fields gives the product a new revision from
 * this sequence (database triggers, migration 0007), so a store's catalogue can be fingerprinted
 * by one small read: see modules/storefront/storefront-bodies.ts.
 */
export const productRevisionSeq = pgSequence('product_revision_seq');

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    // Tiles added to all stores share a group, so they can be updated or removed together.
    productGroupId: uuid('product_group_id'),
    productName: text('product_name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    priceType: text('price_type').$type<PriceType>().notNull().default('static'),
    image: text('image'),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    customSubcategory: text('custom_subcategory').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    isPurchasableOffPlatform: boolean('is_purchasable_off_platform').notNull().default(false),
    instructionsOffPlatform: text('instructions_off_platform').notNull().default(''),
    hasQuantity: boolean('has_quantity').notNull().default(false),
    quantity: integer('quantity'),
    preorderBy: integer('preorder_by'),
    alertThreshold: integer('alert_threshold'),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    externalLink: text('external_link').notNull().default(''),
    affiliateLink: text('affiliate_link').notNull().default(''),
    isEarlyCheckin: boolean('is_early_checkin').notNull().default(false),
    isLateCheckout: boolean('is_late_checkout').notNull().default(false),
    showDeliveryDate: boolean('show_delivery_date').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    storeArrangement: integer('store_arrangement').notNull().default(0),
    // Set for local vendor items: the merchant product this tile shows in the store.
    localProductId: uuid('local_product_id'),
    // Order lines keep pointing at deleted products, so deletion is a mark.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    revision: bigint('revision', { mode: 'number' })
      .notNull()
      .default(sql`nextval('product_revision_seq')`),
  },
  (t) => [
    index('products_store_idx').on(t.storeId, t.storeArrangement),
    index('products_group_idx').on(t.productGroupId),
    index('products_local_idx').on(t.localProductId),
  ],
);

export const productPrices = pgTable(
  'product_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    timeLabel: text('time_label').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    arrangement: integer('arrangement').notNull().default(0),
    isVariablePrice: boolean('is_variable_price').notNull().default(false),
    // Set when the host removes or renames an option that order lines point at: the row stays for
    // their history (and the lines' key), and guests can no longer choose it.
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('product_prices_product_idx').on(t.productId)],
);

export const productExtraFields = pgTable(
  'product_extra_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    arrangement: integer('arrangement').notNull().default(0),
  },
  (t) => [index('product_extra_fields_product_idx').on(t.productId)],
);

export const productDelegates = pgTable(
  'product_delegates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    isSalesSmsEnabled: boolean('is_sales_sms_enabled').notNull().default(false),
    isRequestSmsEnabled: boolean('is_request_sms_enabled').notNull().default(false),
    isShowPrice: boolean('is_show_price').notNull().default(false),
  },
  (t) => [index('product_delegates_product_idx').on(t.productId)],
);
