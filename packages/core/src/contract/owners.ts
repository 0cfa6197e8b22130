import { z } from 'zod';
import { PLANS } from '../enums';
import { ZStoreListItemSchema } from './stores';

/** `GET /api/services/owner/:ownerId/detail/`: the owner the session acts for. */
export const ZOwnerDetailSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  plan: z.enum(PLANS),
  /** A renewal failed: the host frame shows a banner with the portal link. */
  subscriptionPaymentFailed: z.boolean(),
  hasRequests: z.boolean(),
  isWatchedOnboardingVideo: z.boolean(),
  hasClosedTutorial: z.boolean(),
  isLocalProductOptedOut: z.boolean(),
  actor: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
  user: z.object({
    email: z.string(),
    hasSetPassword: z.boolean(),
    socialAuths: z.array(z.object({ id: z.string(), provider: z.string() })),
  }),
  owner_id: z.string(),
  is_cohost: z.boolean(),
  cohost_id: z.string().nullable(),
  currency: z.string(),
  stores: z.array(ZStoreListItemSchema),
});
export type TOwnerDetail = z.infer<typeof ZOwnerDetailSchema>;

export const ZOnboardingVideoWatchedSchema = z.object({
  ok: z.literal(true),
  isWatchedOnboardingVideo: z.literal(true),
});
export type TOnboardingVideoWatched = z.infer<typeof ZOnboardingVideoWatchedSchema>;
