import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Partner } from '@stayfront/core';
import { owners } from './owners';
import { stores } from './stores';

/** An owner's saved partner credentials or OAuth tokens, encrypted (lib/secret-box.ts). */
export const partnerCredentials = pgTable(
  'partner_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Partner>().notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_credentials_owner_platform_unique').on(t.ownerId, t.platform)],
);

/** A store linked to a partner listing; one listing links to at most one store of an owner. */
export const storeIntegrations = pgTable(
  'store_integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Partner>().notNull(),
    platformId: text('platform_id').notNull(),
    // True when the store was created from the listing, false when an existing store was linked.
    isImportedSource: boolean('is_imported_source').notNull().default(false),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    // The partner's photo URL last copied into the store, so the daily sync fetches only changes.
    sourceImage: text('source_image'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('store_integrations_listing_unique').on(t.ownerId, t.platform, t.platformId),
    index('store_integrations_store_idx').on(t.storeId),
  ],
);

export interface MassImportRowResult {
  externalId: string;
  action: 'create' | 'sync' | 'disconnect';
  storeId: string | null;
  ok: boolean;
  error: string | null;
  /** Set when the row went through but something was left out (e.g. a photo that failed). */
  warning: string | null;
}

/** One Apply changes of the import page, run as a background job. */
export const massStoreRequests = pgTable(
  'mass_store_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<Partner>().notNull(),
    rows: jsonb('rows').notNull(),
    results: jsonb('results').$type<MassImportRowResult[]>().notNull().default([]),
    isFinished: boolean('is_finished').notNull().default(false),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateFinished: timestamp('date_finished', { withTimezone: true }),
  },
  (t) => [index('mass_store_requests_owner_idx').on(t.ownerId, t.dateCreated)],
);
