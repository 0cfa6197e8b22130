import { USER_ROLES } from '@stayfront/core';
import { z } from 'zod';

export const ZSessionUserSchema = z.object({
  email: z.string(),
  role: z.enum(USER_ROLES),
  owner_id: z.string().nullable(),
  user_id: z.string(),
  is_masqueraded: z.boolean(),
  is_cohost: z.boolean(),
  first_name: z.string(),
});

// Commerce's routes still read the error bodies here until they use errorResponses (issue 13).
export { ZDetailSchema, ZFieldErrorsSchema } from '../../../lib/error-responses';
