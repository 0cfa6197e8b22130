import { z } from 'zod';
import { isValidEmail } from './email';
import { messages } from './messages';
import { optionalText } from './zod-fields';
import {
  CATEGORY_CODES,
  EXTERNAL_LINK,
  PRICE_TYPES,
  PRODUCT_LIMITS,
  defaultOffPlatformInstructions,
  normalizeSubcategory,
  productMessages,
  isAllowedPrice,
} from './product-constants';

/** Money as sent by forms: a number or a numeric string, to integer cents. */
export const ZMoneySchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, 'Enter a valid amount.'),
    ],
    {
      error: 'Enter a valid amount.',
    },
  )
  .transform((value) => Math.round(Number(value) * 100))
  .refine((cents) => Number.isFinite(cents) && cents >= 0, 'Enter a valid amount.')
  .refine((cents) => cents <= PRODUCT_LIMITS.maxPriceCents, 'Enter a smaller amount.');

const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;

export const ZProductDelegateSchema = z.object({
  id: z.string().optional(),
  email: z
    .string({ error: productMessages.required })
    .trim()
    .toLowerCase()
    .min(1, productMessages.required)
    .refine((value) => value === '' || isValidEmail(value), messages.invalidEmail),
  phone_number: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'Enter a valid phone number.')
    .optional()
    .default(''),
  is_sales_sms_enabled: z.boolean().optional().default(false),
  is_request_sms_enabled: z.boolean().optional().default(false),
  is_show_price: z.boolean().optional().default(false),
});
export type TProductDelegate = z.infer<typeof ZProductDelegateSchema>;

export const ZProductPriceSchema = z.object({
  id: z.string().optional(),
  label: optionalText(100),
  time_label: optionalText(20),
  price: ZMoneySchema,
  arrangement: z.number().int().min(0).max(1000).optional(),
  is_variable_price: z.boolean().optional().default(false),
});

export const ZExtraFieldSchema = z.object({
  id: z.string().optional(),
  label: z
    .string({ error: productMessages.required })
    .trim()
    .min(1, productMessages.required)
    .max(200),
});

export const isHttpLink = (value: string) => /^https?:\/\/[^\s]+\.[^\s]+/i.test(value);

/**
 * A product's fields as the create and update calls take them (snake case, as the spec's payload).
 * Rules that depend on more than one field are in `productRuleIssues`.
 */
export const ZProductFieldsSchema = z.object({
  product_name: z
    .string({ error: productMessages.required })
    .trim()
    .min(1, productMessages.required)
    .max(
      PRODUCT_LIMITS.name,
      `Ensure this field has no more than ${PRODUCT_LIMITS.name} characters.`,
    ),
  category: z.enum(CATEGORY_CODES, { error: 'Select a valid category.' }),
  subcategory: z
    .string({ error: productMessages.required })
    .trim()
    .min(1, productMessages.required)
    .max(100),
  description: optionalText(PRODUCT_LIMITS.description),
  instructions: optionalText(PRODUCT_LIMITS.instructions),
  image: z.string({ error: productMessages.required }).trim().max(1000).optional().default(''),
  price: ZMoneySchema.optional().default(0),
  price_type: z
    .enum(PRICE_TYPES, { error: 'Select a valid price type.' })
    .optional()
    .default('static'),
  product_prices: z.array(ZProductPriceSchema).max(PRODUCT_LIMITS.priceRows).optional().default([]),
  is_early_checkin: z.boolean().optional().default(false),
  is_late_checkout: z.boolean().optional().default(false),
  has_quantity: z.boolean().optional().default(false),
  quantity: z.number().int().min(0).max(1_000_000).nullable().optional().default(null),
  preorder_by: z.number().int().min(-1).max(365).nullable().optional().default(null),
  alert_threshold: z.number().int().min(0).max(1_000_000).nullable().optional().default(null),
  requires_approval: z.boolean().optional().default(false),
  external_link: optionalText(PRODUCT_LIMITS.externalLink),
  product_delegates: z.array(ZProductDelegateSchema).optional().default([]),
  extra_fields: z.array(ZExtraFieldSchema).max(PRODUCT_LIMITS.extraFields).optional().default([]),
  show_delivery_date: z.boolean().optional().default(false),
  is_purchasable_off_platform: z.boolean().optional().default(false),
  instructions_off_platform: optionalText(PRODUCT_LIMITS.instructions),
});
export type TProductFields = z.infer<typeof ZProductFieldsSchema>;

export interface ProductRuleIssue {
  field: string;
  message: string;
}

/** Cross-field rules of the product form, shared by the web form and the API. */
export function productRuleIssues(
  product: TProductFields,
  options: { smsAllowed: boolean; externalLinkAllowed: boolean },
): ProductRuleIssue[] {
  const issues: ProductRuleIssue[] = [];
  const add = (field: string, message: string) => issues.push({ field, message });
  const isLink = product.category === 'LINK';

  if (!product.image) add('image', productMessages.required);
  if (!isLink && !product.description) add('description', productMessages.required);
  if ((isLink || product.external_link) && !isHttpLink(product.external_link)) {
    add('external_link', productMessages.linkRequired);
  }
  if (product.subcategory === EXTERNAL_LINK && !options.externalLinkAllowed) {
    add('subcategory', productMessages.externalLinkNeedsPro);
  }
  if (product.price_type === 'static' && !isAllowedPrice(product.price)) {
    add('price', productMessages.minimumPrice);
  }
  if ((product.category === 'PO' || product.category === 'POLP') && product.preorder_by == null) {
    add('preorder_by', productMessages.required);
  }
  if (product.has_quantity && product.quantity == null) add('quantity', productMessages.required);

  const timed = product.is_early_checkin || product.is_late_checkout;
  if (product.price_type === 'multiple') {
    if (product.product_prices.length === 0) add('product_prices', productMessages.required);
    product.product_prices.forEach((row, index) => {
      if (timed ? !row.time_label : !row.label) {
        add(
          `product_prices.${index}.${timed ? 'time_label' : 'label'}`,
          timed ? productMessages.timeLabelRequired : productMessages.required,
        );
      }
      if (!isAllowedPrice(row.price))
        add(`product_prices.${index}.price`, productMessages.minimumPrice);
    });
  }

  if (product.product_delegates.length > PRODUCT_LIMITS.contacts) {
    add('product_delegates', productMessages.contactsLimit);
  }
  const seen = new Set<string>();
  product.product_delegates.forEach((contact, index) => {
    if (seen.has(contact.email))
      add(`product_delegates.${index}.email`, productMessages.contactDuplicate);
    seen.add(contact.email);
    const channel = contact.is_sales_sms_enabled || contact.is_request_sms_enabled;
    if (contact.phone_number && !channel)
      add(`product_delegates.${index}.phone_number`, productMessages.contactPhoneNeedsChannel);
    if (channel && !contact.phone_number)
      add(`product_delegates.${index}.phone_number`, productMessages.contactChannelNeedsPhone);
    if (channel && !options.smsAllowed)
      add(`product_delegates.${index}.is_sales_sms_enabled`, productMessages.contactSmsNeedsPlan);
  });
  return issues;
}

/**
 * Brings a valid product into its stored shape: variable prices are 0.00, a multiple price
 * reduced to one row becomes static with that price (except timed check-in/out options),
 * unknown subcategories become Something else, off-platform instructions get their default.
 */
export function normalizeProduct(product: TProductFields) {
  const { subcategory, custom } = normalizeSubcategory(product.subcategory);
  let priceType = product.price_type;
  let price = product.price;
  let rows = product.product_prices;
  const timed = product.is_early_checkin || product.is_late_checkout;
  if (priceType === 'variable') {
    price = 0;
    rows = [];
  } else if (priceType === 'multiple' && rows.length === 1 && !timed) {
    priceType = 'static';
    price = rows[0]!.price;
    rows = [];
  } else if (priceType === 'multiple') {
    price = Math.min(...rows.map((row) => row.price));
  } else {
    rows = [];
  }
  return {
    ...product,
    subcategory,
    customSubcategory: custom,
    price_type: priceType,
    price,
    product_prices: rows.map((row, index) => ({ ...row, arrangement: row.arrangement ?? index })),
    quantity: product.has_quantity ? product.quantity : null,
    instructions_off_platform:
      product.is_purchasable_off_platform && !product.instructions_off_platform
        ? defaultOffPlatformInstructions
        : product.instructions_off_platform,
  };
}
