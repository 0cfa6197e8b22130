import { SUBDOMAIN_PATTERN } from '@stayfront/core';
import { z } from 'zod';

const storeField = z.string({ error: 'Not a valid string.' }).max(5000);

/** Store form fields as sent; the merged result is checked with ZStoreFormSchema. */
const formFields = {
  storeName: storeField.optional(),
  country: storeField.optional(),
  state: storeField.optional(),
  city: storeField.optional(),
  street1: storeField.optional(),
  street2: storeField.optional(),
  postalCode: storeField.optional(),
  description: storeField.optional(),
  image: z.string().max(1000).nullable().optional(),
};

export const ZStoreCreateBodySchema = z
  .object({
    ...formFields,
    ownerId: z.uuid({ error: 'Enter a valid owner id.' }),
    isActive: z.boolean().optional(),
  })
  .strict();

export const ZEnterpriseInfoPatchSchema = z
  .object({
    isEnabled: z.boolean().optional(),
    company_name: z.string().trim().max(120).optional(),
    image: z.string().max(1000).nullable().optional(),
    about: z.string().trim().max(2000).optional(),
    subdomain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(SUBDOMAIN_PATTERN, 'Use lowercase letters, digits and hyphens only.')
      .nullable()
      .optional(),
    isSubdomainEnabled: z.boolean().optional(),
  })
  .strict();

export const ZStorePatchBodySchema = z
  .object({
    ...formFields,
    hasSharedStore: z.boolean().optional(),
    hasClosedShareTutorial: z.boolean().optional(),
    hasClosedTutorial: z.boolean().optional(),
    isActive: z
      .literal(false, { error: 'An archived store can only be reactivated by support.' })
      .optional(),
    enterpriseInfo: ZEnterpriseInfoPatchSchema.optional(),
  })
  .strict();
export type TStorePatchBody = z.infer<typeof ZStorePatchBodySchema>;

export const ZStoreParamsSchema = z.object({ id: z.uuid({ error: 'Not found.' }) });

export const ZVisibilityBodySchema = z
  .object({ is_visible: z.boolean({ error: 'Must be true or false.' }) })
  .strict();
