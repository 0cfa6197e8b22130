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

export const ZDetailSchema = z.object({ detail: z.string() });
export const ZFieldErrorsSchema = z.record(z.string(), z.array(z.string()));
