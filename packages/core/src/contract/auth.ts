import { z } from 'zod';
import { USER_ROLES } from '../enums';

/** What `GET /api/jwt/me/` answers, and every call that starts a session. */
export const ZSessionUserSchema = z.object({
  email: z.string(),
  role: z.enum(USER_ROLES),
  owner_id: z.string().nullable(),
  user_id: z.string(),
  is_masqueraded: z.boolean(),
  is_cohost: z.boolean(),
  first_name: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUserSchema>;
