import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CohostStatus, OwnerRoleCode, Plan } from '@stayfront/core';
import { users } from './users';

export const owners = pgTable('owners', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan').$type<Plan>().notNull().default('BASIC'),
  roleCode: text('role_code').$type<OwnerRoleCode>().notNull().default('OWNR'),
  phone: text('phone'),
  isWatchedOnboardingVideo: boolean('is_watched_onboarding_video').notNull().default(false),
  hasClosedTutorial: boolean('has_closed_tutorial').notNull().default(false),
  isLocalProductOptedOut: boolean('is_local_product_opted_out').notNull().default(false),
  // The provider's customer and subscription behind the plan; set by the subscription events.
  billingCustomerId: text('billing_customer_id').unique(),
  subscriptionId: text('subscription_id'),
  subscriptionStatus: text('subscription_status'),
  subscriptionPriceId: text('subscription_price_id'),
  /** Set by a failed renewal (the banner with the portal link), cleared once a payment succeeds. */
  subscriptionPaymentFailedAt: timestamp('subscription_payment_failed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cohosts = pgTable(
  'cohosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    isRequestSmsEnabled: boolean('is_request_sms_enabled').notNull().default(false),
    isSalesSmsEnabled: boolean('is_sales_sms_enabled').notNull().default(false),
    isMarketingSmsEnabled: boolean('is_marketing_sms_enabled').notNull().default(false),
    status: text('status').$type<CohostStatus>().notNull().default('PENDING'),
    invitationUuid: uuid('invitation_uuid').notNull().unique().defaultRandom(),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cohosts_owner_email_unique').on(t.ownerId, t.email),
    index('cohosts_user_idx').on(t.userId),
  ],
);

export const guests = pgTable('guests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owner's phone numbers for text messages, each with the kinds of texts it receives. */
export const phoneNotificationSettings = pgTable(
  'phone_notification_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    isRequestSmsEnabled: boolean('is_request_sms_enabled').notNull().default(false),
    isSalesSmsEnabled: boolean('is_sales_sms_enabled').notNull().default(false),
    isMarketingSmsEnabled: boolean('is_marketing_sms_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_notification_settings_owner_idx').on(t.ownerId)],
);
