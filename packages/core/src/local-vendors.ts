import { z } from 'zod';
import { isValidEmail } from './email';
import { DEFAULT_COUNTRY } from './geo';
import { messages } from './messages';
import { integer, optionalField, optionalText, requiredText } from './zod-fields';
import {
  isAllowedPrice,
  PRODUCT_LIMITS,
  productMessages,
  SUBCATEGORIES,
} from './product-constants';
import { ZMoneySchema } from './products';

export const LOCAL_PRODUCT_CATEGORIES = ['LP', 'POLP', 'LS', 'AF'] as const;
export const PAYOUT_METHOD_TYPES = { STRP: 'Stripe', PAYP: 'PayPal' } as const;
export type PayoutMethodType = keyof typeof PAYOUT_METHOD_TYPES;
export type LocalProductCategory = (typeof LOCAL_PRODUCT_CATEGORIES)[number];

/**
 * Nationwide vendors ship to every store of this country, including imported listings without
 * an address (spec: store-dashboard §5 "Import notes").
 */
export const NATIONAL_VENDOR_COUNTRY = DEFAULT_COUNTRY;

export const ZMerchantSchema = z.object({
  business_name: requiredText(150),
  contact_name: optionalText(150),
  email: requiredText(254)
    .toLowerCase()
    .refine((v) => v === '' || isValidEmail(v), messages.invalidEmail),
  phone: optionalText(30),
  payout_method: optionalField(z.enum(['STRP', 'PAYP']), 'PAYP' as const),
  payout_account: optionalText(254),
  is_active: optionalField(z.boolean(), true),
});
export type TMerchant = z.infer<typeof ZMerchantSchema>;

export const ZLocalProductSchema = z
  .object({
    product_name: requiredText(PRODUCT_LIMITS.name),
    description: requiredText(PRODUCT_LIMITS.description),
    image: requiredText(1000),
    category: z.enum(LOCAL_PRODUCT_CATEGORIES, { error: 'Select a valid category.' }),
    subcategory: z.enum(SUBCATEGORIES, { error: 'Select a valid subcategory.' }),
    price: ZMoneySchema,
    merchant_amount: ZMoneySchema,
    owner_commission: z.number({ error: 'Enter a number from 0 to 1.' }).min(0).max(1),
    preorder_by: optionalField(integer({ min: -1, max: 365 }), null),
    requires_approval: optionalField(z.boolean(), true),
    affiliate_link: optionalText(PRODUCT_LIMITS.externalLink),
    instructions: optionalText(PRODUCT_LIMITS.instructions),
    ships_nationwide: optionalField(z.boolean(), false),
    area_postal_codes: optionalField(z.array(z.string().trim().min(1).max(12)).max(500), []),
    area_cities: optionalField(z.array(z.string().trim().min(1).max(120)).max(200), []),
    area_center_postal_code: optionalText(12),
    area_radius_miles: optionalField(integer({ min: 0, max: 500 }), 0),
    is_active: optionalField(z.boolean(), true),
  })
  .superRefine((p, ctx) => {
    const add = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!isAllowedPrice(p.price)) add('price', productMessages.minimumPrice);
    if (p.merchant_amount + Math.round(p.price * p.owner_commission) > p.price) {
      add(
        'merchant_amount',
        'The merchant amount and the host commission cannot exceed the price.',
      );
    }
    if (p.category === 'POLP' && p.preorder_by == null) add('preorder_by', messages.required);
    if (p.category === 'AF' && !/^https?:\/\/\S+\.\S+/.test(p.affiliate_link)) {
      add('affiliate_link', productMessages.linkRequired);
    }
    const hasRadius = p.area_radius_miles > 0 && p.area_center_postal_code !== '';
    if (
      !p.ships_nationwide &&
      p.area_postal_codes.length === 0 &&
      p.area_cities.length === 0 &&
      !hasRadius
    ) {
      add(
        'area_postal_codes',
        'Give the area served: postal codes, cities, or a ZIP code with a radius.',
      );
    }
  });
export type TLocalProduct = z.infer<typeof ZLocalProductSchema>;

export const ZVendorRequestSchema = z.object({
  business_name: requiredText(150),
  contact_name: requiredText(150),
  email: requiredText(254)
    .toLowerCase()
    .refine((v) => v === '' || isValidEmail(v), messages.invalidEmail),
  phone: optionalText(30),
  city: optionalText(120),
  postal_code: optionalText(12),
  message: optionalText(2000),
});
export type TVendorRequest = z.infer<typeof ZVendorRequestSchema>;
