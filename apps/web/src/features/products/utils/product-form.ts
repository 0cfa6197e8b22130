import {
  fieldErrorMap,
  AVAILABILITY_OPTIONS,
  centsToAmount,
  DEFAULT_NOTICE_DAYS,
  EXTERNAL_LINK,
  normalizeSubcategory,
  parseTypedAmountCents,
  planAtLeast,
  productMessages,
  productRuleIssues,
  SOMETHING_ELSE,
  ZExtraFieldSchema,
  ZProductDelegateSchema,
  ZProductFieldsSchema,
  ZProductPriceSchema,
  type Category,
  type Plan,
  type ProductTemplate,
  type Subcategory,
  type TProductFields,
} from '@stayfront/core';
import type { Product, ProductPayload } from '../types/product';
import { newPriceRow, nextRowKey, type PriceState } from './price-mode';

export type AvailabilityKey = keyof typeof AVAILABILITY_OPTIONS;

/** How the subcategories read in the app ("Add ons" is the stored value). */
export const SUBCATEGORY_LABELS: Record<Subcategory, string> = {
  'Add ons': 'Add-ons',
  'Food and beverage': 'Food and beverage',
  'Goods and essentials': 'Goods and essentials',
  'Guest services': 'Guest services',
  Rentals: 'Rentals',
  'External Link': 'External Link',
  'Something else': 'Something else',
};

export interface ContactValue {
  key: string;
  id?: string;
  email: string;
  phone_number: string;
  is_sales_sms_enabled: boolean;
  is_request_sms_enabled: boolean;
  is_show_price: boolean;
}

export interface ExtraFieldValue {
  key: string;
  id?: string;
  label: string;
}

/** Everything the wizard and the edit modal edit, as the inputs hold it. */
export interface ProductFormValues extends PriceState {
  product_name: string;
  subcategory: Subcategory | '';
  /** The name of a "Something else" category. */
  custom_subcategory: string;
  description: string;
  instructions: string;
  image: string;
  is_purchasable_off_platform: boolean;
  instructions_off_platform: string;
  availability: AvailabilityKey;
  preorder_by: number | null;
  requires_approval: boolean;
  has_quantity: boolean;
  quantity: number | null;
  /** "Notify me when stock runs low". */
  alert_enabled: boolean;
  alert_threshold: number | null;
  product_delegates: ContactValue[];
  /** "Ask guests for extra info". */
  extra_info_enabled: boolean;
  extra_fields: ExtraFieldValue[];
  external_link: string;
}

/** Spec section 9: guest services and add-ons need a week's notice by default. */
export function needsNoticeByDefault(subcategory: string): boolean {
  return subcategory === 'Guest services' || subcategory === 'Add ons';
}

export function availabilityOf(category: Category, showDeliveryDate: boolean): AvailabilityKey {
  if (category === 'PO' || category === 'POLP') return 'preorder';
  if (category === 'LINK') return 'link';
  return showDeliveryDate ? 'withDate' : 'withoutDate';
}

const money = (amount: number) => amount.toFixed(2);

export function newContact(): ContactValue {
  return {
    key: nextRowKey('contact'),
    email: '',
    phone_number: '',
    is_sales_sms_enabled: false,
    is_request_sms_enabled: false,
    is_show_price: false,
  };
}

export function newExtraField(): ExtraFieldValue {
  return { key: nextRowKey('extra'), label: '' };
}

/** A product from scratch: notice for services and add-ons, one tracked unit for goods. */
export function blankProductValues(subcategory: Subcategory | '' = ''): ProductFormValues {
  const needsNotice = needsNoticeByDefault(subcategory);
  const isGoods = subcategory === 'Goods and essentials';
  const isLink = subcategory === EXTERNAL_LINK;
  return {
    product_name: '',
    subcategory,
    custom_subcategory: '',
    description: '',
    instructions: '',
    image: '',
    price_type: 'static',
    price: '',
    product_prices: [],
    is_early_checkin: false,
    is_late_checkout: false,
    is_purchasable_off_platform: false,
    instructions_off_platform: '',
    availability: isLink ? 'link' : needsNotice ? 'preorder' : 'withoutDate',
    preorder_by: needsNotice ? DEFAULT_NOTICE_DAYS : 0,
    requires_approval: false,
    has_quantity: isGoods,
    quantity: isGoods ? 1 : null,
    alert_enabled: false,
    alert_threshold: null,
    product_delegates: [],
    extra_info_enabled: false,
    extra_fields: [],
    external_link: '',
  };
}

export function valuesFromTemplate(template: ProductTemplate): ProductFormValues {
  return {
    ...blankProductValues(template.subcategory),
    product_name: template.product_name,
    description: template.description,
    instructions: template.instructions,
    image: template.image,
    price_type: template.price_type,
    price: template.price_type === 'variable' ? '0.00' : money(template.price),
    product_prices: template.product_prices.map((row) =>
      newPriceRow({ label: row.label, time_label: row.time_label, price: money(row.price) }),
    ),
    is_early_checkin: template.is_early_checkin,
    is_late_checkout: template.is_late_checkout,
    availability: availabilityOf(template.category, template.show_delivery_date),
    preorder_by: template.preorder_by,
    requires_approval: template.requires_approval,
    has_quantity: template.has_quantity,
    quantity: template.quantity,
  };
}

export function valuesFromProduct(product: Product): ProductFormValues {
  const known = normalizeSubcategory(product.subcategory);
  return {
    product_name: product.product_name,
    subcategory: known.subcategory,
    custom_subcategory: product.custom_subcategory || known.custom,
    description: product.description,
    instructions: product.instructions,
    image: product.image ?? '',
    price_type: product.price_type,
    price: product.price_type === 'variable' ? '0.00' : money(product.price),
    product_prices: [...product.product_prices]
      .sort((a, b) => a.arrangement - b.arrangement)
      .map((row) =>
        newPriceRow({
          id: row.id,
          label: row.label,
          time_label: row.time_label,
          price: money(row.price),
          is_variable_price: row.is_variable_price,
        }),
      ),
    is_early_checkin: product.is_early_checkin,
    is_late_checkout: product.is_late_checkout,
    is_purchasable_off_platform: product.is_purchasable_off_platform,
    instructions_off_platform: product.instructions_off_platform,
    availability: availabilityOf(product.category, product.show_delivery_date),
    preorder_by: product.preorder_by,
    requires_approval: product.requires_approval,
    has_quantity: product.has_quantity,
    quantity: product.quantity,
    alert_enabled: product.alert_threshold != null,
    alert_threshold: product.alert_threshold,
    product_delegates: product.product_delegates.map((contact) => ({
      ...contact,
      key: nextRowKey('contact'),
    })),
    extra_info_enabled: product.extra_fields.length > 0,
    extra_fields: product.extra_fields.map((field) => ({ ...field, key: nextRowKey('extra') })),
    external_link: product.external_link,
  };
}

/**
 * Spec section 4: an immediately available product has no notice and needs no approval; a
 * pre-order keeps its notice or starts with the default one.
 */
export function applyAvailability(
  values: ProductFormValues,
  availability: AvailabilityKey,
): ProductFormValues {
  if (availability === 'withDate' || availability === 'withoutDate') {
    return { ...values, availability, preorder_by: 0, requires_approval: false };
  }
  if (availability === 'preorder') {
    const notice =
      values.preorder_by != null && values.preorder_by > 0
        ? values.preorder_by
        : needsNoticeByDefault(values.subcategory)
          ? DEFAULT_NOTICE_DAYS
          : null;
    return { ...values, availability, preorder_by: notice };
  }
  return { ...values, availability };
}

/** A typed amount the shared rule reads, as a number; else the text, for the schema to refuse. */
function toMoney(text: string): number | string {
  const cents = parseTypedAmountCents(text);
  return cents == null ? text.trim() : centsToAmount(cents);
}

/**
 * The form as the create and update calls take it. `originalCategory` keeps a legacy category
 * (Grab & Go) that the availability choices do not offer, as long as the choice is unchanged.
 */
export function toProductPayload(
  values: ProductFormValues,
  originalCategory?: Category,
): ProductPayload {
  const option = AVAILABILITY_OPTIONS[values.availability];
  const keepsLegacy =
    originalCategory === 'GG' &&
    availabilityOf('GG', option.showDeliveryDate) === values.availability;
  const custom = values.custom_subcategory.trim();
  const subcategory = values.subcategory === SOMETHING_ELSE && custom ? custom : values.subcategory;
  const isMultiple = values.price_type === 'multiple';
  const rows = isMultiple
    ? values.product_prices.map((row, arrangement) => ({
        ...(row.id ? { id: row.id } : {}),
        label: row.label,
        time_label: row.time_label,
        price: toMoney(row.price),
        arrangement,
        is_variable_price: row.is_variable_price,
      }))
    : [];
  const rowAmounts = rows.map((row) => row.price).filter((p): p is number => typeof p === 'number');
  const price =
    values.price_type === 'variable'
      ? 0
      : isMultiple
        ? rowAmounts.length
          ? Math.min(...rowAmounts)
          : 0
        : toMoney(values.price);
  return {
    product_name: values.product_name,
    category: keepsLegacy ? 'GG' : option.category,
    subcategory,
    description: values.description,
    instructions: values.instructions,
    image: values.image,
    price,
    price_type: values.price_type,
    product_prices: rows,
    is_early_checkin: values.is_early_checkin,
    is_late_checkout: values.is_late_checkout,
    has_quantity: values.has_quantity,
    quantity: values.has_quantity ? values.quantity : null,
    preorder_by: values.preorder_by,
    alert_threshold: values.has_quantity && values.alert_enabled ? values.alert_threshold : null,
    requires_approval: values.requires_approval,
    external_link: values.availability === 'link' ? values.external_link.trim() : '',
    product_delegates: values.product_delegates.map(({ key: _key, id, ...contact }) => ({
      ...(id ? { id } : {}),
      ...contact,
    })),
    extra_fields: values.extra_info_enabled
      ? values.extra_fields.map(({ id, label }) => ({ ...(id ? { id } : {}), label }))
      : [],
    show_delivery_date: option.showDeliveryDate,
    is_purchasable_off_platform: values.is_purchasable_off_platform,
    instructions_off_platform: values.instructions_off_platform,
  };
}

type Shape = Record<
  string,
  { safeParse: (value: unknown) => { success: boolean; data?: unknown } }
>;

/** Each key on its own; a failing key takes its default, else `neutral`, else the raw value. */
function parseKeys(shape: Shape, value: object, neutral: Record<string, unknown> = {}) {
  const raw = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) {
    const field = shape[key]!;
    const one = field.safeParse(raw[key]);
    if (one.success) {
      result[key] = one.data;
      continue;
    }
    const fallback = field.safeParse(undefined);
    result[key] = fallback.success ? fallback.data : key in neutral ? neutral[key] : raw[key];
  }
  return result;
}

/**
 * The payload as far as it parses, so the cross-field rules still run while some fields are
 * wrong (their own errors are already reported): failing keys and rows take neutral values.
 */
function parseLeniently(payload: ProductPayload): TProductFields {
  const result = parseKeys(ZProductFieldsSchema.shape as unknown as Shape, payload, {
    product_name: '',
    subcategory: payload.subcategory,
  });
  result.product_prices = payload.product_prices.map((row) =>
    parseKeys(ZProductPriceSchema.shape as unknown as Shape, row, { price: 0 }),
  );
  result.product_delegates = payload.product_delegates.map((contact) =>
    parseKeys(ZProductDelegateSchema.shape as unknown as Shape, contact, {
      email: contact.email.trim().toLowerCase(),
    }),
  );
  result.extra_fields = payload.extra_fields.map((field) =>
    parseKeys(ZExtraFieldSchema.shape as unknown as Shape, field, { label: '' }),
  );
  return result as unknown as TProductFields;
}

/** Where an error of the payload shows in the form. */
function formPath(path: string, values: ProductFormValues): string {
  if (path === 'category' || path === 'show_delivery_date') return 'availability';
  if (path === 'subcategory' && values.subcategory === SOMETHING_ELSE) {
    return 'custom_subcategory';
  }
  return path;
}

export type FormErrors = Record<string, string>;

/**
 * Checks the form with the shared product rules (the schema, then the cross-field rules of
 * `productRuleIssues`), plus what only the inputs know: a blank amount and a blank alert level.
 * Answers one message per form path ("product_prices.0.label").
 */
export function validateProductForm(
  values: ProductFormValues,
  options: { plan: Plan; originalCategory?: Category },
): FormErrors {
  const errors: FormErrors = {};
  const add = (path: string, message: string) => {
    const at = formPath(path, values);
    errors[at] ??= message;
  };

  if (values.price_type === 'static' && values.price.trim() === '') {
    add('price', productMessages.required);
  }
  if (values.price_type === 'multiple') {
    values.product_prices.forEach((row, index) => {
      if (row.price.trim() === '') add(`product_prices.${index}.price`, productMessages.required);
    });
  }
  if (values.has_quantity && values.alert_enabled && values.alert_threshold == null) {
    add('alert_threshold', productMessages.required);
  }
  if (!values.subcategory) add('subcategory', productMessages.required);

  const payload = toProductPayload(values, options.originalCategory);
  const parsed = ZProductFieldsSchema.safeParse(payload, { error: fieldErrorMap });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(issue.path.join('.'), issue.message);
  }
  const fields = parsed.success ? parsed.data : parseLeniently(payload);
  const allowed = planAtLeast(options.plan, 'PRO');
  for (const issue of productRuleIssues(fields, {
    smsAllowed: allowed,
    externalLinkAllowed: allowed,
  })) {
    add(issue.field, issue.message);
  }
  return errors;
}

/** The two halves of the form: the edit modal's tabs and the wizard's last two steps. */
export type ProductSection = 'description' | 'settings';

const DESCRIPTION_FIELDS = new Set([
  'product_name',
  'price',
  'price_type',
  'product_prices',
  'subcategory',
  'custom_subcategory',
  'description',
  'instructions',
  'image',
  'is_purchasable_off_platform',
  'instructions_off_platform',
]);

export function sectionOf(path: string): ProductSection {
  return DESCRIPTION_FIELDS.has(path.split('.')[0] ?? '') ? 'description' : 'settings';
}

export const PRODUCT_SECTION_LABELS: Record<ProductSection, string> = {
  description: 'Product description',
  settings: 'Product settings',
};

const FIELD_LABELS: Record<string, string> = {
  product_name: 'Name',
  category: 'Category',
  availability: 'Category',
  subcategory: 'Type',
  custom_subcategory: 'Type',
  description: 'Description',
  instructions: 'Instructions',
  image: 'Image',
  price: 'Price',
  price_type: 'Price type',
  product_prices: 'Prices',
  quantity: 'Quantity',
  has_quantity: 'Quantity',
  preorder_by: 'Notice',
  alert_threshold: 'Alert threshold',
  requires_approval: 'Approval',
  external_link: 'External link',
  product_delegates: 'Product contacts',
  extra_fields: 'Extra info',
  is_purchasable_off_platform: 'Off-platform purchase',
  instructions_off_platform: 'Off-platform instructions',
  store_id: 'Store',
};

const ROW_FIELD_LABELS: Record<string, string> = {
  label: 'label',
  time_label: 'time',
  price: 'price',
  email: 'email',
  phone_number: 'phone',
  is_sales_sms_enabled: 'text messages',
  is_request_sms_enabled: 'text messages',
};

/** "product_prices.0.label" reads "Price option 1 label". */
export function fieldLabel(path: string): string {
  const [field = '', index, sub] = path.split('.');
  if (index !== undefined && /^\d+$/.test(index)) {
    const number = Number(index) + 1;
    const rowName =
      field === 'product_prices'
        ? 'Price option'
        : field === 'product_delegates'
          ? 'Contact'
          : field === 'extra_fields'
            ? 'Extra info'
            : (FIELD_LABELS[field] ?? field);
    return sub ? `${rowName} ${number} ${ROW_FIELD_LABELS[sub] ?? sub}` : `${rowName} ${number}`;
  }
  return FIELD_LABELS[field] ?? field;
}
