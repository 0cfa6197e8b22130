import { z } from 'zod';

export const ZDetailSchema = z.object({ detail: z.string() });
export const ZFieldErrorsSchema = z.record(z.string(), z.array(z.string()));
