import type { LocalProductCategory, PayoutMethodType } from '@stayfront/core';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const merchants = pgTable('merchants', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessName: text('business_name').notNull(),
  contactName: text('contact_name').notNull().default(''),
  // Approval e-mails for the merchant's requests go here.
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  payoutMethod: text('payout_method').$type<PayoutMethodType>().notNull().default('PAYP'),
  payoutAccount: text('payout_account').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const localProducts = pgTable(
  'local_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    productName: text('product_name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    category: text('category').$type<LocalProductCategory>().notNull(),
    subcategory: text('subcategory').notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    merchantAmountCents: integer('merchant_amount_cents').notNull().default(0),
    ownerCommissionBps: integer('owner_commission_bps').notNull().default(1000),
    preorderBy: integer('preorder_by'),
    requiresApproval: boolean('requires_approval').notNull().default(true),
    affiliateLink: text('affiliate_link').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    // Serves every store in NATIONAL_VENDOR_COUNTRY, whatever the area fields say.
    shipsNationwide: boolean('ships_nationwide').notNull().default(false),
    // The area served: listed postal codes, listed cities ("City, ST"), or a radius around a ZIP.
    areaPostalCodes: text('area_postal_codes').array().notNull().default([]),
    areaCities: text('area_cities').array().notNull().default([]),
    areaCenterPostalCode: text('area_center_postal_code').notNull().default(''),
    areaRadiusMiles: integer('area_radius_miles').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('local_products_merchant_idx').on(t.merchantId)],
);

export const vendorRequests = pgTable('vendor_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  businessName: text('business_name').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  city: text('city').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  message: text('message').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
