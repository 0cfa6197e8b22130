import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Partner perks shown to hosts on /offers/, managed by support. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('offers_created_at_idx').on(table.createdAt)],
);
