import { z } from 'zod';

/** One design of a store's signage (spec section 3: preview, imageId, label). */
export const ZSignageSchema = z.object({
  /** A small PNG of the sign, as a data URL. */
  preview: z.string(),
  imageId: z.number(),
  label: z.string(),
});
export type TSignage = z.infer<typeof ZSignageSchema>;

export const ZSignageListSchema = z.array(ZSignageSchema);
export const ZSignageImageSchema = z.object({ data: z.object({ signage: z.string() }) });
export const ZSignageEmailedSchema = z.object({
  ok: z.literal(true),
  data: z.object({ email: z.string() }),
});
