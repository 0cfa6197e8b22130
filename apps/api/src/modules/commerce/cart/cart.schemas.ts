import { cartQuantity, optionalText } from '@stayfront/core';
import { z } from 'zod';

const ZMoneyInputSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/),
    ],
    { error: 'Enter a valid amount.' },
  )
  .transform((value) => Math.round(Number(value) * 100))
  .refine(
    (cents) => Number.isFinite(cents) && cents >= 0 && cents <= 10_000_000,
    'Enter a valid amount.',
  );

export const ZCartLineBodySchema = z
  .object({
    product_id: z.uuid({ error: 'Not a valid product.' }),
    quantity: cartQuantity(),
    delivery_date: z.string().max(10).nullable().optional(),
    note: optionalText(1000),
    price: ZMoneyInputSchema.nullable().optional(),
    price_type: z.enum(['static', 'variable', 'multiple']).optional(),
    product_price_id: z.uuid({ error: 'Please select an option' }).nullable().optional(),
    extra_fields: z
      .array(z.object({ product_field_id: z.string().max(64), value: z.string().trim().max(1000) }))
      .max(20)
      .optional()
      .default([]),
  })
  .strict();
export type TCartLineBody = z.infer<typeof ZCartLineBodySchema>;

export const ZQuantityBodySchema = z
  .object({
    count: cartQuantity({ min: 0 }),
  })
  .strict();
