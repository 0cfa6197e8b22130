import { z } from 'zod';

export const ZEnterpriseInfoSchema = z.object({
  isEnabled: z.boolean(),
  subdomain: z.string().nullable(),
  isSubdomainEnabled: z.boolean(),
  company_name: z.string(),
  image: z.string().nullable(),
  about: z.string(),
});
export type TEnterpriseInfo = z.infer<typeof ZEnterpriseInfoSchema>;

const address = {
  storeName: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  street1: z.string(),
  street2: z.string(),
  postalCode: z.string(),
  description: z.string(),
  image: z.string().nullable(),
};

/** A store as its host sees it (`GET /api/services/store/:id/`). */
export const ZHostStoreSchema = z.object({
  id: z.string(),
  ...address,
  currency: z.string(),
  ownerId: z.string(),
  isActive: z.boolean(),
  isVisible: z.boolean(),
  hasSharedStore: z.boolean(),
  hasClosedShareTutorial: z.boolean(),
  hasClosedTutorial: z.boolean(),
  hasAddedProduct: z.boolean(),
  isSynced: z.boolean(),
  commissionLow: z.number(),
  commissionHigh: z.number(),
  commissionCutoff: z.number(),
  owner_profit_percentage: z.number(),
  payoutMethod: z.string().nullable(),
  numProducts: z.number(),
  enterpriseInfo: ZEnterpriseInfoSchema,
  shareLink: z.string(),
});
export type THostStore = z.infer<typeof ZHostStoreSchema>;

/** A row of the stores list (`GET /api/services/owner/:ownerId/stores/`). */
export const ZStoreListItemSchema = ZHostStoreSchema.pick({
  id: true,
  storeName: true,
  image: true,
  postalCode: true,
  city: true,
  state: true,
  isVisible: true,
  payoutMethod: true,
  owner_profit_percentage: true,
  hasSharedStore: true,
  hasClosedShareTutorial: true,
  enterpriseInfo: true,
  shareLink: true,
  numProducts: true,
  currency: true,
}).extend({ numCompletedOrders: z.number(), totalPayoutAmountCurrentMonth: z.number() });
export type TStoreListItem = z.infer<typeof ZStoreListItemSchema>;

export const ZStoreListSchema = z.object({
  count: z.number(),
  limit: z.number(),
  offset: z.number(),
  // `currency` and `totalPayoutAmountCurrentMonth` predate stores in several currencies: they are
  // the first of `totals` ('USD' and 0 without stores), never a sum across currencies.
  currency: z.string(),
  totalPayoutAmountCurrentMonth: z.number(),
  /** This month's payout total of the listed stores per currency, in the order each first appears. */
  totals: z.array(z.object({ currency: z.string(), totalPayoutAmountCurrentMonth: z.number() })),
  results: z.array(ZStoreListItemSchema),
});
export type TStoreList = z.infer<typeof ZStoreListSchema>;

/** What `GET /api/services/guest/store/:id/` answers. */
export const ZGuestStoreSchema = z.object({
  id: z.string(),
  ...address,
  isActive: z.boolean(),
  isVisible: z.boolean(),
  currency: z.string(),
  payoutMethod: z.string().nullable(),
  ownerId: z.string(),
  owner_profit_percentage: z.number(),
  enterprise_info: ZEnterpriseInfoSchema,
  shareLink: z.string(),
});
export type TGuestStore = z.infer<typeof ZGuestStoreSchema>;

export const ZStoreVisibilitySchema = z.object({ ok: z.literal(true), is_visible: z.boolean() });
export type TStoreVisibility = z.infer<typeof ZStoreVisibilitySchema>;
