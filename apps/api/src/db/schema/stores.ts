import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { owners } from './owners';

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    storeName: text('store_name').notNull(),
    country: text('country').notNull().default('US'),
    state: text('state').notNull().default(''),
    city: text('city').notNull(),
    street1: text('street1').notNull().default(''),
    street2: text('street2').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    currency: text('currency').notNull().default('USD'),
    // isActive false is an archived store: gone for the host, unavailable to guests.
    isActive: boolean('is_active').notNull().default(true),
    // isVisible is the host's active/inactive switch.
    isVisible: boolean('is_visible').notNull().default(true),
    hasSharedStore: boolean('has_shared_store').notNull().default(false),
    hasClosedShareTutorial: boolean('has_closed_share_tutorial').notNull().default(false),
    hasClosedTutorial: boolean('has_closed_tutorial').notNull().default(false),
    isSynced: boolean('is_synced').notNull().default(false),
    // Commission rates in basis points (700 = 7%) and the cutoff in cents, per DESIGN.md.
    commissionLowBps: integer('commission_low_bps').notNull().default(700),
    commissionHighBps: integer('commission_high_bps').notNull().default(1000),
    commissionCutoffCents: integer('commission_cutoff_cents').notNull().default(2000),
    ownerProfitPercentage: numeric('owner_profit_percentage', { precision: 5, scale: 2 })
      .notNull()
      .default('100'),
    // The store's own payout method (Pro Plus); otherwise the owner's default pays it.
    payoutMethodId: uuid('payout_method_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_owner_idx').on(t.ownerId, t.isActive)],
);

export const enterpriseInfos = pgTable(
  'enterprise_infos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .unique()
      .references(() => stores.id, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull().default(false),
    companyName: text('company_name').notNull().default(''),
    image: text('image'),
    about: text('about').notNull().default(''),
    subdomain: text('subdomain'),
    isSubdomainEnabled: boolean('is_subdomain_enabled').notNull().default(false),
  },
  (t) => [uniqueIndex('enterprise_infos_subdomain_unique').on(sql`lower(${t.subdomain})`)],
);
