import { z } from 'zod';

/** The answer of a call that only confirms it was done. */
export const ZOkSchema = z.object({ ok: z.literal(true) });

/** A guest as the host's lists show them (spec: guest name, e-mail and phone). */
export const ZGuestDetailsSchema = z.object({
  guest_name: z.string(),
  guest_email: z.string(),
  guest_phone: z.string(),
});
export type TGuestDetails = z.infer<typeof ZGuestDetailsSchema>;

export const ZStoreRefSchema = z.object({ id: z.string(), store_name: z.string() });

/** A list page: `{count, limit, results}` (DESIGN: lists). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number(), limit: z.number(), results: z.array(item) });

/** A list page that also echoes the offset it starts at. */
export const offsetPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number(), limit: z.number(), offset: z.number(), results: z.array(item) });
