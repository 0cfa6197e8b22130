import { z } from 'zod';
import { OAUTH_PARTNERS, PARTNERS } from '../partners';

/** What `GET /api/services/app-config/` answers: this deployment's public settings. */
export const ZAppConfigSchema = z.object({
  brandName: z.string(),
  supportEmail: z.string(),
  marketingUrl: z.string(),
  socialProviders: z.object({ 'google-oauth2': z.boolean(), facebook: z.boolean() }),
  /** How-it-works videos of the partner landings; a partner without one shows no video. */
  partnerVideoUrls: z.partialRecord(z.enum(PARTNERS), z.string()),
  /** OAuth partners whose client this deployment has configured. */
  partnerOAuth: z.record(z.enum(OAUTH_PARTNERS), z.boolean()),
  /** Airbnb goes through Hospitable Connect, offered when its partner token is set. */
  hospitableConnect: z.boolean(),
});
export type TAppConfig = z.infer<typeof ZAppConfigSchema>;
