import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UserRole } from '@stayfront/core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').$type<UserRole>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // The clean-up job looks for old anonymous guests.
    index('users_anonymous_joined_idx')
      .on(t.dateJoined)
      .where(sql`${t.isAnonymous}`),
  ],
);

export type SessionKind = 'host' | 'guest' | 'support';

/**
 * A signed-in browser. The cookie names its row, so ending a session (logout, a password change,
 * a removed co-host, a disabled user) takes effect on the next request, in every process.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SessionKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // The support user acting as `user_id`; ending that support user's sessions ends this one.
    masqueradeActorId: uuid('masquerade_actor_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_actor_idx')
      .on(t.masqueradeActorId)
      .where(sql`${t.masqueradeActorId} IS NOT NULL`),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed sign-ins per account, per address and per device cookie, with the time before the next
 * attempt is heard (growing with each failure past the free ones).
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    uid: text('uid').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_uid_unique').on(t.provider, t.uid),
    index('social_accounts_user_idx').on(t.userId),
  ],
);
