import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { owners } from './owners';
import { users } from './users';

/**
 * Every image the uploader stored: whose it is (the owner's quota; support uploads have no
 * owner), where it lives and its size. Rows no image column refers to after a day are removed,
 * file and all, by the uploads clean-up job.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => owners.id, { onDelete: 'set null' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull().unique(),
    // The file name under DATA_DIR/uploads, or the object key in the bucket.
    storageKey: text('storage_key').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId), index('uploads_created_idx').on(t.createdAt)],
);
