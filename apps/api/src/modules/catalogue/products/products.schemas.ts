import { TAB_CATEGORIES, ZProductFieldsSchema } from '@stayfront/core';
import { z } from 'zod';

export const ZProductCreateBodySchema = ZProductFieldsSchema.extend({
  store_id: z.uuid({ error: 'Select a valid store.' }),
  mass_create: z.boolean().optional().default(false),
}).strict();

export const ZProductUpdateBodySchema = ZProductFieldsSchema.extend({
  productId: z.string().optional(),
  massCreate: z.boolean().optional().default(false),
  massUpdate: z.boolean().optional().default(false),
  mass_create: z.boolean().optional(),
  store_id: z.string().optional(),
  edit_version: z.string().max(64).optional(),
}).strict();

export const ZProductParamsSchema = z.object({ id: z.uuid({ error: 'Not found.' }) });

export const ZUpdateActiveBodySchema = z
  .object({ is_active: z.boolean({ error: 'Must be true or false.' }) })
  .strict();

export const ZReorderBodySchema = z
  .object({
    storeId: z.uuid({ error: 'Select a valid store.' }),
    productsPositions: z
      .array(
        z.object({
          id: z.uuid({ error: 'Not a valid product.' }),
          position: z.number().int().min(0).max(100_000),
        }),
      )
      .min(1, 'Send at least one position.')
      .max(2000),
  })
  .strict();

export const ZStoreProductsQuerySchema = z.object({
  category: z
    .enum(Object.keys(TAB_CATEGORIES) as [keyof typeof TAB_CATEGORIES])
    .optional()
    .default('all'),
});
