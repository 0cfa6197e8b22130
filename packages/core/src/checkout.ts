import { z } from 'zod';
import { checkoutMessages, PHONE_PATTERN } from './checkout-fields';

export { checkoutMessages, PHONE_PATTERN, soldOutWhilePayingMessage } from './checkout-fields';

export const ZCustomerDetailsSchema = z.object({
  first_name: z
    .string({ error: checkoutMessages.firstNameRequired })
    .trim()
    .min(1, checkoutMessages.firstNameRequired)
    .max(100),
  last_name: z
    .string({ error: checkoutMessages.lastNameRequired })
    .trim()
    .min(1, checkoutMessages.lastNameRequired)
    .max(100),
  phone: z
    .string({ error: checkoutMessages.invalidPhone })
    .trim()
    .regex(PHONE_PATTERN, checkoutMessages.invalidPhone),
});
export type TCustomerDetails = z.infer<typeof ZCustomerDetailsSchema>;
