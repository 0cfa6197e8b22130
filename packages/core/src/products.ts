import { z } from 'zod';
import { isValidEmail } from './email';
import { messages } from './messages';
import { integer, optionalField, optionalText } from './zod-fields';
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
  id: optionalField(z.string().max(64)),
  email: z
    .string({ error: productMessages.required })
    .trim()
    .toLowerCase()
    .min(1, productMessages.required)
    .refine((value) => value === '' || isValidEmail(value), messages.invalidEmail),
  phone_number: optionalText(30).refine(
    (value) => value === '' || PHONE_PATTERN.test(value),
    'Enter a valid phone number.',
  ),
  is_sales_sms_enabled: optionalField(z.boolean(), false),
  is_request_sms_enabled: optionalField(z.boolean(), false),
  is_show_price: optionalField(z.boolean(), false),
});
export type TProductDelegate = z.infer<typeof ZProductDelegateSchema>;

export const ZProductPriceSchema = z.object({
  id: optionalField(z.string().max(64)),
  label: optionalText(100),
  time_label: optionalText(20),
  price: ZMoneySchema,
  arrangement: optionalField(integer({ min: 0, max: 1000 })),
  is_variable_price: optionalField(z.boolean(), false),
});

export const ZExtraFieldSchema = z.object({
  id: optionalField(z.string().max(64)),
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
  image: optionalText(1000),
  price: optionalField(ZMoneySchema, 0),
  price_type: optionalField(
    z.enum(PRICE_TYPES, { error: 'Select a valid price type.' }),
    'static' as const,
  ),
  product_prices: optionalField(z.array(ZProductPriceSchema).max(PRODUCT_LIMITS.priceRows), []),
  is_early_checkin: optionalField(z.boolean(), false),
  is_late_checkout: optionalField(z.boolean(), false),
  has_quantity: optionalField(z.boolean(), false),
  quantity: optionalField(integer({ min: 0, max: 1_000_000 }), null),
  preorder_by: optionalField(integer({ min: -1, max: 365 }), null),
  alert_threshold: optionalField(integer({ min: 0, max: 1_000_000 }), null),
  requires_approval: optionalField(z.boolean(), false),
  external_link: optionalText(PRODUCT_LIMITS.externalLink),
  product_delegates: optionalField(z.array(ZProductDelegateSchema), []),
  extra_fields: optionalField(z.array(ZExtraFieldSchema).max(PRODUCT_LIMITS.extraFields), []),
  show_delivery_date: optionalField(z.boolean(), false),
  is_purchasable_off_platform: optionalField(z.boolean(), false),
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
